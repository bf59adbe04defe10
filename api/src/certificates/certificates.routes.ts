/**
 * Completion certificates over HTTP (issue 17 item 7): the student sees where their placement stands and takes the
 * certificate once its grounds hold; the student, their university and the admins read it and download it as a PDF;
 * anyone checks a verification code (`GET /verify/:code`, public), which answers only what the certificate states.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { NotFoundError } from '@stint/shared';
import {
  CERTIFICATE_NOT_FOUND,
  codeFromBytes,
  normalizeCode,
  VERIFICATION_NOT_FOUND,
} from '@stint/shared/certificates/certificates.constants';
import { certificateDecider } from '@stint/shared/certificates/certificates.decider';
import {
  certificateGroundsSchema,
  certificateListSchema,
  certificateSchema,
  issueCertificateBodySchema,
  verificationSchema,
  type Certificate,
} from '@stint/shared/certificates/certificates.schemas';
import { certificateStream } from '@stint/shared/certificates/certificates.streams';
import type { CertificateDocument } from '@stint/shared/certificates/certificates.read-models';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { entityId } from '@stint/shared/http/fields';
import { STUDENT_NOT_FOUND } from '@stint/shared/university/university.schemas';
import { defineRoute, Reply } from '../http/route';
import { approvedUniversity, findOwnStudent } from '../university/university.store';
import { canSee, certificatesOf, loadGrounds, newestFirst, validOf } from './certificates.store';
import { certificatePdf } from './certificate-pdf';

/** What a certificate shows its readers: the document without the ids only the queries use. */
const shown = (doc: CertificateDocument): Certificate => certificateSchema.parse(doc);

export const issueCertificateRoute = defineRoute({
  method: 'post',
  path: '/certificates',
  summary:
    'Take the completion certificate of your placement, once it has ended and its final report and evaluation are approved',
  tags: ['certificates'],
  access: ['student'],
  body: issueCertificateBodySchema,
  response: z.object({ certificate: certificateSchema }),
  status: 201,
  errors: [404, 409],
  async handler({ body, actor, deps, command, settle }) {
    const grounds = await loadGrounds(deps, body.internship, actor);
    const context = command();
    const { placement, dates, internship } = grounds.loaded;
    const certificateId = randomUUID();
    const code = codeFromBytes(randomBytes(15));
    const result = await handleCommand(
      deps.platform.eventStore,
      certificateStream(placement.applicationId),
      certificateDecider,
      {
        type: 'IssueCertificate',
        studentId: actor.id,
        placement,
        dates,
        finalReportId: grounds.finalReportId,
        finalEvaluationId: grounds.finalEvaluationId,
        revokedCertificateIds: grounds.certificates.filter((c) => c.status === 'revoked').map((c) => c._id),
        today: context.at,
        certificateId,
        code,
      },
      context,
    );
    await settle(result);
    const issued = result.events.find((event) => event.type === 'CertificateIssued')?.data;
    const projected = issued ? await certificatesOf(deps).get(issued.certificateId) : null;
    // The read model once the projector wrote it, else (past its bound) the certificate as the command recorded it.
    const certificate: Certificate = projected
      ? shown(projected)
      : {
          _id: issued?.certificateId ?? certificateId,
          code: issued?.code ?? code,
          applicationId: placement.applicationId,
          studentId: actor.id,
          studentName: '',
          internship,
          startDate: issued?.startDate ?? dates.startDate,
          endDate: issued?.endDate ?? dates.endDate,
          issuedOn: issued?.issuedOn ?? context.at.slice(0, 10),
          status: 'valid',
          revokedOn: null,
          revokedReason: null,
          createdAt: context.at,
        };
    return new Reply({ certificate }, { message: 'Congratulations — your certificate is ready' });
  },
});

export const getCertificateGroundsRoute = defineRoute({
  method: 'get',
  path: '/certificates/placements/:internshipId',
  summary: 'Where your placement stands on the way to its certificate, and the certificate once it is issued',
  tags: ['certificates'],
  access: ['student'],
  params: z.object({ internshipId: entityId('Placement not found') }),
  response: certificateGroundsSchema,
  async handler({ params, actor, deps }) {
    const grounds = await loadGrounds(deps, params.internshipId, actor);
    const { endDate } = grounds.loaded.dates;
    const valid = validOf(grounds.certificates);
    return {
      endDate,
      hasEnded: new Date().toISOString().slice(0, 10) >= endDate.slice(0, 10),
      isFinalReportApproved: grounds.finalReportId !== null,
      isFinalEvaluationApproved: grounds.finalEvaluationId !== null,
      certificate: valid ? shown(valid) : null,
    };
  },
});

export const listOwnCertificatesRoute = defineRoute({
  method: 'get',
  path: '/certificates/mine',
  summary: 'Your completion certificates, newest first, revoked ones included',
  tags: ['certificates'],
  access: ['student'],
  response: certificateListSchema,
  async handler({ actor, deps }) {
    return { certificates: (await certificatesOf(deps).find({ studentId: actor.id }, newestFirst)).map(shown) };
  },
});

export const listStudentCertificatesRoute = defineRoute({
  method: 'get',
  path: '/certificates/students/:id',
  summary: "One of your students' completion certificates, newest first",
  tags: ['certificates'],
  access: ['university'],
  params: z.object({ id: z.uuid(STUDENT_NOT_FOUND) }),
  response: certificateListSchema,
  async handler({ params, actor, deps }) {
    await approvedUniversity(deps, actor);
    const student = await findOwnStudent(deps, actor.id, params.id);
    return { certificates: (await certificatesOf(deps).find({ studentId: student._id }, newestFirst)).map(shown) };
  },
});

export const downloadCertificateRoute = defineRoute({
  method: 'get',
  path: '/certificates/:id/pdf',
  summary: 'A completion certificate as a PDF, for its student, their university and the admins',
  tags: ['certificates'],
  access: ['student', 'university', 'admin'],
  params: z.object({ id: z.uuid(CERTIFICATE_NOT_FOUND) }),
  download: { contentType: 'application/pdf', filename: 'stint-certificate.pdf' },
  response: z.instanceof(Buffer),
  async handler({ params, actor, deps }) {
    const certificate = await certificatesOf(deps).get(params.id);
    if (!certificate || !canSee(actor, certificate)) throw new NotFoundError(CERTIFICATE_NOT_FOUND);
    if (actor.role === 'university') await approvedUniversity(deps, actor);
    const verifyUrl = `${deps.platform.config.PUBLIC_URL.replace(/\/$/, '')}/verify/${certificate.code}`;
    return certificatePdf(shown(certificate), verifyUrl);
  },
});

export const verifyCertificateRoute = defineRoute({
  method: 'get',
  path: '/verify/:code',
  summary: 'Check a verification code: who completed what, where and when, and whether the certificate is valid',
  tags: ['certificates'],
  access: 'public',
  params: z.object({ code: z.string() }),
  response: verificationSchema,
  async handler({ params, deps }) {
    const code = normalizeCode(params.code);
    // A malformed code and an unknown one are the same answer: there is no such certificate.
    const [certificate] = code ? await certificatesOf(deps).find({ code }, { limit: 1 }) : [];
    if (!certificate) throw new NotFoundError(VERIFICATION_NOT_FOUND);
    const { studentName, internship, startDate, endDate, issuedOn, status, revokedOn, revokedReason } = certificate;
    return {
      certificate: {
        code: certificate.code,
        studentName,
        internship: { title: internship.title, company: internship.company },
        startDate,
        endDate,
        issuedOn,
        status,
        revokedOn,
        revokedReason,
      },
    };
  },
});

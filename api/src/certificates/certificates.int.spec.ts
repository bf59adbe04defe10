/**
 * Completion certificates over HTTP (issue 17 item 7): each ground refused with the message that names it, then one
 * certificate a placement; who reads it and its PDF; the public verification page, which tells a genuine certificate
 * from a revoked or unknown one and shows nothing but what the certificate states; and everyone else's 404
 * (authorization matrix below).
 */
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatesProjection } from '@stint/projector/certificates/certificates.projection';
import { universityOversightProjection } from '@stint/projector/university/university-oversight.projection';
import { formatCode } from '@stint/shared/certificates/certificates.constants';
import { evaluationBody, internshipDetails, people, reportBody, type Person } from '@stint/launcher/testing/people';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { adminRoutes } from '../admin/index';
import { internshipRoutes } from '../internships/index';
import { startPlacementApi } from '../placements/placement-api.test-setup';
import { certificateRoutes } from './index';

const ended = { startDate: '2025-01-06', endDate: '2025-03-28' };
/** The whole form of the placements' internship, as the employer's edit sends it, ending on `endDate`. */
const withEnd = (endDate: string) => ({
  ...internshipDetails,
  type: undefined,
  salary: undefined,
  title: 'Data intern',
  applicationDeadline: '2025-01-01',
  ...ended,
  endDate,
});

describe('certificates api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let admin: Person, uni: Person, otherUni: Person, northwind: Person;

  const as = (person: Person | undefined) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, sent?: unknown) => api.request('POST', path, sent ?? {}, person?.token),
    put: (path: string, sent: unknown) => api.request('PUT', path, sent, person?.token),
  });
  const expectOk = (response: { status: number; body: unknown }, status = 200) =>
    expect(response.status, JSON.stringify(response.body)).toBe(status);

  /** A student of `uni` accepted to a new internship of Northwind's with these dates. */
  const placed = async (dates = ended) => {
    const student = await the.studentOf(uni, 'Ada', 'Lovelace');
    const internshipId = await the.postInternship(northwind, { ...dates, title: 'Data intern' });
    const applicationId = await the.apply(student, internshipId);
    await the.decide(northwind, applicationId, 'accepted');
    return { student, internshipId, applicationId };
  };
  const approveFinalReport = async (student: Person, internshipId: string) => {
    const created = await as(student).post(
      '/reports',
      reportBody(internshipId, { type: 'final', title: 'Final report' }),
    );
    expectOk(created, 201);
    const id = created.body.data.report._id;
    expectOk(await as(student).post(`/reports/${id}/submit`));
    expectOk(await as(admin).post(`/reports/${id}/review`, { status: 'approved' }));
  };
  const approveFinalEvaluation = async (student: Person, internshipId: string) => {
    const sent = await as(northwind).post('/evaluations', evaluationBody(student.id, internshipId, { type: 'final' }));
    expectOk(sent, 201);
    const id = sent.body.data._id;
    expectOk(await as(admin).post(`/evaluations/${id}/review`, { status: 'reviewed' }));
    expectOk(await as(admin).post(`/evaluations/${id}/review`, { status: 'approved' }));
  };
  const completed = async () => {
    const placement = await placed();
    await approveFinalReport(placement.student, placement.internshipId);
    await approveFinalEvaluation(placement.student, placement.internshipId);
    return placement;
  };

  beforeAll(async () => {
    api = await startPlacementApi({
      routes: [...certificateRoutes, ...adminRoutes, ...internshipRoutes],
      projections: [certificatesProjection, universityOversightProjection],
    });
    the = people(api);
    [admin, northwind] = await Promise.all([the.admin(), the.employer('Northwind')]);
    [uni, otherUni] = await Promise.all([the.approvedUniversity(admin), the.approvedUniversity(admin)]);
  }, 120_000);
  afterAll(() => api?.close());

  it('refuses each missing ground with the message that names it, then issues one certificate', async () => {
    const early = await placed({ startDate: '2025-01-06', endDate: '2099-05-01' });
    const notYet = await as(early.student).post('/certificates', { internship: early.internshipId });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('You can receive your certificate from the internship’s end date (2099-05-01) on');

    const { student, internshipId, applicationId } = await placed();
    const grounds = async () => (await as(student).get(`/certificates/placements/${internshipId}`)).body.data;
    const take = () => as(student).post('/certificates', { internship: internshipId });
    expect(await grounds()).toEqual({
      endDate: ended.endDate,
      hasEnded: true,
      isFinalReportApproved: false,
      isFinalEvaluationApproved: false,
      certificate: null,
    });
    expect((await take()).body.message).toBe(
      'Your final report must be approved before you can receive your certificate',
    );
    await approveFinalReport(student, internshipId);
    const noEvaluation = await take();
    expect(noEvaluation.status).toBe(409);
    expect(noEvaluation.body.message).toBe(
      'Your employer’s final evaluation must be approved before you can receive your certificate',
    );
    await approveFinalEvaluation(student, internshipId);

    const issued = await take();
    expectOk(issued, 201);
    const certificate = issued.body.data.certificate;
    expect(certificate).toEqual({
      _id: expect.any(String),
      code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{24}$/),
      applicationId,
      studentId: student.id,
      studentName: 'Ada Lovelace',
      internship: { _id: internshipId, title: 'Data intern', company: expect.any(String) },
      startDate: ended.startDate,
      endDate: ended.endDate,
      issuedOn: new Date().toISOString().slice(0, 10),
      status: 'valid',
      revokedOn: null,
      revokedReason: null,
      createdAt: expect.any(String),
    });
    expect((await grounds()).certificate).toEqual(certificate);
    expect((await as(student).get('/certificates/mine')).body.data.certificates).toEqual([certificate]);
    expect((await as(uni).get(`/certificates/students/${student.id}`)).body.data.certificates).toEqual([certificate]);

    const again = await take();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your certificate for this placement has already been issued');
  });

  it('hands its PDF to the student, their university and the admins, carrying the verification code', async () => {
    const { student, internshipId } = await completed();
    const { certificate } = (await as(student).post('/certificates', { internship: internshipId })).body.data;
    for (const reader of [student, uni, admin]) {
      const response = await fetch(`${api.url}/api/v1/certificates/${certificate._id}/pdf`, {
        headers: { authorization: `Bearer ${reader.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('stint-certificate.pdf');
      const pdf = await PDFDocument.load(await response.arrayBuffer());
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getSubject()).toBe(formatCode(certificate.code));
    }
  });

  it('verifies a code however it is typed, shows only what the certificate states, and 404s any other', async () => {
    const { student, internshipId } = await completed();
    const { certificate } = (await as(student).post('/certificates', { internship: internshipId })).body.data;
    const typed = formatCode(certificate.code).toLowerCase();
    const verified = await as(undefined).get(`/verify/${typed}`);
    expectOk(verified);
    expect(verified.body.data).toEqual({
      certificate: {
        code: certificate.code,
        studentName: 'Ada Lovelace',
        internship: { title: 'Data intern', company: certificate.internship.company },
        startDate: ended.startDate,
        endDate: ended.endDate,
        issuedOn: certificate.issuedOn,
        status: 'valid',
        revokedOn: null,
        revokedReason: null,
      },
    });
    expect(JSON.stringify(verified.body)).not.toContain(student.id);
    expect(JSON.stringify(verified.body)).not.toContain(student.email);

    const flipped = certificate.code.startsWith('0')
      ? `1${certificate.code.slice(1)}`
      : `0${certificate.code.slice(1)}`;
    for (const code of [flipped, 'not-a-code', 'A'.repeat(300), '%E2%80%AE']) {
      expect((await as(undefined).get(`/verify/${code}`)).status, code).toBe(404);
      const unknown = await as(student).get(`/verify/${code}`);
      expect(unknown.body).toEqual({ success: false, message: 'No certificate has this verification code' });
    }
  });

  it('revokes a certificate whose end date moves later, which the verification page says, and issues anew once it passes again', async () => {
    const { student, internshipId } = await completed();
    const { certificate } = (await as(student).post('/certificates', { internship: internshipId })).body.data;
    expectOk(await as(northwind).put(`/internships/${internshipId}`, withEnd('2099-06-30')));
    const verified = (await as(undefined).get(`/verify/${certificate.code}`)).body.data.certificate;
    expect(verified).toMatchObject({
      status: 'revoked',
      revokedOn: new Date().toISOString().slice(0, 10),
      revokedReason: 'end-date-moved',
    });
    const grounds = (await as(student).get(`/certificates/placements/${internshipId}`)).body.data;
    expect(grounds).toMatchObject({ hasEnded: false, certificate: null });
    expect((await as(student).post('/certificates', { internship: internshipId })).status).toBe(409);

    expectOk(await as(northwind).put(`/internships/${internshipId}`, withEnd(ended.endDate)));
    const reissued = await as(student).post('/certificates', { internship: internshipId });
    expectOk(reissued, 201);
    expect(reissued.body.data.certificate.code).not.toBe(certificate.code);
    const mine = (await as(student).get('/certificates/mine')).body.data.certificates;
    expect(mine.map((c: { status: string }) => c.status)).toEqual(['valid', 'revoked']);
  });

  describe('who may', () => {
    let ids: { student: Person; internshipId: string; certificateId: string };
    beforeAll(async () => {
      const { student, internshipId } = await completed();
      const issued = await as(student).post('/certificates', { internship: internshipId });
      ids = { student, internshipId, certificateId: issued.body.data.certificate._id };
    });

    it('hides a placement from another student and from no placement, and refuses other roles', async () => {
      const stranger = await the.studentOf(uni, 'Eve');
      for (const [who, internship] of [
        [stranger, ids.internshipId],
        [ids.student, randomUUID()],
      ] as const) {
        const taken = await as(who).post('/certificates', { internship });
        expect(taken.status).toBe(404);
        expect(taken.body.message).toBe('Placement not found');
      }
      expect((await as(northwind).post('/certificates', { internship: ids.internshipId })).status).toBe(403);
      expect((await as(northwind).get(`/certificates/${ids.certificateId}/pdf`)).status).toBe(403);
      expect((await as(undefined).get(`/certificates/${ids.certificateId}/pdf`)).status).toBe(401);
    });

    // Authorization matrix: each route with an id, as someone who may not see it (404 each).
    const matrix = [
      { method: 'GET', path: '/certificates/placements/:internshipId', id: () => ids.internshipId, who: 'student' },
      { method: 'GET', path: '/certificates/students/:id', id: () => ids.student.id, who: 'university' },
      { method: 'GET', path: '/certificates/:id/pdf', id: () => ids.certificateId, who: 'student' },
      { method: 'GET', path: '/certificates/:id/pdf', id: () => ids.certificateId, who: 'university' },
    ];
    it.each(matrix)('$method $path as another $who', async ({ method, path, id, who }) => {
      const other = who === 'student' ? await the.studentOf(uni, 'Mallory') : otherUni;
      const response = await api.request(method, path.replace(/:\w+/, id()), undefined, other.token);
      expect(response.status, JSON.stringify(response.body)).toBe(404);
      const missing = await api.request(method, path.replace(/:\w+/, randomUUID()), undefined, other.token);
      expect(missing.status).toBe(404);
    });
  });
});

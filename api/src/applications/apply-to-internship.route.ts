/**
 * POST /applications/apply (spec 1 §2.14, §5, §7): a student applies with a cover letter and a resume, as
 * multipart/form-data. One application per student and internship (its id is derived from the two), only to
 * an active internship before its deadline with a position still open (a filled one answers 409); the resume is
 * checked by content, stored under a random key, and what the student wrote travels sealed with their key.
 */
import { z } from 'zod';
import type { ApplicationPersonal } from '@stint/shared/applications/applications.events';
import { RESUME_MAX_BYTES, RESUME_REQUIRED_MESSAGE } from '@stint/shared/applications/applications.constants';
import { evolveApplicationDocument } from '@stint/shared/applications/applications.read-models';
import { applicationSchema, applyBodySchema } from '@stint/shared/applications/applications.schemas';
import type { UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { defineRoute, Reply } from '../http/route';
import { applicationsOf, commandInternship, internshipsOf, usersOf } from './applications.store';
import { resumeContentType, resumeDisplayName } from './resume-file';
import { uploadLimitOf } from '../settings/platform-settings';

/** GPA and expected graduation, when the student's profile holds them. */
function academicRecord(user: Record<string, unknown> | null): Pick<ApplicationPersonal, 'gpa' | 'expectedGraduation'> {
  const gpa = user?.gpa;
  const expected = user?.expectedGraduation ?? user?.graduationYear;
  return {
    gpa: typeof gpa === 'number' && Number.isFinite(gpa) ? gpa : null,
    expectedGraduation:
      typeof expected === 'string' && expected ? expected : typeof expected === 'number' ? String(expected) : null,
  };
}

/** The student as an application shows them, from their own account (blank what the account does not hold). */
function applicantOf(studentId: string, user: UserDocument | null) {
  return {
    _id: studentId,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    university: user?.university ?? '',
    major: user?.major ?? '',
    yearOfStudy: user?.yearOfStudy ?? '',
  };
}

export const applyToInternshipRoute = defineRoute({
  method: 'post',
  path: '/applications/apply',
  summary: 'Apply to an internship with a cover letter and a resume (multipart: internshipId, coverLetter, resume)',
  tags: ['applications'],
  access: ['student'],
  body: applyBodySchema,
  upload: {
    field: 'resume',
    maxBytes: RESUME_MAX_BYTES,
    tooLargeMessage: 'File size must be less than 5MB!',
    requiredMessage: RESUME_REQUIRED_MESSAGE,
    // Lowered by the admins' max file size (system settings), never raised.
    currentLimit: uploadLimitOf('resume'),
  },
  response: z.object({ application: applicationSchema }),
  status: 201,
  errors: [404],
  async handler({ body, actor, deps, file, command, settle }) {
    if (!file) throw new Error('The upload route ran without its file');
    const contentType = await resumeContentType(file);
    const context = command();
    const { internshipId } = body;
    const applicationId = deterministicId(internshipId, actor.id);
    const user = await usersOf(deps).get(actor.id);
    const personal: ApplicationPersonal = {
      coverLetter: body.coverLetter,
      resumeName: resumeDisplayName(file.originalName, contentType),
      ...academicRecord(user),
    };
    const { blobs, cipher } = deps.platform;
    // The student's key exists since they registered: sealing adds nothing to the key store.
    const sealed = await cipher.encrypt(actor.id, JSON.stringify(personal));
    // The event names the stored file, so the file is stored before the one decision; whatever refuses the
    // application (closed, past its deadline, filled, already applied, or another request got in first) takes
    // the file away again, so a refusal leaves nothing behind.
    const stored = await blobs.put(file.buffer, contentType);
    const discard = () =>
      blobs.delete(stored.key).catch((error: unknown) => deps.logger.warn({ err: error }, 'could not delete resume'));
    const result = await commandInternship(
      deps,
      internshipId,
      {
        type: 'SubmitApplication',
        today: context.at.slice(0, 10),
        applicationId,
        studentId: actor.id,
        resume: { key: stored.key, contentType: stored.contentType, size: stored.size },
        personal: sealed,
      },
      context,
    ).catch(async (error: unknown) => {
      await discard();
      throw error;
    });
    const submitted = result.events.find((event) => event.type === 'ApplicationSubmitted');
    if (!submitted) throw new Error('An application was decided without its ApplicationSubmitted event');
    // A retried request (same Idempotency-Key): the first attempt's file is the resume, this copy is not needed.
    if (submitted.data.resume.key !== stored.key) await discard();
    await settle(result);
    // Past the projector's bound (rare), the answer is built as the projector will build it.
    const application =
      (await applicationsOf(deps).get(applicationId)) ??
      evolveApplicationDocument(null, submitted, {
        at: context.at,
        actor,
        internship: await internshipsOf(deps).get(internshipId),
        student: applicantOf(actor.id, user),
        personal,
      });
    return new Reply({ application }, { message: 'Application submitted successfully!' });
  },
});

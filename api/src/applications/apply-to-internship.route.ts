/**
 * POST /applications/apply (spec 1 §2.14, §5, §7): a student applies with a cover letter and a resume, as
 * multipart/form-data. One application per student and internship (its id is derived from the two), only to
 * an active internship before its deadline with a position still open (a filled one answers 409); the resume is
 * checked by content, stored under a random key, and what the student wrote travels sealed with their key.
 */
import { z } from 'zod';
import type { Actor } from '@stint/shared';
import type { ApplicationPersonal } from '@stint/shared/internships/internships.events';
import type { ApplicationDocument } from '@stint/shared/internships/applications.read-models';
import {
  COVER_LETTER_MAX,
  COVER_LETTER_REQUIRED_MESSAGE,
  COVER_LETTER_TOO_LONG_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_REQUIRED_MESSAGE,
} from '@stint/shared/internships/internships.constants';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import { applicationSchema } from '@stint/shared/internships/internships.schemas';
import type { SubmitApplication } from '@stint/shared/internships/internships.commands';
import { fold } from '@stint/shared/decider';
import { deriveEventId, deterministicId } from '@stint/shared/infra/commands/event-ids';
import { toDomainEvents, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { StoredBlob } from '@stint/shared/infra/blobs/blob-store.port';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { applicationsOf, commandInternship, internshipIdSchema, internshipsOf, usersOf } from './applications.store';
import { resumeContentType, resumeDisplayName } from './resume-file';
import { uploadLimitOf } from '../settings/platform-settings';
import { internshipStream } from '@stint/shared/internships/internships.streams';

/** The text fields of the apply form (the resume comes as the multipart file `resume`). */
export const applyBodySchema = z.object({
  internshipId: internshipIdSchema('Internship is required'),
  coverLetter: z
    .string({ error: COVER_LETTER_REQUIRED_MESSAGE })
    .trim()
    .min(1, COVER_LETTER_REQUIRED_MESSAGE)
    .max(COVER_LETTER_MAX, COVER_LETTER_TOO_LONG_MESSAGE),
});

/** Stands in for the sealed data in the dry run: the decider never looks inside it. */
const UNSEALED = { $pii: 'v1', p: 'dry-run', iv: '', ct: '', tag: '' } as const;

/**
 * Runs the decider on the current state before anything is stored, so a refused application (closed, past
 * its deadline, filled, already applied) leaves no file behind. A retry of a command that already went through (same
 * Idempotency-Key) is not refused here: the handler answers it with what the first attempt did.
 */
async function refuseEarly(deps: ApiDeps, command: SubmitApplication, context: CommandContext, internshipId: string) {
  const stream = internshipStream(internshipId);
  const recorded = await deps.platform.eventStore.readStream(stream);
  if (recorded.some((event) => event.id === deriveEventId(context.commandId, stream, 0))) return;
  internshipDecider.decide(command, fold(internshipDecider, toDomainEvents(recorded, internshipDecider.eventSchemas)));
}

/** The application as the answer shows it when the projector is past its bound (rare): built from the lookups. */
async function submittedApplication(
  deps: ApiDeps,
  actor: Actor,
  command: SubmitApplication,
  personal: ApplicationPersonal,
  internshipId: string,
  at: string,
): Promise<ApplicationDocument> {
  const internship = await internshipsOf(deps).get(internshipId);
  const user = await usersOf(deps).get(actor.id);
  return {
    _id: command.applicationId,
    status: 'pending',
    appliedDate: at,
    coverLetter: personal.coverLetter,
    resume: { originalName: personal.resumeName, contentType: command.resume.contentType, size: command.resume.size },
    gpa: personal.gpa,
    expectedGraduation: personal.expectedGraduation,
    internship: {
      _id: internshipId,
      title: internship?.title ?? '',
      company: internship?.company ?? '',
      location: internship?.location ?? '',
    },
    student: {
      _id: actor.id,
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      university: user?.university ?? '',
      major: user?.major ?? '',
      yearOfStudy: user?.yearOfStudy ?? '',
    },
    statusHistory: [{ status: 'pending', at, by: actor }],
    updatedAt: at,
    internshipId,
    studentId: actor.id,
    employerId: internship?.employerId ?? '',
    resumeKey: command.resume.key,
  };
}

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
    const submit = (resume: StoredBlob, personal: SubmitApplication['personal']): SubmitApplication => ({
      type: 'SubmitApplication',
      today: context.at.slice(0, 10),
      applicationId,
      studentId: actor.id,
      resume: { key: resume.key, contentType: resume.contentType, size: resume.size },
      personal,
    });
    await refuseEarly(deps, submit({ key: '', contentType, size: file.size }, UNSEALED), context, internshipId);

    const user = await usersOf(deps).get(actor.id);
    const personal: ApplicationPersonal = {
      coverLetter: body.coverLetter,
      resumeName: resumeDisplayName(file.originalName, contentType),
      ...academicRecord(user),
    };
    const { blobs, cipher } = deps.platform;
    const sealed = await cipher.encrypt(actor.id, JSON.stringify(personal));
    const stored = await blobs.put(file.buffer, contentType);
    const discard = () =>
      blobs.delete(stored.key).catch((error: unknown) => deps.logger.warn({ err: error }, 'could not delete resume'));
    const submission = submit(stored, sealed);
    const result = await commandInternship(deps, internshipId, submission, context).catch(async (error: unknown) => {
      // Refused after all (another request got in first): the file belongs to no application.
      await discard();
      throw error;
    });
    const submitted = result.events.find((event) => event.type === 'ApplicationSubmitted');
    // A retried request: the first attempt's file is the resume, this copy is not needed.
    if (submitted && submitted.data.resume.key !== stored.key) await discard();
    await settle(result.position);
    const application =
      (await applicationsOf(deps).get(applicationId)) ??
      (await submittedApplication(deps, actor, submission, personal, internshipId, context.at));
    return new Reply({ application }, { message: 'Application submitted successfully!' });
  },
});

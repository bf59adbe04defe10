/**
 * Application mail: the employer hears of each new application, the student of an acceptance or a rejection
 * (spec 1 §3 notificationPreferences.applicationUpdates; each only while the recipient's switch is on).
 * Reactors turn the events into jobs; a job reads the event back from the internship's stream (the log is
 * the truth) and the recipient from the users read model. The Message-ID comes from the event, so a retried
 * job sends the same message.
 */
import { z } from 'zod';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { applicationEventSchemas } from '@stint/shared/applications/applications.events';
import { internshipEventSchemas, type InternshipDetails } from '@stint/shared/internships/internships.events';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError, type Job } from '@stint/shared/infra/queue/queue.port';
import { jobReactor } from '../runtime/job-reactor';
import type { JobDefinition, Reactor } from '../runtime/reactor';
import { internshipStream } from '@stint/shared/internships/internships.streams';

const QUEUE = 'application-mail';
const NEW_APPLICATION = 'new-application';
const DECISION = 'application-decision';

const payloadSchema = z.object({ eventId: z.string().min(1), internshipId: z.string().min(1) });
type ApplicationMailPayload = z.infer<typeof payloadSchema>;

export const newApplicationMailReactor = jobReactor({
  name: 'new-application-mail',
  handles: 'ApplicationSubmitted',
  schema: applicationEventSchemas.ApplicationSubmitted,
  unreadable: 'ApplicationSubmitted without a valid body; no mail',
  queue: QUEUE,
  job: NEW_APPLICATION,
  payload: ({ internshipId }, event): ApplicationMailPayload => ({ eventId: event.id, internshipId }),
});

export const applicationDecisionMailReactor = jobReactor({
  name: 'application-decision-mail',
  handles: 'ApplicationStatusChanged',
  schema: applicationEventSchemas.ApplicationStatusChanged,
  unreadable: 'ApplicationStatusChanged without a valid body; no mail',
  queue: QUEUE,
  job: DECISION,
  // The student hears of an acceptance or a rejection (spec 1 §3); a move to reviewing mails nothing.
  payload: ({ to, internshipId }, event): ApplicationMailPayload | null =>
    to === 'accepted' || to === 'rejected' ? { eventId: event.id, internshipId } : null,
});

export const applicationMailReactors: Reactor[] = [newApplicationMailReactor, applicationDecisionMailReactor];

/** An internship's employer and details as they stood at `revision` of its stream. */
type FoldedInternship = { revision: bigint; employerId: string | null; details: InternshipDetails | null };

/** The internships whose fold a process keeps (the most recently mailed about). */
const FOLDS_KEPT = 1_000;

function foldInternship(state: FoldedInternship, event: RecordedEvent): FoldedInternship {
  if (event.type === 'InternshipPosted') {
    const posted = internshipEventSchemas.InternshipPosted.parse(event.data);
    return { revision: event.revision, employerId: posted.employerId, details: posted.details };
  }
  if (event.type === 'InternshipUpdated') {
    return {
      ...state,
      revision: event.revision,
      details: internshipEventSchemas.InternshipUpdated.parse(event.data).details,
    };
  }
  return { ...state, revision: event.revision };
}

/**
 * The event behind the job and the internship as it stood then (its latest details up to that event). An internship's
 * stream holds every application to it, so reading it whole for each mail read n² events for n applications. The fold
 * is kept per internship instead, and a job reads only the events after the last one a job reached: jobs come in
 * stream order. A job for an earlier event (a retry) folds from the start.
 */
async function loadCause(
  platform: Platform,
  folds: Map<string, FoldedInternship>,
  { eventId, internshipId }: ApplicationMailPayload,
) {
  const stream = internshipStream(internshipId);
  const event = await platform.eventStore.findEvent(stream, eventId);
  if (!event) throw new PermanentJobError(`No event ${eventId} in ${stream}`);
  const kept = folds.get(stream);
  let state: FoldedInternship =
    kept && kept.revision <= event.revision ? kept : { revision: -1n, employerId: null, details: null };
  if (state.revision < event.revision) {
    const events = await platform.eventStore.readStream(stream, {
      from: state.revision + 1n,
      maxCount: Number(event.revision - state.revision),
    });
    for (const recorded of events) state = foldInternship(state, recorded);
  }
  folds.delete(stream);
  folds.set(stream, state);
  if (folds.size > FOLDS_KEPT) folds.delete(folds.keys().next().value!);
  if (!state.employerId || !state.details) {
    throw new PermanentJobError(`No posting before event ${eventId} in ${stream}`);
  }
  return { event, employerId: state.employerId, details: state.details };
}

/**
 * The recipient, if they still want application updates. A person missing from the read model is a projector
 * that has not caught up yet: the job is retried.
 */
async function recipient(platform: Platform, userId: string): Promise<UserDocument | null> {
  const user = await platform.readStore.collection<UserDocument>(usersCollection).get(userId);
  if (!user) throw new Error(`User ${userId} is not in the users read model yet`);
  if (!user.notificationPreferences.applicationUpdates || !user.email || user.status === 'inactive') return null;
  return user;
}

const signature = [
  '',
  'You get this mail because application updates are on in your notification settings.',
  '',
  '— The Stint team',
];

export function applicationMailJobs(platform: Platform): JobDefinition[] {
  const link = (path: string) => new URL(path, platform.config.PUBLIC_URL).toString();
  const folds = new Map<string, FoldedInternship>();

  async function mailNewApplication(payload: ApplicationMailPayload): Promise<void> {
    const { event, employerId, details } = await loadCause(platform, folds, payload);
    const data = applicationEventSchemas.ApplicationSubmitted.parse(event.data);
    const employer = await recipient(platform, employerId);
    if (!employer) return;
    const student = await platform.readStore.collection<UserDocument>(usersCollection).get(data.studentId);
    const applicant = [student?.firstName, student?.lastName].filter(Boolean).join(' ') || 'A student';
    await platform.mailer.send({
      to: employer.email,
      subject: `New application for ${details.title}`,
      text: [
        `Hello ${employer.firstName || employer.companyName || 'there'},`,
        '',
        `${applicant} applied to your internship "${details.title}".`,
        '',
        'Read the cover letter and the resume, and accept or reject the application here:',
        link(`/employer/internships/${payload.internshipId}`),
        ...signature,
      ].join('\n'),
      causeId: `${event.id}:${NEW_APPLICATION}`,
    });
  }

  async function mailDecision(payload: ApplicationMailPayload): Promise<void> {
    const { event, details } = await loadCause(platform, folds, payload);
    const data = applicationEventSchemas.ApplicationStatusChanged.parse(event.data);
    if (data.to !== 'accepted' && data.to !== 'rejected') return;
    const student = await recipient(platform, data.studentId);
    if (!student) return;
    const accepted = data.to === 'accepted';
    await platform.mailer.send({
      to: student.email,
      subject: accepted
        ? `Your application for ${details.title} was accepted`
        : `Update on your application for ${details.title}`,
      text: [
        `Hello ${student.firstName || 'there'},`,
        '',
        accepted
          ? `Congratulations! ${details.company} accepted your application for "${details.title}".`
          : `Thank you for applying to "${details.title}" at ${details.company}. ` +
            'The employer has decided not to go ahead with your application.',
        ...(data.note ? ['', 'A note from the employer:', data.note] : []),
        '',
        'See your applications here:',
        link('/student/applications'),
        ...signature,
      ].join('\n'),
      causeId: `${event.id}:${DECISION}`,
    });
  }

  return [
    {
      queue: QUEUE,
      handler: (async (job: Job) => {
        const parsed = payloadSchema.safeParse(job.payload);
        if (!parsed.success) throw new PermanentJobError(`Invalid ${job.name} payload`);
        if (job.name === NEW_APPLICATION) return mailNewApplication(parsed.data);
        if (job.name === DECISION) return mailDecision(parsed.data);
        throw new PermanentJobError(`Unknown job ${job.name} on ${QUEUE}`);
      }) as JobDefinition['handler'],
    },
  ];
}

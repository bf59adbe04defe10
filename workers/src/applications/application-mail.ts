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

/** The event behind the job and the internship as it stood then (its latest details up to that event). */
async function loadCause(platform: Platform, { eventId, internshipId }: ApplicationMailPayload) {
  const recorded = await platform.eventStore.readStream(internshipStream(internshipId));
  let employerId: string | null = null;
  let details: InternshipDetails | null = null;
  for (const event of recorded) {
    if (event.type === 'InternshipPosted') {
      const posted = internshipEventSchemas.InternshipPosted.parse(event.data);
      employerId = posted.employerId;
      details = posted.details;
    } else if (event.type === 'InternshipUpdated') {
      details = internshipEventSchemas.InternshipUpdated.parse(event.data).details;
    }
    if (event.id === eventId) {
      if (!employerId || !details) break;
      return { event, employerId, details };
    }
  }
  throw new PermanentJobError(`No event ${eventId} after a posting in ${internshipStream(internshipId)}`);
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

  async function mailNewApplication(payload: ApplicationMailPayload): Promise<void> {
    const { event, employerId, details } = await loadCause(platform, payload);
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
    const { event, details } = await loadCause(platform, payload);
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

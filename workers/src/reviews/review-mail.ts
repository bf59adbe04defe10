/**
 * Review mail (issue 5): the student hears of each decision on their logbook entries and reports (approved,
 * rejected, revision requested, with the reviewer's comment), and of the one reminder a draft due soon gets —
 * the reminder only while their `logbookReminders` / `reportReminders` switch is on. A reactor turns each event
 * into a job; the job reads the item's stream back (the log is the truth) and the student from the users read
 * model. The Message-ID comes from the event, so a retried job sends the same message.
 */
import { z } from 'zod';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError, type Job } from '@stint/shared/infra/queue/queue.port';
import { logbookContentSchema } from '@stint/shared/logbooks/logbooks.events';
import { reportContentSchema } from '@stint/shared/reports/reports.events';
import { sealedValueSchema } from '@stint/shared/sealed';
import { jobIdFor, type JobDefinition, type Reactor } from '../runtime/reactor';
import { parseLogbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { parseReportStream } from '@stint/shared/reports/reports.streams';

const QUEUE = 'review-mail';
const JOB = 'review-mail';

type Kind = 'logbook' | 'report';
type Notice = { kind: Kind; subject: (title: string) => string; lines: (title: string, comment?: string) => string[] };

const comment = (text?: string) => (text ? ['', 'The reviewer wrote:', text] : []);

/** What each event tells the student. Reminders carry the preference that switches them off. */
const NOTICES: Record<string, Notice & { preference?: 'logbookReminders' | 'reportReminders' }> = {
  LogbookEntryApproved: {
    kind: 'logbook',
    subject: (title) => `Logbook entry approved: ${title}`,
    lines: (title, text) => [`Your employer approved your logbook entry "${title}".`, ...comment(text)],
  },
  LogbookEntryRejected: {
    kind: 'logbook',
    subject: (title) => `Logbook entry needs changes: ${title}`,
    lines: (title, text) => [
      `Your employer rejected your logbook entry "${title}". Edit it and submit it again.`,
      ...comment(text),
    ],
  },
  LogbookEntryReminded: {
    kind: 'logbook',
    preference: 'logbookReminders',
    subject: (title) => `Logbook entry due soon: ${title}`,
    lines: (title) => [
      `Your logbook entry "${title}" is still a draft and is due soon. Submit it before its due date.`,
    ],
  },
  ReportApproved: {
    kind: 'report',
    subject: (title) => `Report approved: ${title}`,
    lines: (title, text) => [`Your report "${title}" was approved.`, ...comment(text)],
  },
  ReportRejected: {
    kind: 'report',
    subject: (title) => `Report rejected: ${title}`,
    lines: (title, text) => [`Your report "${title}" was rejected. Revise it and submit it again.`, ...comment(text)],
  },
  ReportRevisionRequested: {
    kind: 'report',
    subject: (title) => `Report needs revision: ${title}`,
    lines: (title, text) => [`A revision of your report "${title}" was requested.`, ...comment(text)],
  },
  ReportReminded: {
    kind: 'report',
    preference: 'reportReminders',
    subject: (title) => `Report due soon: ${title}`,
    lines: (title) => [`Your report "${title}" is still a draft and is due soon. Submit it before its due date.`],
  },
};

const payloadSchema = z.object({
  eventId: z.string().min(1),
  stream: z.string().refine((stream) => parseLogbookStream(stream) !== null || parseReportStream(stream) !== null, {
    message: 'not a logbook or report stream',
  }),
});
type ReviewMailPayload = z.infer<typeof payloadSchema>;

export const reviewMailReactor: Reactor = {
  name: 'review-mail',
  handles: Object.keys(NOTICES),
  async react(event, { queue }) {
    await queue.enqueue<ReviewMailPayload>(
      QUEUE,
      JOB,
      { eventId: event.id, stream: event.stream },
      { jobId: jobIdFor(event, JOB) },
    );
  },
};

/** The event behind the job, the item's student and its title as it stood then (opened; null once erased). */
async function loadCause(platform: Platform, { eventId, stream }: ReviewMailPayload) {
  const recorded = await platform.eventStore.readStream(stream);
  let studentId: string | null = null;
  let sealedTitle: unknown = null;
  for (const event of recorded) {
    if (event.type === 'LogbookEntryCreated' || event.type === 'ReportCreated') {
      studentId = String(event.data.studentId);
    }
    if (['LogbookEntryCreated', 'LogbookEntryEdited', 'ReportCreated', 'ReportRevised'].includes(event.type)) {
      sealedTitle = event.data.content;
    }
    if (event.id === eventId) {
      if (!studentId) break;
      return { event, studentId, sealedTitle };
    }
  }
  throw new PermanentJobError(`No event ${eventId} after a creation in ${stream}`);
}

async function openTitle(platform: Platform, kind: Kind, sealed: unknown): Promise<string> {
  const parsed = sealedValueSchema.safeParse(sealed);
  if (!parsed.success) return 'Untitled';
  const json = await platform.cipher.decrypt(parsed.data);
  const content =
    json === null
      ? null
      : (kind === 'logbook' ? logbookContentSchema : reportContentSchema).safeParse(JSON.parse(json));
  return content?.success && content.data.title ? content.data.title : 'Untitled';
}

export function reviewMailJob(platform: Platform): JobDefinition {
  const link = (path: string) => new URL(path, platform.config.PUBLIC_URL).toString();

  async function send(payload: ReviewMailPayload): Promise<void> {
    const { event, studentId, sealedTitle } = await loadCause(platform, payload);
    const notice = NOTICES[event.type];
    if (!notice) throw new PermanentJobError(`No review mail for ${event.type}`);
    const student = await platform.readStore.collection<UserDocument>(usersCollection).get(studentId);
    // Not projected yet: the job is retried.
    if (!student) throw new Error(`User ${studentId} is not in the users read model yet`);
    if (!student.email || student.status === 'inactive') return;
    if (notice.preference && !student.notificationPreferences[notice.preference]) return;
    const title = await openTitle(platform, notice.kind, sealedTitle);
    const eventComment = typeof event.data.comment === 'string' ? event.data.comment : undefined;
    await platform.mailer.send({
      to: student.email,
      subject: notice.subject(title),
      text: [
        `Hello ${student.firstName || 'there'},`,
        '',
        ...notice.lines(title, eventComment),
        '',
        notice.kind === 'logbook' ? 'Your logbook:' : 'Your reports:',
        link(notice.kind === 'logbook' ? '/student/logbook' : '/student/reports'),
        '',
        notice.preference
          ? 'You get this reminder because it is on in your notification settings.'
          : 'You get this mail because you submitted this for review on Stint.',
        '',
        '— The Stint team',
      ].join('\n'),
      causeId: `${event.id}:${JOB}`,
    });
  }

  return {
    queue: QUEUE,
    handler: (async (job: Job) => {
      const parsed = payloadSchema.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid ${job.name} payload`);
      return send(parsed.data);
    }) as JobDefinition['handler'],
  };
}

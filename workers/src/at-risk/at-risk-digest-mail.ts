/**
 * The weekly at-risk mail (issue 17 item 5). Every hour, and once at start, each approved university with at-risk
 * alerts it has not acknowledged, and with its `applicationUpdates` preference on (the alerts are about its students'
 * placements), is sent `RecordAtRiskDigest` for the ISO week; its decider records one mail a week, and none when there
 * is nothing to tell (a job's outcome goes back in as a command). The mail reactor turns each recorded
 * `AtRiskDigestMailed` into a mail job (its job id from the event, so a replay enqueues nothing twice) that mails the
 * alerts it names still standing, with a Message-ID from the event, so a retried job resends the same message.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { loadAtRiskSources, visibleAtRiskAlerts } from '@stint/shared/at-risk/at-risk-alerts';
import { atRiskReasonLabels } from '@stint/shared/at-risk/at-risk.constants';
import { atRiskDecider } from '@stint/shared/at-risk/at-risk.decider';
import type { AtRiskEvent } from '@stint/shared/at-risk/at-risk.events';
import type { AtRiskAlert } from '@stint/shared/at-risk/at-risk.schemas';
import { atRiskStream } from '@stint/shared/at-risk/at-risk.streams';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand, toDomainEvents } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError, type Job } from '@stint/shared/infra/queue/queue.port';
import { isoWeek } from '@stint/shared/newsletter/newsletter-digest';
import { commandEach, sweepJob } from '../runtime/command-each';
import { jobIdFor, type JobDefinition, type Reactor } from '../runtime/reactor';

const QUEUE = 'at-risk-digest';
const MAIL_QUEUE = 'at-risk-digest-mail';
const EVERY_MS = 60 * 60_000;
const PURPOSE = 'at-risk-digest';

type Stores = Pick<Platform, 'eventStore' | 'readStore' | 'logger'>;

export type AtRiskDigestRun = {
  week: string;
  /** Universities whose mail this run recorded. */
  recorded: string[];
  failed: string[];
  position: bigint | null;
};

/** Whether the university wants, and can get, the mail. */
const wantsMail = (university: UserDocument) =>
  Boolean(university.email) &&
  university.status === 'active' &&
  university.notificationPreferences?.applicationUpdates === true;

const alertsOf = async (platform: Pick<Platform, 'readStore'>, universityId: string, today: string) =>
  visibleAtRiskAlerts(await loadAtRiskSources(platform.readStore, universityId), today).alerts;

/** The mail's text: one line per alert, with a link to the dashboard. */
function digestText(university: UserDocument, alerts: AtRiskAlert[], dashboard: string): string {
  return [
    `Hello ${university.firstName || 'there'},`,
    '',
    alerts.length === 1
      ? 'One of your students’ placements needs a look this week:'
      : `${alerts.length} of your students’ placements need a look this week:`,
    '',
    ...alerts.map(
      (alert) =>
        `- ${alert.studentName || 'A student'} (${alert.internship.title}, ${alert.internship.company}): ` +
        `${atRiskReasonLabels[alert.reason]}. ${alert.detail}.`,
    ),
    '',
    'See them, and acknowledge the ones you have dealt with, on your dashboard:',
    dashboard,
    '',
    'You get this mail once a week while application updates are on in your notification settings.',
    '',
    '— The Stint team',
  ].join('\n');
}

/** Records this week's at-risk mail of each university that has alerts and wants it (the reactor mails it). */
export async function recordAtRiskDigests(platform: Stores, now: Date = new Date()): Promise<AtRiskDigestRun> {
  const logger = platform.logger.child({ module: PURPOSE });
  const week = isoWeek(now);
  const today = now.toISOString().slice(0, 10);
  const run: AtRiskDigestRun = { week, recorded: [], failed: [], position: null };
  const correlationId = randomUUID();

  await commandEach(
    platform.readStore.collection<UserDocument>(usersCollection),
    { role: 'university', status: 'active' },
    {
      command: (university) => {
        if (!wantsMail(university)) return null;
        return (async () => {
          const alerts = await alertsOf(platform, university._id, today);
          if (alerts.length === 0) return { events: [], position: null };
          return handleCommand(
            platform.eventStore,
            atRiskStream(university._id),
            atRiskDecider,
            {
              type: 'RecordAtRiskDigest',
              universityId: university._id,
              week,
              alertIds: alerts.map((alert) => alert.id),
              at: now.toISOString(),
            },
            {
              // One command per university and week: a rerun finds what the first recorded.
              commandId: deterministicId(PURPOSE, university._id, week),
              actor: null,
              at: now.toISOString(),
              correlationId,
            },
            { retries: 3 },
          );
        })();
      },
      run,
      done: run.recorded,
      onFailure: (error, university) =>
        logger.error({ err: error, universityId: university._id }, 'could not record the at-risk digest'),
    },
  );
  if (run.recorded.length > 0) logger.info({ week, count: run.recorded.length }, 'at-risk digests recorded');
  return run;
}

export function atRiskDigestJob(platform: Platform): JobDefinition {
  return sweepJob({
    queue: QUEUE,
    name: PURPOSE,
    everyMs: EVERY_MS,
    run: () => recordAtRiskDigests(platform),
    failure: (count) => `Could not record ${count} at-risk digest(s)`,
  });
}

const payloadSchema = z.object({ eventId: z.string().min(1), universityId: z.string().min(1) });
type Payload = z.infer<typeof payloadSchema>;

export const atRiskDigestMailReactor: Reactor = {
  name: 'at-risk-digest-mail',
  handles: ['AtRiskDigestMailed'],
  async react(event, { queue }) {
    const universityId = (event.data as { universityId?: unknown } | null)?.universityId;
    if (typeof universityId !== 'string') return;
    await queue.enqueue<Payload>(
      MAIL_QUEUE,
      'send',
      { eventId: event.id, universityId },
      { jobId: jobIdFor(event, MAIL_QUEUE) },
    );
  },
};

export function atRiskDigestMailJob(platform: Platform): JobDefinition {
  const dashboard = new URL('/university/dashboard', platform.config.PUBLIC_URL).toString();
  const users = platform.readStore.collection<UserDocument>(usersCollection);

  async function send({ eventId, universityId }: Payload): Promise<void> {
    const recorded = await platform.eventStore.readStream(atRiskStream(universityId));
    const events = toDomainEvents<AtRiskEvent>(recorded, atRiskDecider.eventSchemas);
    const digest = events[recorded.findIndex((event) => event.id === eventId)];
    if (!digest || digest.type !== 'AtRiskDigestMailed') throw new PermanentJobError(`No at-risk digest ${eventId}`);
    const university = await users.get(universityId);
    if (!university || !wantsMail(university)) return;
    // What the mail names and still stands (one acknowledged or gone since is left out).
    const named = new Set(digest.data.alertIds);
    const today = new Date().toISOString().slice(0, 10);
    const alerts = (await alertsOf(platform, universityId, today)).filter((alert) => named.has(alert.id));
    if (alerts.length === 0) return;
    await platform.mailer.send({
      to: university.email,
      subject:
        alerts.length === 1
          ? '1 student placement at risk this week'
          : `${alerts.length} student placements at risk this week`,
      text: digestText(university, alerts, dashboard),
      causeId: `${eventId}:${MAIL_QUEUE}`,
    });
  }

  return {
    queue: MAIL_QUEUE,
    handler: (async (job: Job) => {
      const parsed = payloadSchema.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid ${job.name} payload`);
      return send(parsed.data);
    }) as JobDefinition['handler'],
  };
}

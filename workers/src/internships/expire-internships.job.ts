/**
 * Deadline expiry (docs/architecture.md §Workers: workers run deadline expiry; a job's outcome goes back in as a
 * command). Every 15 minutes, and once at start, the internships whose application deadline has passed and that are not
 * yet expired are sent `ExpireInternship`; the decider appends `InternshipExpired` only if the stream agrees.
 */
import { randomUUID } from 'node:crypto';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import { internshipsCollection, type InternshipDocument } from '@stint/shared/internships/internships.read-models';
import { commandEach, sweepJob } from '../runtime/command-each';
import type { JobDefinition } from '../runtime/reactor';
import { internshipStream } from '@stint/shared/internships/internships.streams';

const QUEUE = 'internship-expiry';
const EVERY_MS = 15 * 60_000;
/** Applications race on the same stream; the expiry decides again on the newer state. */
const RETRIES = 5;

type Stores = Pick<Platform, 'eventStore' | 'readStore' | 'logger'>;

export type ExpiryRun = {
  expired: string[];
  failed: string[];
  /** The position of the last expiry appended (or found already appended), to wait on the projection. */
  position: bigint | null;
};

/**
 * Expires what is due on `now`'s (UTC) date. The command id comes from the internship, the date and the
 * document's last change, so a rerun the same day (another worker, a retried tick) appends nothing, while an
 * internship reopened and overdue again the same day is still expired.
 */
export async function expireInternships(platform: Stores, now: Date = new Date()): Promise<ExpiryRun> {
  const logger = platform.logger.child({ module: 'expire-internships' });
  const today = now.toISOString().slice(0, 10);
  const internships = platform.readStore.collection<InternshipDocument>(internshipsCollection);
  const run: ExpiryRun = { expired: [], failed: [], position: null };
  const correlationId = randomUUID();
  await commandEach(
    internships,
    { status: { $in: ['active', 'inactive', 'draft'] }, applicationDeadline: { $lt: today } },
    {
      command: (internship) =>
        handleCommand(
          platform.eventStore,
          internshipStream(internship._id),
          internshipDecider,
          { type: 'ExpireInternship', today },
          {
            commandId: deterministicId('expire-internship', internship._id, today, internship.updatedAt),
            actor: null,
            at: now.toISOString(),
            correlationId,
          },
          { retries: RETRIES },
        ),
      run,
      done: run.expired,
      onFailure: (error, internship) =>
        logger.error({ err: error, internshipId: internship._id }, 'could not expire internship'),
    },
  );
  if (run.expired.length > 0) logger.info({ count: run.expired.length, today }, 'internships expired');
  return run;
}

export function expireInternshipsJob(platform: Platform): JobDefinition {
  return sweepJob({
    queue: QUEUE,
    name: 'expire-internships',
    everyMs: EVERY_MS,
    run: () => expireInternships(platform),
    failure: (count) => `Could not expire ${count} internship(s)`,
  });
}

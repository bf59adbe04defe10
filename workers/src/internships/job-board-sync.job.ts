/**
 * Job-board sync (spec 1 §1, §3, §5, §7, §9; docs/architecture.md §Workers: a job's outcome goes back in as commands).
 * Every `JOB_BOARD_SYNC_MINUTES` (default 30), and once at start, the board's newest jobs are fetched, the
 * internship-like ones kept (at most 50) and normalised, and each listing's stream `joblisting-<id>` is told what the
 * board shows now: its decider records `ExternalListingAppeared` / `Changed` / `Disappeared` only when something is
 * new, so a rerun with the same answer appends nothing. The external-listings projection turns those facts into the
 * listings `GET /internships` serves with `source: 'external'`.
 *
 * A board that cannot be reached, is slow, answers an error, or answers anything but its usual shape changes
 * nothing: the failure is thrown before any command, so the last good listings stay. Network trouble, timeouts
 * and 5xx are retried with backoff by the queue; an answer we will never read fails at once, and the next
 * tick tries again.
 *
 * Which listings are shown now is read from the projection (like the deadline job): should it lag, a listing
 * is withdrawn on the next tick instead, and an observation of a listing already recorded appends nothing.
 */
import { randomUUID } from 'node:crypto';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import type { Config } from '@stint/shared/infra/config';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError } from '@stint/shared/infra/queue/queue.port';
import { readPlatformSettings } from '@stint/shared/infra/platform-settings';
import { DEFAULT_JOB_BOARD_URL, EXTERNAL_LISTINGS_MAX } from '@stint/shared/internships/external-listings.constants';
import { externalListingDecider, planExternalListingSync } from '@stint/shared/internships/external-listings.decider';
import { selectExternalListings } from '@stint/shared/internships/external-listings.normalise';
import {
  externalListingsCollection,
  type ExternalListingDocument,
} from '@stint/shared/internships/internships.read-models';
import type { JobDefinition } from '../runtime/reactor';
import { fetchJobBoard, JobBoardError, jobBoardRequestUrl, type JobBoardFetchOptions } from './job-board-client';
import { externalListingStream } from '@stint/shared/internships/internships.streams';

const QUEUE = 'job-board-sync';
/** The scheduled tick only enqueues the run, so the run itself can be retried with backoff. */
const TICK = 'tick';
const RUN = 'sync';
const PAGE = 200;

export type JobBoardSyncSettings = JobBoardFetchOptions & {
  url: string;
  everyMs: number;
  /** Tries of one run (network, timeout, 5xx), with exponential backoff from `backoffMs`. */
  attempts: number;
  backoffMs: number;
};

export const JOB_BOARD_SYNC_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  attempts: 4,
  backoffMs: 30_000,
} as const;

export function jobBoardSyncSettings(
  config: Pick<Config, 'JOB_BOARD_URL' | 'JOB_BOARD_SYNC_MINUTES'>,
  overrides: Partial<JobBoardSyncSettings> = {},
): JobBoardSyncSettings {
  return {
    url: config.JOB_BOARD_URL ?? DEFAULT_JOB_BOARD_URL,
    everyMs: Math.round(config.JOB_BOARD_SYNC_MINUTES * 60_000),
    ...JOB_BOARD_SYNC_DEFAULTS,
    ...overrides,
  };
}

type Stores = Pick<Platform, 'eventStore' | 'readStore' | 'logger'>;

export type JobBoardSyncRun = {
  appeared: string[];
  changed: string[];
  disappeared: string[];
  /** Listings whose stream could not be told (the run is then retried; what was done stays done). */
  failed: string[];
  /** The position of the last event appended (or found already appended), to wait on the projection. */
  position: bigint | null;
};

/** Our id of a board listing: a UUID from the board's id, so nothing the board sends reaches a stream name. */
export const externalListingId = (boardId: string) => deterministicId('joblisting', boardId);

async function listedIds(platform: Stores): Promise<string[]> {
  const listings = platform.readStore.collection<ExternalListingDocument>(externalListingsCollection);
  const ids: string[] = [];
  for (let after = ''; ;) {
    const page = await listings.find({ _id: { $gt: after } }, { sort: { _id: 1 }, limit: PAGE });
    ids.push(...page.map((listing) => listing._id));
    if (page.length < PAGE) return ids;
    after = page.at(-1)!._id;
  }
}

/**
 * One sync. Throws a `JobBoardError` (and appends nothing) when the board's answer is unusable. `runId` makes
 * the commands idempotent: a retried run with the same id appends nothing twice.
 */
export async function syncJobBoard(
  platform: Stores,
  settings: Pick<JobBoardSyncSettings, 'url' | 'timeoutMs' | 'maxBytes'>,
  options: { now?: Date; runId?: string } = {},
): Promise<JobBoardSyncRun> {
  const logger = platform.logger.child({ module: 'job-board-sync' });
  const now = options.now ?? new Date();
  const runId = options.runId ?? randomUUID();
  const body = await fetchJobBoard(settings.url, settings);
  const selection = selectExternalListings(body, EXTERNAL_LISTINGS_MAX);
  if (!selection.ok) throw new JobBoardError(`Unusable answer from the job board: ${selection.reason}`, false);

  const fetched = selection.listings.map((candidate) => ({
    listingId: externalListingId(candidate.boardId),
    candidate,
  }));
  const plan = planExternalListingSync(await listedIds(platform), fetched, now.toISOString());
  const run: JobBoardSyncRun = { appeared: [], changed: [], disappeared: [], failed: [], position: null };
  const correlationId = deterministicId('job-board-sync', runId);
  for (const command of plan) {
    try {
      const result = await handleCommand(
        platform.eventStore,
        externalListingStream(command.listingId),
        externalListingDecider,
        command,
        {
          commandId: deterministicId('job-board-sync', runId, command.listingId),
          actor: null,
          at: now.toISOString(),
          correlationId,
        },
      );
      for (const event of result.events) {
        if (event.type === 'ExternalListingAppeared') run.appeared.push(command.listingId);
        if (event.type === 'ExternalListingChanged') run.changed.push(command.listingId);
        if (event.type === 'ExternalListingDisappeared') run.disappeared.push(command.listingId);
      }
      if (result.position !== null && (run.position === null || result.position > run.position)) {
        run.position = result.position;
      }
    } catch (error) {
      // One stream that fails must not hold back the others; the retried run tries it again.
      logger.error({ err: error, listingId: command.listingId }, 'could not record an external listing');
      run.failed.push(command.listingId);
    }
  }
  logger.info(
    {
      ...selection.stats,
      appeared: run.appeared.length,
      changed: run.changed.length,
      disappeared: run.disappeared.length,
      failed: run.failed.length,
    },
    'job board synced',
  );
  return run;
}

export function jobBoardSyncJob(platform: Platform, overrides: Partial<JobBoardSyncSettings> = {}): JobDefinition {
  const settings = jobBoardSyncSettings(platform.config, overrides);
  const logger = platform.logger.child({ module: 'job-board-sync' });
  let usable = true;
  try {
    jobBoardRequestUrl(settings.url);
  } catch (error) {
    usable = false;
    logger.error({ err: error, url: settings.url }, 'the job board address is not usable; no sync is scheduled');
  }
  return {
    queue: QUEUE,
    handler: (async (job) => {
      // Read at every tick and run, so switching the sync off in the system settings stops the next one.
      if (!(await readPlatformSettings(platform)).effective.jobBoardSyncEnabled) {
        logger.info({ job: job.name }, 'job-board sync is switched off in the system settings; skipped');
        return;
      }
      if (job.name === TICK) {
        // Keyed by the tick, so two workers handling one tick (or a redelivered tick) enqueue one run.
        await platform.queue.enqueue(
          QUEUE,
          RUN,
          {},
          { jobId: `${RUN}:${job.id}`, attempts: settings.attempts, backoffMs: settings.backoffMs },
        );
        return;
      }
      try {
        const run = await syncJobBoard(platform, settings, { runId: job.id });
        if (run.failed.length > 0) throw new Error(`Could not record ${run.failed.length} external listing(s)`);
      } catch (error) {
        if (error instanceof JobBoardError) {
          logger.warn({ err: error, attempt: job.attempt }, 'job board sync failed; the last good listings stay');
          if (!error.retryable) throw new PermanentJobError(error.message);
        }
        throw error;
      }
    }) as JobDefinition['handler'],
    ...(usable ? { schedule: { name: TICK, every: { everyMs: settings.everyMs, runAtStart: true } } } : {}),
  };
}

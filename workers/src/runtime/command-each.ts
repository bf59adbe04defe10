/**
 * The walk every sweeping job makes (deadline expiry, weekly digests, draft reminders): a command for each document a
 * filter matches, its outcome counted into the job's run (docs/architecture.md §Workers).
 */
import type { Collection, Doc, Filter } from '@stint/shared/infra/read-store/read-store.port';
import type { JobDefinition } from './reactor';

const BATCH = 200;

/** What a command appended: nothing when the stream had already decided it. */
type Outcome = { events: unknown[]; position: bigint | null };

/** A job's tally: the ids whose command appended go in `done`, the ones that threw in `failed`. */
export type SweepRun = { failed: string[]; position: bigint | null };

/**
 * Sends `command` for each document of `items` that `filter` matches (a null command skips it). Walks by id, so
 * documents the projector updates meanwhile neither repeat nor shift the window. One stream that fails must not hold
 * up the others: it is reported to `onFailure` and counted, and the next tick tries it again. `run.position` ends as
 * the last position appended (or found already appended), to wait on the projection.
 */
export async function commandEach<T extends Doc>(
  items: Collection<T>,
  filter: Filter,
  sweep: {
    command: (item: T) => Promise<Outcome> | null;
    run: SweepRun;
    done: string[];
    onFailure: (error: unknown, item: T) => void;
  },
): Promise<void> {
  const { command, run, done, onFailure } = sweep;
  for (let after = ''; ;) {
    const page = await items.find({ ...filter, _id: { $gt: after } }, { sort: { _id: 1 }, limit: BATCH });
    for (const item of page) {
      try {
        const pending = command(item);
        if (!pending) continue;
        const result = await pending;
        if (result.events.length > 0) done.push(item._id);
        if (result.position !== null && (run.position === null || result.position > run.position)) {
          run.position = result.position;
        }
      } catch (error) {
        onFailure(error, item);
        run.failed.push(item._id);
      }
    }
    if (page.length < BATCH) break;
    after = page.at(-1)!._id;
  }
}

/**
 * The scheduled job of a sweep: every `everyMs`, and once at start. A tick with failures throws `failure(count)`, so
 * it shows in the queue counts; the next tick is the retry.
 */
export function sweepJob(sweep: {
  queue: string;
  name: string;
  everyMs: number;
  run: () => Promise<SweepRun>;
  failure: (count: number) => string;
}): JobDefinition {
  return {
    queue: sweep.queue,
    handler: (async () => {
      const run = await sweep.run();
      if (run.failed.length > 0) throw new Error(sweep.failure(run.failed.length));
    }) as JobDefinition['handler'],
    schedule: { name: sweep.name, every: { everyMs: sweep.everyMs, runAtStart: true } },
  };
}

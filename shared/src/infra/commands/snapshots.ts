/**
 * Snapshots in the command path (docs/architecture.md §Event model): a decider that opts in (`snapshot` on the decider,
 * `shared/src/decider.ts`) starts a cold fold from its stream's snapshot instead of the first event, and gets a new
 * snapshot after an append that reaches a multiple of its `every`. A snapshot is never the truth: one that is missing,
 * unreadable, of another version, or past the stream's end is logged and the stream is folded from its first event.
 * Writing one never holds up or fails a command.
 */
import type { DeciderSnapshots } from '../../decider';
import type { EventStore } from '../event-store/event-store.port';

/** A decider's folded state of the stream at `revision`, as a snapshot gave it. */
export type SnapshotStart<State> = { revision: bigint; state: State };

/** The snapshot to start from, or null (none, or one that must not be used: logged). */
export async function readSnapshot<State>(
  store: EventStore,
  stream: string,
  spec: DeciderSnapshots<State>,
): Promise<SnapshotStart<State> | null> {
  const { snapshots } = store;
  const log = { stream, decider: spec.name };
  let found;
  try {
    found = await snapshots.read(stream, spec.name);
  } catch (error) {
    snapshots.logger.warn({ ...log, err: error }, 'snapshot unreadable; folding the stream from its first event');
    return null;
  }
  if (!found) return null;
  if (found.version !== spec.version) {
    snapshots.logger.info(
      { ...log, version: found.version, current: spec.version },
      'snapshot of another state version ignored; folding the stream from its first event',
    );
    return null;
  }
  try {
    if (found.revision < 0n) throw new Error(`negative revision ${found.revision}`);
    return { revision: found.revision, state: spec.fromJSON(found.state) };
  } catch (error) {
    snapshots.logger.warn({ ...log, err: error }, 'corrupt snapshot ignored; folding the stream from its first event');
    return null;
  }
}

/** Said when a snapshot names a revision the stream does not have: it cannot be the stream's. */
export function reportSnapshotPastEnd(store: EventStore, stream: string, name: string, revision: bigint): void {
  store.snapshots.logger.warn(
    { stream, decider: name, revision: String(revision) },
    'snapshot of a revision the stream does not have ignored; folding the stream from its first event',
  );
}

/**
 * After an append that took the stream from `before` (null: it did not exist) to `after`: a snapshot of `state` (the
 * state at `after`) when a multiple of `every` events was reached. In the background; a failure is only logged.
 */
export function snapshotAfterAppend<State>(
  store: EventStore,
  stream: string,
  spec: DeciderSnapshots<State>,
  before: bigint | null,
  after: bigint,
  state: () => State,
): void {
  const every = BigInt(Math.max(1, Math.floor(spec.every)));
  const countBefore = (before ?? -1n) + 1n;
  const countAfter = after + 1n;
  if (countAfter / every === countBefore / every) return;
  const log = { stream, decider: spec.name, revision: String(after) };
  let json: unknown;
  try {
    json = spec.toJSON(state());
  } catch (error) {
    store.snapshots.logger.warn({ ...log, err: error }, 'snapshot not written: the state would not serialise');
    return;
  }
  store.snapshots
    .write({ stream, decider: spec.name, version: spec.version, revision: after, state: json })
    .catch((error: unknown) => store.snapshots.logger.warn({ ...log, err: error }, 'snapshot not written'));
}

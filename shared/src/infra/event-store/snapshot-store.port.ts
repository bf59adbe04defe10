/**
 * The snapshot store port (docs/architecture.md §Event model): a decider's folded state of a stream at a revision,
 * kept beside the events so a command on a long stream reads the snapshot and the events after it instead of the
 * whole stream. A snapshot is derived data, never the truth: it can be lost, stale, corrupt or from other code, and
 * the command handler then folds from the events (`commands/snapshots.ts`).
 */
import type { Logger } from '../logger';

export type Snapshot = {
  stream: string;
  /** The decider's snapshot name: one stream may one day be folded by more than one. */
  decider: string;
  /** The decider's state version when it was written: a snapshot of another version is never used. */
  version: number;
  /** The revision of the last event folded into `state`. */
  revision: bigint;
  /** The state as the decider's `toJSON` gave it: anything JSON can hold. */
  state: unknown;
};

export interface SnapshotStore {
  /** The newest snapshot of the stream for this decider, whatever its version, or null. */
  read(stream: string, decider: string): Promise<Snapshot | null>;
  /**
   * Keeps the snapshot unless one of the same version at a later revision is already kept (two writers racing never
   * put an older state back); one of another version is replaced.
   */
  write(snapshot: Snapshot): Promise<void>;
  /** Where a snapshot that could not be written or used is reported: snapshots never fail a command. */
  readonly logger: Logger;
}

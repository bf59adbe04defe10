/**
 * Snapshots on SQL (PGlite, PostgreSQL): one row per stream and decider in `snapshots`, beside the events table and
 * created by the same `SqlEventStore.open`. Subscriptions read only `events`, so a snapshot is never delivered to a
 * projector or reactor.
 */
import type { Logger } from '../logger';
import type { Sql } from '../sql/sql.port';
import type { Snapshot, SnapshotStore } from './snapshot-store.port';

export const SNAPSHOTS_MIGRATION = `
create table if not exists snapshots (
  stream text not null,
  decider text not null,
  version integer not null,
  revision bigint not null,
  state jsonb not null,
  written_at timestamptz not null default clock_timestamp(),
  primary key (stream, decider)
);
`;

type SnapshotRow = { version: number; revision: string; state: unknown };

export class SqlSnapshotStore implements SnapshotStore {
  constructor(
    private readonly sql: Sql,
    readonly logger: Logger,
  ) {}

  async read(stream: string, decider: string): Promise<Snapshot | null> {
    const [row] = await this.sql.query<SnapshotRow>(
      'select version, revision::text as revision, state from snapshots where stream = $1 and decider = $2',
      [stream, decider],
      { prepare: true },
    );
    if (!row) return null;
    const state = typeof row.state === 'string' ? (JSON.parse(row.state) as unknown) : row.state;
    return { stream, decider, version: Number(row.version), revision: BigInt(row.revision), state };
  }

  async write(snapshot: Snapshot): Promise<void> {
    await this.sql.query(
      `insert into snapshots (stream, decider, version, revision, state) values ($1, $2, $3, $4::bigint, $5::jsonb)
       on conflict (stream, decider) do update
         set version = excluded.version, revision = excluded.revision, state = excluded.state,
             written_at = clock_timestamp()
         where snapshots.version <> excluded.version or snapshots.revision < excluded.revision`,
      [snapshot.stream, snapshot.decider, snapshot.version, String(snapshot.revision), JSON.stringify(snapshot.state)],
      { prepare: true },
    );
  }
}

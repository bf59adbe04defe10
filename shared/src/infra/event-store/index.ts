/**
 * The event store: its port, the SQL adapter (PGlite, PostgreSQL) and the EventStoreDB adapter, and the
 * factory that picks one from EVENT_STORE_URL.
 */
import { EsdbEventStore } from './esdb-event-store';
import type { EventStore } from './event-store.port';
import { SqlEventStore } from './sql-event-store';
import type { PgliteSql } from '../sql/pglite-sql';
import { openOnPostgres } from '../sql/postgres-sql';
import type { Logger } from '../logger';

export * from './event-store.port';
export * from './snapshot-store.port';
export { EsdbEventStore } from './esdb-event-store';
export { SqlEventStore, type SqlEventStoreOptions } from './sql-event-store';
export { SqlSnapshotStore } from './sql-snapshot-store';
export { EsdbSnapshotStore } from './esdb-snapshot-store';

/**
 * `esdb://…` (`esdb+discover://…`, `kurrentdb://…`) → EventStoreDB; `postgres://…` / `postgresql://…` → PostgreSQL on its
 * own pool, closed with the store; no URL → the given PGlite, which stays open for its owner to close. `logger`: where
 * the snapshot store reports a snapshot it could not write or use.
 */
export async function openEventStore(
  url: string | undefined,
  options: { pglite?: PgliteSql; logger?: Logger } = {},
): Promise<EventStore> {
  const { logger } = options;
  if (url === undefined || url === '') {
    if (!options.pglite) throw new Error('No EVENT_STORE_URL and no PGlite database to keep the events in');
    return SqlEventStore.open(options.pglite, { logger });
  }
  const scheme = url.slice(0, url.indexOf(':')).toLowerCase();
  if (scheme === 'esdb' || scheme === 'esdb+discover') return EsdbEventStore.connect(url, logger);
  // KurrentDB is EventStoreDB renamed; this client only knows the esdb schemes.
  if (scheme === 'kurrentdb' || scheme === 'kurrentdb+discover') {
    return EsdbEventStore.connect(`esdb${scheme.slice('kurrentdb'.length)}${url.slice(scheme.length)}`, logger);
  }
  if (scheme === 'postgres' || scheme === 'postgresql') {
    return openOnPostgres(url, (sql) => SqlEventStore.open(sql, { ownsSql: true, logger }));
  }
  throw new Error(
    `EVENT_STORE_URL must start with esdb://, kurrentdb://, postgres:// or postgresql:// (got ${scheme || 'no scheme'}://…)`,
  );
}

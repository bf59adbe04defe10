import type { PgliteSql } from '../sql/pglite-sql';
import { openOnPostgres } from '../sql/postgres-sql';
import { MongoReadStore } from './mongo-read-store';
import type { ReadStore } from './read-store.port';
import { SqlReadStore } from './sql-read-store';

export type * from './read-store.port';
export { MongoReadStore, type MongoReadStoreOptions } from './mongo-read-store';
export { ReadStoreQueryError } from './filter';
export { SqlReadStore } from './sql-read-store';

/** The database name in a MongoDB URL's path, or 'stint'. Hosts may be a comma-separated list. */
export function mongoDbName(url: string): string {
  const afterScheme = url.replace(/^mongodb(\+srv)?:\/\//, '');
  const slash = afterScheme.indexOf('/');
  const path = slash < 0 ? '' : (afterScheme.slice(slash + 1).split('?')[0] ?? '');
  return path ? decodeURIComponent(path) : 'stint';
}

/**
 * Opens the read store a deployment names: `mongodb://` or `mongodb+srv://` → MongoDB (database from the
 * URL path, default 'stint'); `postgres://` or `postgresql://` → JSONB tables on its own PostgreSQL pool
 * (closed with the store); no URL → JSONB tables on the given PGlite (left open: its owner closes it).
 */
export async function openReadStore(url: string | undefined, options: { pglite?: PgliteSql } = {}): Promise<ReadStore> {
  if (url === undefined || url === '') {
    if (!options.pglite) throw new Error('openReadStore: no URL and no PGlite database to keep read models in');
    return SqlReadStore.open(options.pglite);
  }
  if (/^mongodb(\+srv)?:\/\//.test(url)) return MongoReadStore.open(url, { dbName: mongoDbName(url) });
  if (/^postgres(ql)?:\/\//.test(url)) {
    return openOnPostgres(url, (sql) => SqlReadStore.open(sql, { ownsSql: true }));
  }
  throw new Error(`openReadStore: unsupported URL scheme in ${url.split('://')[0] ?? url}:// (mongodb, postgres)`);
}

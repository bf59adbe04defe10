/** The tables of the SQL read store: one per collection, its indexes, created under an advisory lock. */
import { createHash } from 'node:crypto';
import type { CollectionSpec } from './read-store.port';
import type { SqlQueryable } from '../sql/sql.port';
import { jsonAt, sortKeyExpressions, textAt } from './sql-filter';

/** pg_advisory_xact_lock key serialising read-store DDL across processes (CREATE IF NOT EXISTS can race). */
export const DDL_LOCK_KEY = '7203941563077';

export const tableName = (collection: string) => `rm_${collection}`;

function indexName(table: string, field: string): string {
  const hash = createHash('sha1').update(field).digest('hex').slice(0, 8);
  return `${table}_${field.replace(/\./g, '_').toLowerCase()}`.slice(0, 50) + `_${hash}`;
}

/** Runs inside a transaction: the advisory lock lasts until it ends. */
export async function createTable(tx: SqlQueryable, spec: CollectionSpec): Promise<void> {
  const table = tableName(spec.name);
  await tx.query(`select pg_advisory_xact_lock(${DDL_LOCK_KEY})`);
  // id collates bytewise so ORDER BY id matches Mongo's _id order and can walk the primary key.
  await tx.query(
    `create table if not exists ${table} (id text collate "C" primary key, doc jsonb not null, ` +
      `position bigint, deleted boolean not null default false)`,
  );
  // The default index: equality, $in and array-contains on any field (containment queries).
  await tx.query(`create index if not exists ${table}_doc on ${table} using gin (doc jsonb_path_ops)`);
  for (const field of new Set(spec.indexes ?? [])) {
    if (field === '_id') continue;
    // Serves ORDER BY field (+ _id tie-break) with LIMIT, and ranges on the field.
    const [rank, num, str] = sortKeyExpressions(field);
    await tx.query(`create index if not exists ${indexName(table, field)} on ${table} (${rank}, ${num}, ${str}, id)`);
  }
  const search = [...new Set(spec.search ?? [])].filter((field) => field !== '_id');
  if (search.length > 0 && (await hasTrigrams(tx))) {
    for (const field of search) {
      // The two arms of containsSql: ILIKE on the text (trigrams), and the rare documents holding an array.
      const value = jsonAt(field);
      await tx.query(
        `create index if not exists ${indexName(table, `${field}.trgm`)} on ${table} using gin (${textAt(field)} gin_trgm_ops)`,
      );
      await tx.query(
        `create index if not exists ${indexName(table, `${field}.arrays`)} on ${table} (id) ` +
          `where jsonb_typeof(${value}) = 'array'`,
      );
    }
  }
}

/**
 * pg_trgm, created if missing. Where it cannot be (not installed, no privilege; PGlite without the
 * extension loaded) searches still work, without an index. A savepoint keeps a refusal from aborting the
 * transaction.
 */
async function hasTrigrams(tx: SqlQueryable): Promise<boolean> {
  const [installed] = await tx.query(`select 1 as found from pg_extension where extname = 'pg_trgm'`);
  if (installed) return true;
  await tx.query('savepoint stint_trgm');
  try {
    await tx.query('create extension if not exists pg_trgm');
    await tx.query('release savepoint stint_trgm');
    return true;
  } catch {
    await tx.query('rollback to savepoint stint_trgm');
    return false;
  }
}

/** The tables of the SQL read store: one per collection, its indexes, created under an advisory lock. */
import { createHash } from 'node:crypto';
import type { CollectionSpec } from './read-store.port';
import type { SqlQueryable } from '../sql/sql.port';
import { jsonAt, sortKeyExpressions, textAt } from './sql-filter';

/**
 * pg_advisory_xact_lock key serialising the read store's DDL that is about no one table (the checkpoints table, the
 * pg_trgm extension) across processes: CREATE … IF NOT EXISTS can race.
 */
export const DDL_LOCK_KEY = '7203941563077';

/**
 * Serialises the DDL of one table until the transaction ends (CREATE … IF NOT EXISTS on the same table can race), while
 * other tables' DDL runs beside it: a projector builds the indexes of many bulk-loaded tables at once. The key is a
 * 32-bit hash, so it never equals DDL_LOCK_KEY; two tables whose hashes collide only wait for each other.
 */
async function lockTable(tx: SqlQueryable, table: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1::text))', [`stint-read-store:${table}`], { prepare: true });
}

export const tableName = (collection: string) => `rm_${collection}`;

function indexName(table: string, field: string): string {
  const hash = createHash('sha1').update(field).digest('hex').slice(0, 8);
  return `${table}_${field.replace(/\./g, '_').toLowerCase()}`.slice(0, 50) + `_${hash}`;
}

type SecondaryIndex = { field: string; kind: 'doc' | 'order' | 'trgm' | 'arrays' };

/**
 * The secondary indexes createTable makes for `spec`, by name:
 * - the GIN document index, which answers equality and `$in` on every field (containment queries, sql-filter.ts): the
 *   fields of `spec.indexes` need nothing more here, a btree of theirs would never be used and only cost writes;
 * - per `ordered` field, an expression index of its three sort keys and the id: ORDER BY it (with the `_id`
 *   tie-break) walks it under a LIMIT, and ranges on it are index scans;
 * - per `search` field, where pg_trgm is, a trigram index of its text and a partial index of the rare documents where
 *   it holds an array (the two arms of containsSql).
 */
function indexesOf(table: string, spec: CollectionSpec): Map<string, SecondaryIndex> {
  const made = new Map<string, SecondaryIndex>();
  made.set(`${table}_doc`, { field: '', kind: 'doc' });
  for (const field of spec.ordered ?? []) {
    if (field !== '_id') made.set(indexName(table, field), { field, kind: 'order' });
  }
  for (const field of spec.search ?? []) {
    if (field === '_id') continue;
    made.set(indexName(table, `${field}.trgm`), { field, kind: 'trgm' });
    made.set(indexName(table, `${field}.arrays`), { field, kind: 'arrays' });
  }
  return made;
}

/**
 * Runs inside a transaction: the advisory lock lasts until it ends. Without `indexes`, only the table and its primary
 * key (a bulk load's, see emptyTable): a later call with them builds the rest, and drops the table's other secondary
 * indexes (those an earlier spec asked for, such as the btree every filtered field once had).
 */
export async function createTable(
  tx: SqlQueryable,
  spec: CollectionSpec,
  { indexes = true }: { indexes?: boolean } = {},
): Promise<void> {
  const table = tableName(spec.name);
  await lockTable(tx, table);
  // id collates bytewise so ORDER BY id matches Mongo's _id order and can walk the primary key.
  await tx.query(
    `create table if not exists ${table} (id text collate "C" primary key, doc jsonb not null, ` +
      `position bigint, deleted boolean not null default false)`,
  );
  if (!indexes) return;
  const wanted = indexesOf(table, spec);
  const trigrams = [...wanted.values()].some(({ kind }) => kind === 'trgm') && (await hasTrigrams(tx));
  for (const [name, { field, kind }] of wanted) {
    if (kind === 'doc') await tx.query(`create index if not exists ${name} on ${table} using gin (doc jsonb_path_ops)`);
    else if (kind === 'order') {
      const [rank, num, str] = sortKeyExpressions(field);
      await tx.query(`create index if not exists ${name} on ${table} (${rank}, ${num}, ${str}, id)`);
    } else if (!trigrams) continue;
    else if (kind === 'trgm') {
      await tx.query(`create index if not exists ${name} on ${table} using gin (${textAt(field)} gin_trgm_ops)`);
    } else {
      await tx.query(
        `create index if not exists ${name} on ${table} (id) where jsonb_typeof(${jsonAt(field)}) = 'array'`,
      );
    }
  }
  for (const name of await secondaryIndexes(tx, table)) {
    if (!wanted.has(name)) await tx.query(`drop index if exists ${name}`);
  }
}

/** The names of the table's indexes but its primary key's. */
async function secondaryIndexes(tx: SqlQueryable, table: string): Promise<string[]> {
  const found = await tx.query<{ name: string }>(
    `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = $1::regclass and not i.indisprimary`,
    [table],
  );
  return found.map(({ name }) => name);
}

/**
 * Runs inside a transaction: empties the table, and with `dropIndexes` every index of it but its primary key goes too (a
 * bulk load, see dropCollection; createTable builds them again). The table's lock comes first, as in createTable: taken
 * after TRUNCATE's, a runner emptying a table and another making its indexes would each wait for the other.
 */
export async function emptyTable(tx: SqlQueryable, table: string, dropIndexes: boolean): Promise<void> {
  await lockTable(tx, table);
  await tx.query(`truncate ${table}`);
  if (!dropIndexes) return;
  for (const name of await secondaryIndexes(tx, table)) await tx.query(`drop index if exists ${name}`);
}

/**
 * pg_trgm, created if missing. Where it cannot be (not installed, no privilege; PGlite without the
 * extension loaded) searches still work, without an index. A savepoint keeps a refusal from aborting the
 * transaction.
 */
async function hasTrigrams(tx: SqlQueryable): Promise<boolean> {
  const [installed] = await tx.query(`select 1 as found from pg_extension where extname = 'pg_trgm'`);
  if (installed) return true;
  // Tables' locks are held here, and this one is always taken after them: no two transactions wait for each other.
  await tx.query(`select pg_advisory_xact_lock(${DDL_LOCK_KEY})`);
  const [meanwhile] = await tx.query(`select 1 as found from pg_extension where extname = 'pg_trgm'`);
  if (meanwhile) return true;
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

/**
 * Runs inside a transaction: the table of `from` takes the place of `spec`'s (a shadow rebuild's take-over), its
 * indexes and primary key renamed to the names createTable gives the new table, so a later ensureCollection finds
 * them and a later shadow of the same name can be made again. Without `from`'s table, `spec`'s is only emptied
 * (false).
 */
export async function replaceTable(tx: SqlQueryable, spec: CollectionSpec, from: string): Promise<boolean> {
  const target = tableName(spec.name);
  const source = tableName(from);
  // In the same order everywhere, so two take-overs never hold one lock each.
  for (const table of [source, target].sort()) await lockTable(tx, table);
  const [found] = await tx.query<{ source: boolean; target: boolean }>(
    'select to_regclass($1::text) is not null as source, to_regclass($2::text) is not null as target',
    [source, target],
  );
  if (!found?.source) {
    if (found?.target) await tx.query(`truncate ${target}`);
    return false;
  }
  await tx.query(`drop table if exists ${target}`);
  await tx.query(`alter table ${source} rename to ${target}`);
  const keys = await tx.query<{ name: string }>(
    `select conname as name from pg_constraint where conrelid = $1::regclass and contype = 'p'`,
    [target],
  );
  for (const { name } of keys) {
    if (name !== `${target}_pkey`) await tx.query(`alter table ${target} rename constraint ${name} to ${target}_pkey`);
  }
  const made = [...indexesOf(source, spec).keys()];
  const renames = [...indexesOf(target, spec).keys()].map((renamed, at): [string, string] => [made[at]!, renamed]);
  // `if exists`: trigram indexes exist only where pg_trgm does.
  for (const [old, renamed] of renames) await tx.query(`alter index if exists ${old} rename to ${renamed}`);
  return true;
}

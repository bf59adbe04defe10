/**
 * The SQL read store (docs/architecture.md §Projections): JSONB documents on PostgreSQL or PGlite, one table per
 * collection.
 *
 * Also home of the filter parser both adapters share (`parseFilter`, `parseSort`, `readFindOptions`), so a
 * filter is validated the same way whichever store runs it.
 *
 * Semantics follow MongoDB's for the contract suite (read-store.contract.ts):
 * - equality on a scalar field compares type and value (1 ≠ "1"); on an array field it means "contains";
 *   `null` also matches a missing field; `$ne`/`$nin` are the negations (so they match missing fields).
 * - ranges compare within one type (numbers with numbers, strings with strings, bytewise like Mongo), on
 *   scalar values only: unlike Mongo, an array with an element in range does not match.
 * - sort order across types is Mongo's: missing = null < numbers < strings < objects < arrays < booleans
 *   (objects and arrays tie with each other); strings sort bytewise. Ties are broken by `_id` in the
 *   direction of the last sort key, so paging is stable and an index can serve the whole order.
 * - dot paths reach into nested objects, not through arrays of objects.
 *
 * Deletes with a position leave a tombstone row (`deleted = true`) holding that position, so an older
 * upsert replayed later cannot bring the document back. `dropCollection` empties the table, tombstones too.
 */
import { createHash } from 'node:crypto';
import {
  CheckpointConflictError,
  type CheckpointWriteOptions,
  type Collection,
  type CollectionSpec,
  type Doc,
  type Filter,
  type FindOptions,
  type ReadStore,
  type ReadStoreSession,
  type Scalar,
  type SortSpec,
  type WriteOptions,
} from './read-store.port';
import type { Sql, SqlQueryable } from '../sql/sql.port';

/** A filter, sort or document the read store refuses (bad field path, unknown operator, wrong value type). */
export class ReadStoreQueryError extends Error {
  override readonly name = 'ReadStoreQueryError';
}

// ---------------------------------------------------------------------------------------------------------
// Names, filters and sorts (shared with the Mongo adapter)
// ---------------------------------------------------------------------------------------------------------

const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const TOP_LEVEL_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';
/** Field names the Mongo adapter keeps its bookkeeping in; refused everywhere so both adapters agree. */
export const RESERVED_FIELDS: ReadonlySet<string> = new Set(['_position', '_deleted']);

export function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || !COLLECTION_NAME.test(name) || name.length > 48) {
    throw new ReadStoreQueryError(`Invalid collection name ${JSON.stringify(name)}: use [a-z][a-z0-9_]*, ≤ 48 chars`);
  }
  if (name === CHECKPOINTS_COLLECTION) throw new ReadStoreQueryError(`Collection name "${name}" is reserved`);
}

export function assertFieldPath(path: string): void {
  if (typeof path !== 'string' || !FIELD_PATH.test(path)) {
    throw new ReadStoreQueryError(`Invalid field path ${JSON.stringify(path)}: use dot-separated identifiers`);
  }
  if (RESERVED_FIELDS.has(path.split('.')[0]!)) throw new ReadStoreQueryError(`Field "${path}" is reserved`);
}

export function normalizeSpec(spec: CollectionSpec | string): CollectionSpec {
  const normalized = typeof spec === 'string' ? { name: spec } : spec;
  assertCollectionName(normalized.name);
  for (const field of [...(normalized.indexes ?? []), ...(normalized.search ?? [])]) assertFieldPath(field);
  return normalized;
}

export type RangeOp = 'gt' | 'gte' | 'lt' | 'lte';

/** A validated filter. `and` with no items matches everything. */
export type FilterNode =
  | { op: 'and' | 'or'; items: FilterNode[] }
  | { op: 'eq' | 'ne'; field: string; value: Scalar }
  | { op: 'in' | 'nin'; field: string; values: Scalar[] }
  | { op: RangeOp; field: string; value: string | number }
  | { op: 'exists'; field: string; value: boolean }
  | { op: 'contains'; field: string; value: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

function isScalar(value: unknown): value is Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  return typeof value === 'number' && Number.isFinite(value);
}

function scalar(value: unknown, where: string): Scalar {
  if (!isScalar(value)) {
    throw new ReadStoreQueryError(`${where}: expected a string, finite number, boolean or null`);
  }
  return value;
}

function scalars(value: unknown, where: string): Scalar[] {
  if (!Array.isArray(value)) throw new ReadStoreQueryError(`${where}: expected an array`);
  return value.map((item) => scalar(item, where));
}

function parseCondition(field: string, condition: unknown): FilterNode[] {
  if (!isPlainObject(condition)) {
    if (Array.isArray(condition)) {
      throw new ReadStoreQueryError(`Field "${field}": equality with an array is not supported; use $in`);
    }
    return [{ op: 'eq', field, value: scalar(condition, `Field "${field}"`) }];
  }
  const entries = Object.entries(condition).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new ReadStoreQueryError(`Field "${field}": empty condition`);
  return entries.map(([operator, value]): FilterNode => {
    const where = `Field "${field}" ${operator}`;
    switch (operator) {
      case '$eq':
        return { op: 'eq', field, value: scalar(value, where) };
      case '$ne':
        return { op: 'ne', field, value: scalar(value, where) };
      case '$in':
        return { op: 'in', field, values: scalars(value, where) };
      case '$nin':
        return { op: 'nin', field, values: scalars(value, where) };
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
          throw new ReadStoreQueryError(`${where}: expected a string or a finite number`);
        }
        return { op: operator.slice(1) as RangeOp, field, value };
      }
      case '$exists':
        if (typeof value !== 'boolean') throw new ReadStoreQueryError(`${where}: expected a boolean`);
        return { op: 'exists', field, value };
      case '$contains':
        if (typeof value !== 'string') throw new ReadStoreQueryError(`${where}: expected a string`);
        return { op: 'contains', field, value };
      default:
        throw new ReadStoreQueryError(`Field "${field}": unknown operator ${JSON.stringify(operator)}`);
    }
  });
}

function parseFilterList(value: unknown, operator: string): FilterNode[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new ReadStoreQueryError(`${operator} needs a non-empty array of filters`);
  }
  return value.map((item) => parseFilter(item as Filter));
}

/** Validates a filter and turns it into a tree; throws ReadStoreQueryError on anything outside the language. */
export function parseFilter(filter: Filter | undefined): FilterNode {
  if (filter === undefined) return { op: 'and', items: [] };
  if (!isPlainObject(filter)) throw new ReadStoreQueryError('A filter must be a plain object');
  const items: FilterNode[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$or') items.push({ op: 'or', items: parseFilterList(value, '$or') });
    else if (key === '$and') items.push({ op: 'and', items: parseFilterList(value, '$and') });
    else if (key.startsWith('$')) throw new ReadStoreQueryError(`Unknown filter operator ${JSON.stringify(key)}`);
    else {
      assertFieldPath(key);
      items.push(...parseCondition(key, value));
    }
  }
  return items.length === 1 ? items[0]! : { op: 'and', items };
}

export type SortKey = { field: string; direction: 1 | -1 };

/** Validates a sort and appends the `_id` tie-break (in the direction of the last key). */
export function parseSort(sort: SortSpec | undefined): SortKey[] {
  const keys: SortKey[] = [];
  if (sort !== undefined && !isPlainObject(sort)) throw new ReadStoreQueryError('A sort must be a plain object');
  for (const [field, direction] of Object.entries(sort ?? {})) {
    assertFieldPath(field);
    if (direction !== 1 && direction !== -1) {
      throw new ReadStoreQueryError(`Sort on "${field}": direction must be 1 or -1`);
    }
    keys.push({ field, direction });
  }
  if (!keys.some((key) => key.field === '_id')) keys.push({ field: '_id', direction: keys.at(-1)?.direction ?? 1 });
  return keys;
}

/** Validated skip and limit; a limit of 0 means "no documents", as in SQL (Mongo would read it as "no limit"). */
export function readFindOptions(options: FindOptions): { sort: SortKey[]; skip: number; limit: number | null } {
  const count = (value: number | undefined, name: string) => {
    if (value === undefined) return null;
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new ReadStoreQueryError(`${name} must be a non-negative integer`);
    }
    return value;
  };
  return {
    sort: parseSort(options.sort),
    skip: count(options.skip, 'skip') ?? 0,
    limit: count(options.limit, 'limit'),
  };
}

/** Checks a document before it is written; returns its JSON form (what both adapters store). */
export function prepareDoc(doc: Doc): Record<string, unknown> {
  if (!isPlainObject(doc)) throw new ReadStoreQueryError('A document must be a plain object');
  if (typeof doc._id !== 'string' || doc._id === '') {
    throw new ReadStoreQueryError('A document needs a non-empty string _id');
  }
  for (const key of Object.keys(doc)) {
    if (RESERVED_FIELDS.has(key)) throw new ReadStoreQueryError(`Field "${key}" is reserved`);
  }
  return JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
}

/** Checks the fields of a patch (top-level names only; `_id` may only repeat the id); returns their JSON form. */
export function preparePatch(id: string, fields: object): Record<string, unknown> {
  if (!isPlainObject(fields)) throw new ReadStoreQueryError('Patch fields must be a plain object');
  const json = JSON.parse(JSON.stringify(fields)) as Record<string, unknown>;
  if ('_id' in json) {
    if (json._id !== id) throw new ReadStoreQueryError('A patch cannot change _id');
    delete json._id;
  }
  for (const key of Object.keys(json)) {
    if (!TOP_LEVEL_FIELD.test(key) || RESERVED_FIELDS.has(key)) {
      throw new ReadStoreQueryError(`Invalid patch field ${JSON.stringify(key)}: top-level identifiers only`);
    }
  }
  return json;
}

export function assertPosition(position: bigint | undefined): void {
  if (position !== undefined && typeof position !== 'bigint') {
    throw new ReadStoreQueryError('A write position must be a bigint');
  }
}

/** bigint columns come back as bigint or number (PGlite) or string (node-postgres); Mongo gives Long. */
export function toBigInt(value: unknown): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  if (typeof value === 'object' && 'toBigInt' in value && typeof value.toBigInt === 'function') {
    return (value as { toBigInt(): bigint }).toBigInt();
  }
  throw new Error(`Not a position: ${String(value)}`);
}

// ---------------------------------------------------------------------------------------------------------
// SQL translation
// ---------------------------------------------------------------------------------------------------------

/** Collects positional parameters: values never enter the SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Field paths are validated identifiers, so they may appear in the SQL text as a text[] literal. */
function pathLiteral(field: string): string {
  assertFieldPath(field);
  return `'{${field.split('.').join(',')}}'`;
}

const jsonAt = (field: string) => `(doc #> ${pathLiteral(field)})`;
const textAt = (field: string) => `(doc #>> ${pathLiteral(field)})`;

/**
 * Mongo's cross-type order as three columns: type rank, numeric value (numbers; booleans as 0/1), string
 * value (bytewise). Used by ORDER BY, by range filters and by the expression indexes, which must match
 * this text exactly for the planner to use them.
 */
export function sortKeyExpressions(field: string): [rank: string, num: string, str: string] {
  const value = jsonAt(field);
  return [
    `(case jsonb_typeof(${value}) when 'number' then 1 when 'string' then 2 when 'object' then 3 when 'array' then 4 when 'boolean' then 5 else 0 end)`,
    `(case jsonb_typeof(${value}) when 'number' then (${value})::numeric when 'boolean' then (case when ${value} = 'true'::jsonb then 1 else 0 end) end)`,
    `((case when jsonb_typeof(${value}) = 'string' then ${textAt(field)} end) collate "C")`,
  ];
}

function nest(field: string, value: unknown): unknown {
  return field
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value);
}

const RANGE_SQL: Record<RangeOp, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function eqSql(field: string, value: Scalar, params: SqlParams): string {
  if (field === '_id') return typeof value === 'string' ? `(id = ${params.add(value)}::text)` : 'false';
  if (value === null) return `(coalesce(${jsonAt(field)}, 'null'::jsonb) @> 'null'::jsonb)`;
  // Two containment tests: the value itself, or an array holding it. Both can use the GIN index on doc.
  const scalarForm = params.add(JSON.stringify(nest(field, value)));
  const arrayForm = params.add(JSON.stringify(nest(field, [value])));
  return `(doc @> ${scalarForm}::jsonb or doc @> ${arrayForm}::jsonb)`;
}

function inSql(field: string, values: Scalar[], params: SqlParams): string {
  if (values.length === 0) return 'false';
  if (field === '_id') {
    const ids = values.filter((value): value is string => typeof value === 'string');
    return ids.length === 0 ? 'false' : `(id = any(${params.add(ids)}::text[]))`;
  }
  return `(${values.map((value) => eqSql(field, value, params)).join(' or ')})`;
}

function rangeSql(field: string, op: RangeOp, value: string | number, params: SqlParams): string {
  const operator = RANGE_SQL[op];
  if (field === '_id') return typeof value === 'string' ? `(id ${operator} ${params.add(value)}::text)` : 'false';
  const [rank, num, str] = sortKeyExpressions(field);
  if (typeof value === 'number') return `(${rank} = 1 and ${num} ${operator} ${params.add(value)}::numeric)`;
  return `(${rank} = 2 and ${num} is null and ${str} ${operator} ${params.add(value)}::text)`;
}

/**
 * The string arm leads with the ILIKE on the field's text, the array arm with its type test: a searchable
 * field (CollectionSpec.search) has an index for each (trigram; partial on arrays), so the planner can
 * answer the OR with a bitmap scan instead of reading every document.
 */
function containsSql(field: string, text: string, params: SqlParams): string {
  const pattern = params.add(`%${escapeLike(text)}%`);
  if (field === '_id') return `(id ilike ${pattern}::text)`;
  const value = jsonAt(field);
  return (
    `((${textAt(field)} ilike ${pattern}::text and jsonb_typeof(${value}) = 'string') or ` +
    `(jsonb_typeof(${value}) = 'array' and exists (select 1 from jsonb_array_elements(${value}) as element(item) ` +
    `where jsonb_typeof(element.item) = 'string' and (element.item #>> '{}') ilike ${pattern}::text)))`
  );
}

/** A WHERE condition over a table with columns (id, doc); values go to `params`. */
export function filterToSql(node: FilterNode, params: SqlParams): string {
  switch (node.op) {
    case 'and':
      return node.items.length === 0
        ? 'true'
        : `(${node.items.map((item) => filterToSql(item, params)).join(' and ')})`;
    case 'or':
      return `(${node.items.map((item) => filterToSql(item, params)).join(' or ')})`;
    case 'eq':
      return eqSql(node.field, node.value, params);
    case 'ne':
      return `(not ${eqSql(node.field, node.value, params)})`;
    case 'in':
      return inSql(node.field, node.values, params);
    case 'nin':
      return `(not ${inSql(node.field, node.values, params)})`;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return rangeSql(node.field, node.op, node.value, params);
    case 'exists':
      if (node.field === '_id') return node.value ? 'true' : 'false';
      return `(${jsonAt(node.field)} is ${node.value ? 'not ' : ''}null)`;
    case 'contains':
      return containsSql(node.field, node.value, params);
    default: {
      const never: never = node;
      throw new Error(`Unhandled filter node ${JSON.stringify(never)}`);
    }
  }
}

export function sortToSql(keys: SortKey[]): string {
  return keys
    .flatMap(({ field, direction }) => {
      const dir = direction === 1 ? 'asc' : 'desc';
      if (field === '_id') return [`id ${dir}`];
      return sortKeyExpressions(field).map((expression) => `${expression} ${dir}`);
    })
    .join(', ');
}

// ---------------------------------------------------------------------------------------------------------
// The store
// ---------------------------------------------------------------------------------------------------------

/** pg_advisory_xact_lock key serialising read-store DDL across processes (CREATE IF NOT EXISTS can race). */
const DDL_LOCK_KEY = '7203941563077';

const tableName = (collection: string) => `rm_${collection}`;

function indexName(table: string, field: string): string {
  const hash = createHash('sha1').update(field).digest('hex').slice(0, 8);
  return `${table}_${field.replace(/\./g, '_').toLowerCase()}`.slice(0, 50) + `_${hash}`;
}

/**
 * Where statements run: the store's connection, or a session's transaction (`created` tracks its DDL,
 * `work` its unit of work).
 */
type Scope = { db: SqlQueryable; created: Set<string> | null; work: UnitOfWork | null };

/** A stored row as this transaction sees it. */
type StoredRow = { doc: Record<string, unknown>; position: bigint | null; deleted: boolean };

type Write =
  | { kind: 'upsert'; doc: Record<string, unknown>; position: bigint | undefined }
  | { kind: 'patch'; fields: Record<string, unknown>; position: bigint | undefined }
  | { kind: 'delete'; position: bigint | undefined };

/**
 * What one write does to a row (null: no row at all), exactly as the single-row statements of SqlCollection
 * do it: the position guard, a patch leaving a missing or deleted document alone, tombstones. Returns the
 * same object when the write changes nothing.
 */
function applyWrite(id: string, row: StoredRow | null, write: Write): StoredRow | null {
  const guarded =
    write.position !== undefined && row !== null && row.position !== null && row.position >= write.position;
  switch (write.kind) {
    case 'upsert':
      return guarded ? row : { doc: write.doc, position: write.position ?? null, deleted: false };
    case 'patch':
      if (row === null || row.deleted || guarded) return row;
      return { doc: { ...row.doc, ...write.fields }, position: write.position ?? row.position, deleted: false };
    case 'delete':
      if (write.position === undefined) return null;
      return guarded ? row : { doc: { _id: id }, position: write.position, deleted: true };
  }
}

/** A document the session has touched: its row once known, and the writes made before it was read. */
type CachedRow = { row: StoredRow | null | undefined; pending: Write[]; dirty: boolean };

type CachedTable = { spec: CollectionSpec; rows: Map<string, CachedRow>; dirty: boolean };

type RowRecord = { id: string; doc: Record<string, unknown>; position: string | null; deleted: boolean };

/**
 * A session's unit of work (see ReadStore.withSession): rows read or written are kept here, writes are
 * applied to them in memory and sent per collection in two statements (upserts, hard deletes) when
 * flushed. A write to a row not read yet is queued and applied once the row is loaded, which a flush does
 * for all such rows of a collection in one query.
 */
class UnitOfWork {
  private readonly tables = new Map<string, CachedTable>();

  constructor(
    private readonly store: SqlReadStore,
    private readonly scope: Scope,
  ) {}

  table(spec: CollectionSpec): CachedTable {
    const table = tableName(spec.name);
    let cached = this.tables.get(table);
    if (!cached) {
      cached = { spec, rows: new Map(), dirty: false };
      this.tables.set(table, cached);
    }
    return cached;
  }

  async get(spec: CollectionSpec, id: string): Promise<Record<string, unknown> | null> {
    const cached = this.table(spec);
    let entry = cached.rows.get(id);
    if (entry?.row === undefined) {
      const [loaded] = await this.load(tableName(spec.name), [id]);
      entry ??= { row: undefined, pending: [], dirty: false };
      cached.rows.set(id, entry);
      resolve(id, entry, loaded ?? null);
    }
    const row = entry.row;
    return row && !row.deleted ? structuredClone(row.doc) : null;
  }

  write(spec: CollectionSpec, id: string, write: Write): void {
    const cached = this.table(spec);
    const entry = cached.rows.get(id);
    if (entry === undefined || entry.row === undefined) {
      const queued = entry ?? { row: undefined, pending: [], dirty: true };
      queued.pending.push(write);
      queued.dirty = true;
      cached.rows.set(id, queued);
      cached.dirty = true;
      return;
    }
    const next = applyWrite(id, entry.row, write);
    if (next === entry.row) return;
    entry.row = next;
    entry.dirty = true;
    cached.dirty = true;
  }

  /** Forgets the collection's rows (it was just emptied). */
  forget(name: string): void {
    this.tables.delete(tableName(name));
  }

  async flush(spec?: CollectionSpec): Promise<void> {
    const tables = spec ? [this.tables.get(tableName(spec.name))] : [...this.tables.values()];
    for (const cached of tables) if (cached?.dirty) await this.flushTable(cached);
  }

  private async flushTable(cached: CachedTable): Promise<void> {
    const table = tableName(cached.spec.name);
    const unread = [...cached.rows].filter(([, entry]) => entry.row === undefined).map(([id]) => id);
    if (unread.length > 0) {
      const loaded = new Map((await this.load(table, unread)).map((row) => [row.id, row]));
      for (const id of unread) resolve(id, cached.rows.get(id)!, loaded.get(id) ?? null);
    }
    const upserts: RowRecord[] = [];
    const deletes: string[] = [];
    // Sorted, so two transactions writing the same rows lock them in the same order.
    for (const [id, entry] of [...cached.rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!entry.dirty) continue;
      entry.dirty = false;
      const row = entry.row!;
      if (row === null) deletes.push(id);
      else upserts.push({ id, doc: row.doc, position: row.position?.toString() ?? null, deleted: row.deleted });
    }
    cached.dirty = false;
    if (upserts.length === 0 && deletes.length === 0) return;
    await this.store.ensureTable(this.scope, cached.spec);
    if (deletes.length > 0) {
      await this.scope.db.query(`delete from ${table} where id = any($1::text[])`, [deletes]);
    }
    if (upserts.length > 0) {
      await this.scope.db.query(
        `insert into ${table} as t (id, doc, position, deleted) ` +
          `select r.id, r.doc, r.position, r.deleted from jsonb_to_recordset($1::jsonb) ` +
          `as r (id text, doc jsonb, position bigint, deleted boolean) ` +
          `on conflict (id) do update set doc = excluded.doc, position = excluded.position, deleted = excluded.deleted`,
        [JSON.stringify(upserts)],
        { prepare: true },
      );
    }
  }

  private async load(table: string, ids: string[]): Promise<Array<{ id: string } & StoredRow>> {
    if (!(await this.store.hasTable(this.scope, table))) return [];
    const rows = await this.scope.db.query<{
      id: string;
      doc: Record<string, unknown>;
      position: unknown;
      deleted: boolean;
    }>(`select id, doc, position::text as position, deleted from ${table} where id = any($1::text[])`, [ids], {
      prepare: true,
    });
    return rows.map((row) => ({ id: row.id, doc: row.doc, position: toBigInt(row.position), deleted: row.deleted }));
  }
}

/** Sets a cached row from what the database holds and applies the writes queued before it was read. */
function resolve(id: string, entry: CachedRow, stored: StoredRow | null): void {
  let row: StoredRow | null = stored && { doc: stored.doc, position: stored.position, deleted: stored.deleted };
  const base = row;
  for (const write of entry.pending) row = applyWrite(id, row, write);
  entry.pending = [];
  entry.row = row;
  entry.dirty ||= row !== base;
}

export class SqlReadStore implements ReadStore {
  readonly kind: 'pglite' | 'postgres';
  /** Tables known to exist (committed), so each is created or looked up once per process. */
  private readonly known = new Set<string>();
  private readonly scope: Scope;

  private constructor(
    readonly sql: Sql,
    private readonly ownsSql: boolean,
  ) {
    this.kind = sql.kind;
    this.scope = { db: sql, created: null, work: null };
  }

  /**
   * `ownsSql`: close the connection with the store (openReadStore does for its own PostgreSQL pool; a
   * PGlite shared with the event store is left open).
   */
  static async open(sql: Sql, options: { ownsSql?: boolean } = {}): Promise<SqlReadStore> {
    await sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${DDL_LOCK_KEY})`);
      await tx.query(`create table if not exists ${CHECKPOINTS_COLLECTION} (name text primary key, position bigint)`);
    });
    return new SqlReadStore(sql, options.ownsSql ?? false);
  }

  collection<T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T> {
    return new SqlCollection<T>(this, this.scope, normalizeSpec(spec));
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    const normalized = normalizeSpec(spec);
    await this.sql.transaction((tx) => createTable(tx, normalized));
    this.known.add(tableName(normalized.name));
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    if (await this.hasTable(this.scope, tableName(name))) await this.sql.query(`truncate ${tableName(name)}`);
  }

  /**
   * One transaction and its unit of work (see ReadStore.withSession). Use only the `session` inside `fn`:
   * on PGlite (one connection) a call to the store itself would wait for the transaction to end, which
   * waits for `fn`.
   */
  async withSession<R>(fn: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    const created = new Set<string>();
    const result = await this.sql.transaction(async (tx) => {
      const scope: Scope = { db: tx, created, work: null };
      const work = new UnitOfWork(this, scope);
      scope.work = work;
      const value = await fn({
        collection: <T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T> =>
          new SqlCollection<T>(this, scope, normalizeSpec(spec)),
        getCheckpoint: (projection) => getCheckpoint(tx, projection),
        setCheckpoint: async (projection, position, options) => {
          await work.flush();
          await setCheckpoint(tx, projection, position, options);
        },
        dropCollection: async (name) => {
          assertCollectionName(name);
          work.forget(name);
          if (await this.hasTable(scope, tableName(name))) await tx.query(`truncate ${tableName(name)}`);
        },
      });
      await work.flush();
      return value;
    });
    // Only now are the tables created inside the session real for everyone.
    for (const table of created) this.known.add(table);
    return result;
  }

  getCheckpoint(projection: string): Promise<bigint | null> {
    return getCheckpoint(this.sql, projection);
  }

  setCheckpoint(projection: string, position: bigint | null, options?: CheckpointWriteOptions): Promise<void> {
    return setCheckpoint(this.sql, projection, position, options);
  }

  async ping(): Promise<void> {
    await this.sql.query('select 1');
  }

  async close(): Promise<void> {
    if (this.ownsSql) await this.sql.close();
  }

  /** @internal For reads: a collection never created reads as empty instead of failing (and aborting a session). */
  async hasTable(scope: Scope, table: string): Promise<boolean> {
    if (this.known.has(table) || scope.created?.has(table)) return true;
    const rows = await scope.db.query<{ found: boolean }>('select to_regclass($1::text) is not null as found', [table]);
    if (!rows[0]?.found) return false;
    // Visible but not created by this session: it is committed.
    this.known.add(table);
    return true;
  }

  /** @internal For writes: creates the table on first use. */
  async ensureTable(scope: Scope, spec: CollectionSpec): Promise<void> {
    const table = tableName(spec.name);
    if (this.known.has(table) || scope.created?.has(table)) return;
    if (scope.created) {
      await createTable(scope.db, spec);
      scope.created.add(table);
    } else {
      await this.sql.transaction((tx) => createTable(tx, spec));
      this.known.add(table);
    }
  }
}

/** Runs inside a transaction: the advisory lock lasts until it ends. */
async function createTable(tx: SqlQueryable, spec: CollectionSpec): Promise<void> {
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

async function getCheckpoint(db: SqlQueryable, projection: string): Promise<bigint | null> {
  assertProjectionName(projection);
  const rows = await db.query<{ position: unknown }>(
    `select position from ${CHECKPOINTS_COLLECTION} where name = $1::text`,
    [projection],
  );
  return toBigInt(rows[0]?.position);
}

async function setCheckpoint(
  db: SqlQueryable,
  projection: string,
  position: bigint | null,
  options: CheckpointWriteOptions = {},
): Promise<void> {
  assertProjectionName(projection);
  assertPosition(position ?? undefined);
  const { expected } = options;
  if (expected !== undefined) assertPosition(expected ?? undefined);
  let rows: unknown[];
  if (position === null) {
    if (expected === null) {
      rows = await db.query(
        `select 1 as found from ${CHECKPOINTS_COLLECTION} where name = $1::text and position is not null`,
        [projection],
      );
      if (rows.length > 0) throw new CheckpointConflictError(projection, expected);
      return;
    }
    rows = await db.query(
      `delete from ${CHECKPOINTS_COLLECTION} where name = $1::text` +
        (expected === undefined ? '' : ' and position = $2::bigint') +
        ' returning 1 as ok',
      expected === undefined ? [projection] : [projection, expected.toString()],
    );
    if (expected !== undefined && rows.length === 0) throw new CheckpointConflictError(projection, expected);
    return;
  }
  if (expected === undefined) {
    await db.query(
      `insert into ${CHECKPOINTS_COLLECTION} (name, position) values ($1::text, $2::bigint) ` +
        `on conflict (name) do update set position = excluded.position`,
      [projection, position.toString()],
      { prepare: true },
    );
    return;
  }
  if (expected === null) {
    // A concurrent insert of the same name waits on the key, then takes the conflict path and sees it.
    rows = await db.query(
      `insert into ${CHECKPOINTS_COLLECTION} as c (name, position) values ($1::text, $2::bigint) ` +
        `on conflict (name) do update set position = excluded.position where c.position is null returning 1 as ok`,
      [projection, position.toString()],
      { prepare: true },
    );
  } else {
    // READ COMMITTED: a concurrent update makes this re-check the new row version, so one of two wins.
    rows = await db.query(
      `update ${CHECKPOINTS_COLLECTION} set position = $2::bigint where name = $1::text and position = $3::bigint ` +
        `returning 1 as ok`,
      [projection, position.toString(), expected.toString()],
      { prepare: true },
    );
  }
  if (rows.length === 0) throw new CheckpointConflictError(projection, expected);
}

export function assertProjectionName(projection: string): void {
  if (typeof projection !== 'string' || projection === '') {
    throw new ReadStoreQueryError('A checkpoint needs a non-empty projection name');
  }
}

class SqlCollection<T extends Doc> implements Collection<T> {
  private readonly table: string;

  constructor(
    private readonly store: SqlReadStore,
    private readonly scope: Scope,
    private readonly spec: CollectionSpec,
  ) {
    this.table = tableName(spec.name);
  }

  private get db(): SqlQueryable {
    return this.scope.db;
  }

  async get(id: string): Promise<T | null> {
    if (this.scope.work) return (await this.scope.work.get(this.spec, id)) as T | null;
    if (!(await this.store.hasTable(this.scope, this.table))) return null;
    const rows = await this.db.query<{ doc: T }>(
      `select doc from ${this.table} where id = $1::text and not deleted`,
      [id],
      { prepare: true },
    );
    return rows[0]?.doc ?? null;
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    const node = parseFilter(filter);
    const { sort, skip, limit } = readFindOptions(options);
    await this.scope.work?.flush(this.spec);
    if (!(await this.store.hasTable(this.scope, this.table))) return [];
    const params = new SqlParams();
    const where = filterToSql(node, params);
    const page =
      (limit === null ? '' : ` limit ${params.add(limit)}::bigint`) +
      (skip ? ` offset ${params.add(skip)}::bigint` : '');
    const rows = await this.db.query<{ doc: T }>(
      `select doc from ${this.table} where not deleted and ${where} order by ${sortToSql(sort)}${page}`,
      params.values,
      { prepare: true },
    );
    return rows.map((row) => row.doc);
  }

  async count(filter?: Filter): Promise<number> {
    const node = parseFilter(filter);
    await this.scope.work?.flush(this.spec);
    if (!(await this.store.hasTable(this.scope, this.table))) return 0;
    const params = new SqlParams();
    const where = filterToSql(node, params);
    const rows = await this.db.query<{ n: unknown }>(
      `select count(*) as n from ${this.table} where not deleted and ${where}`,
      params.values,
      { prepare: true },
    );
    return Number(rows[0]?.n ?? 0);
  }

  async upsert(doc: T, options: WriteOptions = {}): Promise<void> {
    const json = prepareDoc(doc);
    assertPosition(options.position);
    if (this.scope.work) {
      this.scope.work.write(this.spec, doc._id, { kind: 'upsert', doc: json, position: options.position });
      return;
    }
    await this.store.ensureTable(this.scope, this.spec);
    await this.db.query(
      `insert into ${this.table} as t (id, doc, position, deleted) values ($1::text, $2::jsonb, $3::bigint, false) ` +
        `on conflict (id) do update set doc = excluded.doc, position = excluded.position, deleted = false` +
        (options.position === undefined ? '' : ' where t.position is null or t.position < excluded.position'),
      [doc._id, JSON.stringify(json), options.position?.toString() ?? null],
      { prepare: true },
    );
  }

  async patch(id: string, fields: Partial<Omit<T, '_id'>>, options: WriteOptions = {}): Promise<void> {
    const json = preparePatch(id, fields);
    assertPosition(options.position);
    if (Object.keys(json).length === 0 && options.position === undefined) return;
    if (this.scope.work) {
      this.scope.work.write(this.spec, id, { kind: 'patch', fields: json, position: options.position });
      return;
    }
    await this.store.ensureTable(this.scope, this.spec);
    if (options.position === undefined) {
      await this.db.query(
        `update ${this.table} set doc = doc || $2::jsonb where id = $1::text and not deleted`,
        [id, JSON.stringify(json)],
        { prepare: true },
      );
      return;
    }
    await this.db.query(
      `update ${this.table} set doc = doc || $2::jsonb, position = $3::bigint ` +
        `where id = $1::text and not deleted and (position is null or position < $3::bigint)`,
      [id, JSON.stringify(json), options.position.toString()],
      { prepare: true },
    );
  }

  async delete(id: string, options: WriteOptions = {}): Promise<void> {
    assertPosition(options.position);
    if (this.scope.work) {
      this.scope.work.write(this.spec, id, { kind: 'delete', position: options.position });
      return;
    }
    await this.store.ensureTable(this.scope, this.spec);
    if (options.position === undefined) {
      await this.db.query(`delete from ${this.table} where id = $1::text`, [id], { prepare: true });
      return;
    }
    // A tombstone: keeps the position so a replayed older upsert stays ignored.
    await this.db.query(
      `insert into ${this.table} as t (id, doc, position, deleted) ` +
        `values ($1::text, jsonb_build_object('_id', $1::text), $2::bigint, true) ` +
        `on conflict (id) do update set doc = excluded.doc, position = excluded.position, deleted = true ` +
        `where t.position is null or t.position < excluded.position`,
      [id, options.position.toString()],
      { prepare: true },
    );
  }
}

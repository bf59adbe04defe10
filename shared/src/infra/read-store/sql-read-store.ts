/**
 * The SQL read store (docs/architecture.md §Projections): JSONB documents on PostgreSQL or PGlite, one table per
 * collection.
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
import {
  CheckpointConflictError,
  type CheckpointWrite,
  type CheckpointWriteOptions,
  type Collection,
  type CollectionSpec,
  type Doc,
  type DropOptions,
  type Filter,
  type FindOptions,
  type ReadStore,
  type ReadStoreSession,
  type Scalar,
  type SessionMemory,
  type SessionOptions,
  type WriteOptions,
} from './read-store.port';
import type { Sql, SqlQueryable } from '../sql/sql.port';
import {
  CHECKPOINTS_COLLECTION,
  assertCollectionName,
  assertPosition,
  assertProjectionName,
  normalizeSpec,
  parseFilter,
  prepareDoc,
  prepareDocText,
  preparePatch,
  readFindOptions,
  toBigInt,
} from './filter';
import { SqlParams, filterToSql, sortToSql } from './sql-filter';
import { DDL_LOCK_KEY, createTable, emptyTable, replaceTable, tableName } from './sql-tables';
import { SqlSessionMemory, UnitOfWork, type Scope } from './sql-unit-of-work';

/**
 * A session memory's default bound: documents held whole over all its tables (a few hundred MB at most for Stint's
 * documents). A rebuild whose collections outgrow it carries on reading them from the database.
 */
const DEFAULT_MEMORY_DOCUMENTS = 200_000;

export class SqlReadStore implements ReadStore {
  readonly kind: 'pglite' | 'postgres';
  readonly sessionsAtOnce: number;
  /** Tables known to exist (committed), so each is created or looked up once per process. */
  private readonly known = new Set<string>();
  private readonly scope: Scope;

  private constructor(
    readonly sql: Sql,
    private readonly ownsSql: boolean,
  ) {
    this.kind = sql.kind;
    // Of a pool of ten (openReadStore): enough to keep both cores of a small server busy, with connections to spare.
    this.sessionsAtOnce = sql.kind === 'postgres' ? 3 : 1;
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

  dropCollection(name: string, options?: DropOptions): Promise<void> {
    return this.withSession((session) => session.dropCollection(name, options));
  }

  replaceCollection(spec: CollectionSpec, from: string): Promise<void> {
    return this.withSession((session) => session.replaceCollection(spec, from));
  }

  /**
   * One transaction and its unit of work (see ReadStore.withSession). Use only the `session` inside `fn`:
   * on PGlite (one connection) a call to the store itself would wait for the transaction to end, which
   * waits for `fn`.
   */
  async withSession<R>(fn: (session: ReadStoreSession) => Promise<R>, options: SessionOptions = {}): Promise<R> {
    const created = new Set<string>();
    const replaced = new Set<string>();
    const memory = options.memory;
    if (memory !== undefined && !(memory instanceof SqlSessionMemory && memory.owner === this)) {
      throw new TypeError("A session memory must come from this store's sessionMemory()");
    }
    let work: UnitOfWork | null = null;
    let committed = false;
    try {
      const result = await this.sql.transaction(async (tx) => {
        const scope: Scope = { db: tx, created, work: null };
        work = new UnitOfWork(this, scope, memory ?? null);
        scope.work = work;
        return this.runSession(fn, tx, scope, work, created, replaced);
      });
      committed = true;
      // Only now are the tables created inside the session real for everyone.
      for (const table of created) this.known.add(table);
      for (const table of replaced) if (!created.has(table)) this.known.delete(table);
      return result;
    } finally {
      (work as UnitOfWork | null)?.release(committed);
    }
  }

  /** A memory for one writer's sessions (ReadStore.sessionMemory); by default up to 200,000 documents. */
  sessionMemory(options: { maxDocuments?: number } = {}): SessionMemory {
    return new SqlSessionMemory(this, options.maxDocuments ?? DEFAULT_MEMORY_DOCUMENTS);
  }

  private async runSession<R>(
    fn: (session: ReadStoreSession) => Promise<R>,
    tx: SqlQueryable,
    scope: Scope,
    work: UnitOfWork,
    created: Set<string>,
    replaced: Set<string>,
  ): Promise<R> {
    const checkpoints = new PendingCheckpoints(tx);
    // One per spec for the session: a projector asks for its collections again for every event it applies.
    const collections = new Map<CollectionSpec | string, SqlCollection<Doc>>();
    const value = await fn({
      collection: <T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T> => {
        let collection = collections.get(spec);
        if (!collection) collections.set(spec, (collection = new SqlCollection(this, scope, normalizeSpec(spec))));
        return collection as unknown as Collection<T>;
      },
      getCheckpoint: async (projection) => {
        await checkpoints.write();
        return getCheckpoint(tx, projection);
      },
      setCheckpoint: async (projection, position, options) => {
        if (checkpoints.defer(projection, position, options)) return;
        await work.flush();
        await checkpoints.write();
        await setCheckpoint(tx, projection, position, options);
      },
      dropCollection: async (name, options) => {
        assertCollectionName(name);
        work.emptiedCollection(name);
        const table = tableName(name);
        if (await this.hasTable(scope, table)) {
          await emptyTable(tx, table, options?.bulkLoad ?? false);
        } else if (options?.bulkLoad) {
          // Made here as emptying leaves it, without the secondary indexes its first write would otherwise make.
          await createTable(tx, normalizeSpec(name), { indexes: false });
          created.add(table);
        }
      },
      replaceCollection: async (spec, from) => {
        const normalized = normalizeSpec(spec);
        assertCollectionName(from);
        await work.flush();
        work.forget(normalized.name);
        work.forget(from);
        const moved = await replaceTable(tx, normalized, from);
        created.delete(tableName(from));
        if (moved) created.add(tableName(normalized.name));
        replaced.add(tableName(from));
      },
    });
    await work.flush();
    await checkpoints.write();
    return value;
  }

  getCheckpoint(projection: string): Promise<bigint | null> {
    return getCheckpoint(this.sql, projection);
  }

  setCheckpoint(projection: string, position: bigint | null, options?: CheckpointWriteOptions): Promise<void> {
    return setCheckpoint(this.sql, projection, position, options);
  }

  async setCheckpoints(writes: readonly CheckpointWrite[]): Promise<void> {
    // Outside a transaction the pending writes' one statement commits on its own: each row's compare-and-set holds.
    const checkpoints = new PendingCheckpoints(this.sql);
    for (const { projection, position, expected } of writes) {
      if (!checkpoints.defer(projection, position, { expected })) {
        throw new Error(`Checkpoint of ${projection} written twice in one setCheckpoints`);
      }
    }
    await checkpoints.write();
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

/**
 * A session's compare-and-set checkpoint writes, sent together when it ends (or before anything that reads or
 * writes checkpoints otherwise): a runner advancing every projection pays one statement per batch, not one each.
 * The transaction makes it the same: a conflict still rolls the whole session back, only it is raised at the end.
 */
class PendingCheckpoints {
  private readonly pending = new Map<string, { position: bigint; expected: bigint | null }>();

  constructor(private readonly db: SqlQueryable) {}

  /** Queues a compare-and-set to a position; false for what must run now (no expectation, a removal, a second write). */
  defer(projection: string, position: bigint | null, options: CheckpointWriteOptions = {}): boolean {
    const { expected } = options;
    if (position === null || expected === undefined || this.pending.has(projection)) return false;
    assertProjectionName(projection);
    assertPosition(position);
    assertPosition(expected ?? undefined);
    this.pending.set(projection, { position, expected });
    return true;
  }

  async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const entries = [...this.pending].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.pending.clear();
    if (entries.length === 1) {
      const [projection, { position, expected }] = entries[0]!;
      return setCheckpoint(this.db, projection, position, { expected });
    }
    const rows = entries.map(([name, { position, expected }]) => ({
      name,
      position: position.toString(),
      expected: expected?.toString() ?? null,
    }));
    // The two forms of setCheckpoint's compare-and-set at once: an update where the expected position is stored, an
    // insert where none is expected (which wins only over a row without a position). What did not take is a conflict.
    const written = await this.db.query<{ name: string }>(
      `with v as (select * from jsonb_to_recordset($1::jsonb) as v (name text, position bigint, expected bigint)), ` +
        `updated as (update ${CHECKPOINTS_COLLECTION} c set position = v.position from v ` +
        `where v.expected is not null and c.name = v.name and c.position = v.expected returning c.name), ` +
        `inserted as (insert into ${CHECKPOINTS_COLLECTION} as c (name, position) ` +
        `select v.name, v.position from v where v.expected is null order by v.name ` +
        `on conflict (name) do update set position = excluded.position where c.position is null returning c.name) ` +
        `select name from updated union all select name from inserted`,
      [JSON.stringify(rows)],
      { prepare: true },
    );
    const done = new Set(written.map((row) => row.name));
    const refused = entries.find(([name]) => !done.has(name));
    if (refused) throw new CheckpointConflictError(refused[0], refused[1].expected);
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

  async getMany(ids: readonly string[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    if (this.scope.work) return (await this.scope.work.getMany(this.spec, unique)) as T[];
    if (!(await this.store.hasTable(this.scope, this.table))) return [];
    const rows = await this.db.query<{ id: string; doc: T }>(
      `select id, doc from ${this.table} where id = any($1::text[]) and not deleted`,
      [unique],
      { prepare: true },
    );
    const byId = new Map(rows.map((row) => [row.id, row.doc]));
    return unique.flatMap((id) => byId.get(id) ?? []);
  }

  async findIn(field: string, values: readonly Scalar[]): Promise<T[]> {
    if (this.scope.work) await this.scope.work.findIn(this.spec, field, values);
    return this.find({ [field]: { $in: [...values] } });
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    const node = parseFilter(filter);
    const { sort, skip, limit } = readFindOptions(options);
    const remembered = await this.scope.work?.findInMemory(this.spec, node, sort, { skip, limit });
    if (remembered) return remembered as T[];
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
    assertPosition(options.position);
    const work = this.scope.work;
    if (work) {
      const copy = prepareDoc(doc, (id) => work.stored(this.spec, id)); // checked before `doc._id` is read
      work.write(this.spec, doc._id, { kind: 'upsert', doc: copy, position: options.position });
      return;
    }
    const text = prepareDocText(doc);
    await this.store.ensureTable(this.scope, this.spec);
    await this.db.query(
      `insert into ${this.table} as t (id, doc, position, deleted) values ($1::text, $2::jsonb, $3::bigint, false) ` +
        `on conflict (id) do update set doc = excluded.doc, position = excluded.position, deleted = false` +
        (options.position === undefined ? '' : ' where t.position is null or t.position < excluded.position'),
      [doc._id, text, options.position?.toString() ?? null],
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

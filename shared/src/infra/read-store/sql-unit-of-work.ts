/** The unit of work of a SQL read-store session (see ReadStore.withSession). */
import type { CollectionSpec, Scalar, SessionMemory } from './read-store.port';
import type { SqlQueryable } from '../sql/sql.port';
import { toBigInt, type FilterNode, type SortKey } from './filter';
import { SqlParams, containments, filterToSql, jsonAt } from './sql-filter';
import type { SqlReadStore } from './sql-read-store';
import { tableName } from './sql-tables';
import { MemoryIndex, type IndexedDoc } from './sql-memory-index';
import { FREEZE_SHARED, deepFreeze } from '../read-only';

/**
 * Where statements run: the store's connection, or a session's transaction (`created` tracks its DDL,
 * `work` its unit of work).
 */
export type Scope = { db: SqlQueryable; created: Set<string> | null; work: UnitOfWork | null };

/**
 * A stored row as this transaction sees it. A document read is kept as the JSON text the database sent (`text`) until
 * it is asked for (docOf parses it once); a document written is kept as the JSON copy it was checked as (`doc`,
 * json-copy.ts), serialised when a flush sends it. `doc` is never changed in place: it is what the session hands out
 * (read-only, see ReadStoreSession), and the copy a write makes shares the parts the writer kept of it. So a document
 * read and written many times in a batch is parsed at most once, serialised once per flush, and copied only where it
 * changed.
 */
type StoredRow = { doc?: Record<string, unknown>; text?: string; position: bigint | null; deleted: boolean };

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
      return { doc: { ...docOf(row), ...write.fields }, position: write.position ?? row.position, deleted: false };
    case 'delete':
      if (write.position === undefined) return null;
      return guarded ? row : { doc: { _id: id }, position: write.position, deleted: true };
  }
}

/** A document the session has touched: its row once known, and the writes made before it was read. */
/** Up to this many values, findIn asks the GIN document index; past it, it reads the table once. */
const FEW_VALUES = 16;

type CachedRow = { row: StoredRow | null | undefined; pending: Write[]; dirty: boolean };

/** One element of the flush's jsonb_to_recordset array (the position as text: a bigint has no JSON form). */
type UpsertRecord = { id: string; doc: Record<string, unknown>; position: string | null; deleted: boolean };

/**
 * `complete`: per field, the values (as JSON, so 1 and "1" differ) whose every document is in memory (`findIn`), so a
 * find on them is answered without a query; `index` finds the rows holding them. `unread`: the rows written to but not
 * read yet (their writes queued). `whole`: every row of the table is here (it was emptied under a SessionMemory), so
 * a row not here does not exist and nothing is read from the database.
 */
type CachedTable = {
  spec: CollectionSpec;
  /** The table's name (tableName(spec.name)). */
  name: string;
  rows: Map<string, CachedRow>;
  dirty: boolean;
  complete: Map<string, Set<string>>;
  index: MemoryIndex;
  unread: Set<string>;
  whole: boolean;
};

function newTable(spec: CollectionSpec, whole: boolean): CachedTable {
  return {
    spec,
    name: tableName(spec.name),
    rows: new Map(),
    dirty: false,
    complete: new Map(),
    index: new MemoryIndex(),
    unread: new Set(),
    whole,
  };
}

/**
 * ReadStore.sessionMemory on SQL: the tables a writer's sessions hold whole between them. A session borrows a table
 * (it leaves the memory while in use) and gives it back only if it commits, nothing cleared the memory meanwhile, no
 * other session touched the table meanwhile, and the memory stays within `maxDocuments` rows.
 */
export class SqlSessionMemory implements SessionMemory {
  /** Tables held whole, between sessions. */
  readonly tables = new Map<string, CachedTable>();
  /** Tables emptied under this memory and not used since (held whole as soon as a session uses them). */
  readonly empty = new Set<string>();
  /** Tables a session has borrowed now; `contended`: of those, the ones another session touched meanwhile. */
  readonly borrowed = new Set<string>();
  readonly contended = new Set<string>();
  /** Bumped by clear(): a session that borrowed before gives nothing back. */
  generation = 0;

  /** `owner`: the store whose sessions may use it (another store's tables are not these). */
  constructor(
    readonly owner: object,
    readonly maxDocuments: number,
  ) {}

  clear(): void {
    this.tables.clear();
    this.empty.clear();
    this.generation++;
  }

  /** Rows held, over every table but `except`. */
  rowsHeld(except: string): number {
    let rows = 0;
    for (const [table, cached] of this.tables) if (table !== except) rows += cached.rows.size;
    return rows;
  }
}

/**
 * A session's unit of work (see ReadStore.withSession): rows read or written are kept here, writes are
 * applied to them in memory and sent per collection in two statements (upserts, hard deletes) when
 * flushed. A write to a row not read yet is queued and applied once the row is loaded, which a flush does
 * for all such rows of a collection in one query.
 */
export class UnitOfWork {
  private readonly tables = new Map<string, CachedTable>();
  /** The same tables by the spec objects asked with (a collection's own), found without making the table's name. */
  private readonly bySpec = new Map<CollectionSpec, CachedTable>();
  /** Tables borrowed from the memory (see SqlSessionMemory), and the tables this session emptied. */
  private readonly borrowed = new Set<string>();
  private readonly emptied = new Set<string>();
  private readonly generation: number;

  constructor(
    private readonly store: SqlReadStore,
    private readonly scope: Scope,
    private readonly memory: SqlSessionMemory | null = null,
  ) {
    this.generation = memory?.generation ?? 0;
  }

  table(spec: CollectionSpec): CachedTable {
    let cached = this.bySpec.get(spec);
    if (cached) return cached;
    const table = tableName(spec.name);
    cached = this.tables.get(table);
    if (!cached) {
      cached = this.borrow(table, spec) ?? newTable(spec, this.emptied.has(table));
      this.tables.set(table, cached);
    }
    this.bySpec.set(spec, cached);
    return cached;
  }

  /** The session's table of the collection, if it has one. */
  private known(spec: CollectionSpec): CachedTable | undefined {
    return this.bySpec.get(spec) ?? this.tables.get(tableName(spec.name));
  }

  /** The memory's table (whole), taken out of it while this session uses it; marks a table another session has. */
  private borrow(table: string, spec: CollectionSpec): CachedTable | undefined {
    const memory = this.memory;
    if (!memory || this.borrowed.has(table)) return undefined;
    if (memory.borrowed.has(table)) {
      memory.contended.add(table);
      return undefined;
    }
    memory.borrowed.add(table);
    this.borrowed.add(table);
    const held = memory.tables.get(table);
    memory.tables.delete(table);
    if (held) return held;
    if (memory.empty.delete(table)) return newTable(spec, true);
    return undefined;
  }

  /**
   * The session has ended (`committed` or not): what it borrowed goes back to the memory, as it is now, if it
   * committed, is whole, and nothing else may have written it meanwhile; otherwise the memory no longer holds it.
   */
  release(committed: boolean): void {
    const memory = this.memory;
    if (!memory) return;
    for (const table of this.borrowed) {
      memory.borrowed.delete(table);
      const contended = memory.contended.delete(table);
      if (!committed || contended || memory.generation !== this.generation) continue;
      const cached = this.tables.get(table);
      if (cached === undefined) {
        if (this.emptied.has(table)) memory.empty.add(table);
      } else if (cached.whole && memory.rowsHeld(table) + cached.rows.size <= memory.maxDocuments) {
        memory.tables.set(table, cached);
      }
    }
  }

  /** The collection was just emptied: its rows are forgotten, and under a memory it is whole from now on. */
  emptiedCollection(name: string): void {
    this.forget(name);
    if (this.memory) this.emptied.add(tableName(name));
  }

  /** Forgets the collection's rows (it was emptied or replaced), here and in the memory. */
  forget(name: string): void {
    const table = tableName(name);
    this.tables.delete(table);
    this.bySpec.clear();
    this.emptied.delete(table);
    // Borrowed, so the memory lets go of what it held and a session using it meanwhile is seen.
    this.borrow(table, { name });
  }

  async get(spec: CollectionSpec, id: string): Promise<Record<string, unknown> | null> {
    const cached = this.table(spec);
    let entry = cached.rows.get(id);
    if (entry === undefined && cached.whole) return null;
    if (entry?.row === undefined) {
      const [loaded] = await this.load(cached.name, [id]);
      entry ??= { row: undefined, pending: [], dirty: false };
      cached.rows.set(id, entry);
      this.settle(cached, id, entry, loaded ?? null);
    }
    const row = entry.row;
    return row && !row.deleted ? handedOut(row) : null;
  }

  /** The document this session holds for `id` now, parsed, if any: what an upsert's copy may share (see jsonCopy). */
  stored(spec: CollectionSpec, id: string): Record<string, unknown> | undefined {
    const row = this.known(spec)?.rows.get(id)?.row;
    return row && !row.deleted && row.doc !== undefined ? row.doc : undefined;
  }

  /** Like `get` for many ids: the rows not yet known are loaded in one query. */
  async getMany(spec: CollectionSpec, ids: readonly string[]): Promise<Record<string, unknown>[]> {
    const cached = this.table(spec);
    const unread = cached.whole ? [] : ids.filter((id) => cached.rows.get(id)?.row === undefined);
    if (unread.length > 0) {
      const loaded = new Map((await this.load(cached.name, unread)).map((row) => [row.id, row]));
      for (const id of unread) {
        let entry = cached.rows.get(id);
        if (entry?.row !== undefined) continue;
        entry ??= { row: undefined, pending: [], dirty: false };
        cached.rows.set(id, entry);
        this.settle(cached, id, entry, loaded.get(id) ?? null);
      }
    }
    const docs: Record<string, unknown>[] = [];
    for (const id of ids) {
      const row = cached.rows.get(id)?.row;
      if (row && !row.deleted) docs.push(handedOut(row));
    }
    return docs;
  }

  /**
   * Loads every live document whose `field` equals one of `values` (one query for the values not loaded before) and
   * remembers that they all are in memory: a later find narrowed to those values is answered from here.
   */
  async findIn(spec: CollectionSpec, field: string, values: readonly Scalar[]): Promise<void> {
    const cached = this.table(spec);
    const complete = cached.complete.get(field) ?? new Set<string>();
    cached.complete.set(field, complete);
    const wanted = values.filter((value) => !complete.has(JSON.stringify(value)));
    if (wanted.length === 0 || cached.whole) return;
    const table = tableName(spec.name);
    if (await this.store.hasTable(this.scope, table)) {
      const params = new SqlParams();
      const scalars = wanted.filter((value) => value !== null);
      let where: string;
      if (scalars.length < wanted.length) where = filterToSql({ op: 'in', field, values: wanted }, params);
      else if (wanted.length <= FEW_VALUES) {
        // A live batch's few values: the containments a find's equality tests (sql-filter.ts), which the GIN document
        // index answers with a probe each instead of a pass over a large table.
        where = `doc @> any(${params.add(containments(field, scalars))}::jsonb[])`;
      } else {
        // A catch-up batch's hundreds of values: one pass over the table, testing only the field (a probe per value,
        // or every value against whole documents where a bulk load has no index yet, costs far more).
        // `value @> v` is what `doc @> {field: v}` tests there.
        where =
          `(${jsonAt(field)} @> any(${params.add(scalars.map((value) => JSON.stringify(value)))}::jsonb[]) or ` +
          `${jsonAt(field)} @> any(${params.add(scalars.map((value) => JSON.stringify([value])))}::jsonb[]))`;
      }
      const rows = await this.scope.db.query<{ id: string; doc: string; position: unknown; deleted: boolean }>(
        `select id, doc::text as doc, position::text as position, deleted from ${table} where not deleted and ${where}`,
        params.values,
      );
      for (const row of rows) {
        const entry = cached.rows.get(row.id) ?? { row: undefined, pending: [], dirty: false };
        cached.rows.set(row.id, entry);
        // A row already in memory is newer than what the database holds for this transaction.
        if (entry.row === undefined) {
          this.settle(cached, row.id, entry, { text: row.doc, position: toBigInt(row.position), deleted: row.deleted });
        }
      }
    }
    for (const value of wanted) complete.add(JSON.stringify(value));
  }

  /**
   * A find answered from memory, or undefined when it cannot be: the filter must be equalities (or `$in`) on top-level
   * fields, one of them narrowed to values `findIn` loaded, and the order `_id`'s. Matching follows the SQL store's
   * (an array field contains the value; types compare strictly; null matches a missing field).
   */
  async findInMemory(
    spec: CollectionSpec,
    node: FilterNode,
    sort: SortKey[],
    page: { skip: number; limit: number | null },
  ): Promise<Record<string, unknown>[] | undefined> {
    const cached = this.known(spec);
    if (!cached || (cached.complete.size === 0 && !cached.whole)) return undefined;
    if (sort.length !== 1 || sort[0]!.field !== '_id') return undefined;
    const terms = node.op === 'and' ? node.items : [node];
    const conditions: Array<{ field: string; values: Scalar[] }> = [];
    for (const term of terms) {
      let values: Scalar[];
      if (term.op === 'eq') values = [term.value];
      else if (term.op === 'in') values = term.values;
      else return undefined;
      if (term.field === '_id' || term.field.includes('.')) return undefined;
      conditions.push({ field: term.field, values });
    }
    // A condition on values whose every document is in memory: its rows (from the index) are the candidates.
    const narrowest = conditions.find(({ field, values }) => {
      if (cached.whole) return true;
      const complete = cached.complete.get(field);
      return complete !== undefined && values.every((value) => complete.has(JSON.stringify(value)));
    });
    if (!narrowest) return undefined;
    // Writes queued on rows never read may make them match: read those rows first.
    await this.readUnread(cached);
    if (!cached.index.has(narrowest.field)) {
      cached.index.build(
        narrowest.field,
        [...cached.rows].map(([id, entry]): [string, IndexedDoc] => [id, liveDoc(entry.row)]),
      );
    }
    const matching: Array<[Buffer, StoredRow]> = [];
    for (const id of cached.index.ids(
      narrowest.field,
      narrowest.values.map((value) => JSON.stringify(value)),
    )) {
      const row = cached.rows.get(id)?.row;
      if (!row || row.deleted) continue;
      const doc = docOf(row);
      if (conditions.every(({ field, values }) => matches(doc[field], values))) matching.push([Buffer.from(id), row]);
    }
    matching.sort(([a], [b]) => Buffer.compare(a, b) * sort[0]!.direction);
    const end = page.limit === null ? undefined : page.skip + page.limit;
    return matching.slice(page.skip, end).map(([, row]) => handedOut(row));
  }

  /** Reads the rows written to but not read yet, in one query, applying their queued writes. */
  private async readUnread(cached: CachedTable): Promise<void> {
    if (cached.unread.size === 0) return;
    const unread = [...cached.unread];
    const loaded = new Map((await this.load(cached.name, unread)).map((row) => [row.id, row]));
    for (const id of unread) this.settle(cached, id, cached.rows.get(id)!, loaded.get(id) ?? null);
  }

  /** A row read: set from what the database holds, its queued writes applied, indexed. */
  private settle(cached: CachedTable, id: string, entry: CachedRow, stored: StoredRow | null): void {
    resolve(id, entry, stored);
    cached.unread.delete(id);
    if (cached.index.active) cached.index.update(id, null, liveDoc(entry.row));
  }

  write(spec: CollectionSpec, id: string, write: Write): void {
    const cached = this.table(spec);
    let entry = cached.rows.get(id);
    if (entry === undefined && cached.whole) {
      // Not here, so not stored: nothing to read first.
      entry = { row: null, pending: [], dirty: false };
      cached.rows.set(id, entry);
    }
    if (entry === undefined || entry.row === undefined) {
      const queued = entry ?? { row: undefined, pending: [], dirty: true };
      queued.pending.push(write);
      queued.dirty = true;
      cached.rows.set(id, queued);
      cached.unread.add(id);
      cached.dirty = true;
      return;
    }
    const next = applyWrite(id, entry.row, write);
    if (next === entry.row) return;
    if (cached.index.active) cached.index.update(id, liveDoc(entry.row), liveDoc(next));
    entry.row = next;
    entry.dirty = true;
    cached.dirty = true;
  }

  async flush(spec?: CollectionSpec): Promise<void> {
    const tables = spec ? [this.known(spec)] : [...this.tables.values()];
    for (const cached of tables) if (cached?.dirty) await this.flushTable(cached);
  }

  private async flushTable(cached: CachedTable): Promise<void> {
    const table = cached.name;
    const blind = this.takeBlindWrites(cached);
    await this.readUnread(cached);
    const dirty: Array<[string, CachedRow]> = [];
    for (const item of cached.rows) if (item[1].dirty) dirty.push(item);
    // Sorted, so two transactions writing the same rows lock them in the same order.
    dirty.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const upserts: UpsertRecord[] = [];
    const deletes: string[] = [];
    for (const [id, entry] of dirty) {
      entry.dirty = false;
      const row = entry.row!;
      if (row === null) {
        deletes.push(id);
        // A whole table's rows are all here: one not here is known not to exist.
        if (cached.whole) cached.rows.delete(id);
      } else upserts.push({ id, doc: docOf(row), position: row.position?.toString() ?? null, deleted: row.deleted });
    }
    const guarded: UpsertRecord[] = [];
    for (const [id, write] of blind) {
      // What the write makes of no row: the row it leaves unless the guard keeps the stored one.
      const row = applyWrite(id, null, write);
      if (row === null) deletes.push(id);
      else guarded.push({ id, doc: docOf(row), position: row.position?.toString() ?? null, deleted: row.deleted });
    }
    cached.dirty = false;
    if (upserts.length === 0 && deletes.length === 0 && guarded.length === 0) return;
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
        // One JSON text for the lot, made in one pass: each document is serialised here, once per flush.
        [JSON.stringify(upserts)],
        { prepare: true },
      );
    }
    if (guarded.length > 0) {
      // The position guard of applyWrite, in the statement: a stored row at the write's position or past it stays.
      await this.scope.db.query(
        `insert into ${table} as t (id, doc, position, deleted) ` +
          `select r.id, r.doc, r.position, r.deleted from jsonb_to_recordset($1::jsonb) ` +
          `as r (id text, doc jsonb, position bigint, deleted boolean) ` +
          `on conflict (id) do update set doc = excluded.doc, position = excluded.position, deleted = excluded.deleted ` +
          `where excluded.position is null or t.position is null or t.position < excluded.position`,
        [JSON.stringify(guarded)],
        { prepare: true },
      );
    }
  }

  /**
   * The writes a flush can send without reading their rows first, taken out of the session: each the only write to a
   * row never read, replacing it whole (an upsert, a delete), whose outcome over whatever is stored the statement
   * decides by the position guard (a live batch's upserts of documents it did not read: one round trip, not two). The
   * rows are forgotten, so a later read in the session loads what the flush left. Not where `findIn` has said that
   * every document of some value is here, which a row left unread would belie.
   */
  private takeBlindWrites(cached: CachedTable): Array<[string, Exclude<Write, { kind: 'patch' }>]> {
    const blind: Array<[string, Exclude<Write, { kind: 'patch' }>]> = [];
    if (cached.complete.size > 0 || cached.unread.size === 0) return blind;
    for (const id of cached.unread) {
      const entry = cached.rows.get(id)!;
      const [write, ...more] = entry.pending;
      if (write === undefined || more.length > 0 || write.kind === 'patch') continue;
      blind.push([id, write]);
      cached.unread.delete(id);
      cached.rows.delete(id);
    }
    blind.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return blind;
  }

  private async load(table: string, ids: string[]): Promise<Array<{ id: string } & StoredRow>> {
    if (!(await this.store.hasTable(this.scope, table))) return [];
    const rows = await this.scope.db.query<{ id: string; doc: string; position: unknown; deleted: boolean }>(
      `select id, doc::text as doc, position::text as position, deleted from ${table} where id = any($1::text[])`,
      [ids],
      { prepare: true },
    );
    return rows.map((row) => ({
      id: row.id,
      text: row.doc,
      position: toBigInt(row.position),
      deleted: row.deleted,
    }));
  }
}

/** Equality as the SQL store has it: the value itself, or an array holding it; null also matches a missing field. */
function matches(stored: unknown, values: readonly Scalar[]): boolean {
  return values.some(
    (value) =>
      stored === value || (value === null && stored === undefined) || (Array.isArray(stored) && stored.includes(value)),
  );
}

/** A row's document as an object: a written row's own copy, or a read row's text parsed the first time it is asked. */
function docOf(row: StoredRow): Record<string, unknown> {
  return (row.doc ??= JSON.parse(row.text!) as Record<string, unknown>);
}

/** What the memory index holds of a row: its document while it is live. */
function liveDoc(row: StoredRow | null | undefined): IndexedDoc {
  return row && !row.deleted ? docOf(row) : null;
}

/** A row's document as the session hands it out: read-only, frozen under test where a caller that changed it throws. */
function handedOut(row: StoredRow): Record<string, unknown> {
  const doc = docOf(row);
  if (FREEZE_SHARED) deepFreeze(doc);
  return doc;
}

/** Sets a cached row from what the database holds and applies the writes queued before it was read. */
function resolve(id: string, entry: CachedRow, stored: StoredRow | null): void {
  let row: StoredRow | null = stored && { ...stored };
  const base = row;
  for (const write of entry.pending) row = applyWrite(id, row, write);
  entry.pending = [];
  entry.row = row;
  entry.dirty ||= row !== base;
}

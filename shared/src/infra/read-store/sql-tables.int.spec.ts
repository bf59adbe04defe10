/**
 * The SQL read store's indexes (sql-tables.ts), by what the database holds and how it plans a find: a collection gets
 * the GIN document index and a sort-key index per `ordered` field, none per `indexes` field (equality there is the
 * document index's); declared again under a spec asking for fewer, it loses the ones no longer asked for; replaced by
 * its shadow, it keeps them under its own names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../sql/sql.port';
import { cloneTestPglite } from '../testing/test-databases';
import { recordingSql, selectsFrom } from '../testing/recording-sql';
import { SqlReadStore } from './sql-read-store';
import { randomName } from './read-store.contract/fixtures';
import type { CollectionSpec, Filter, SortSpec } from './read-store.port';

describe('SQL read-store indexes', () => {
  let sql: Sql;
  let store: SqlReadStore;
  let queries: ReturnType<typeof recordingSql>['queries'];

  beforeAll(async () => {
    sql = await cloneTestPglite();
    const recorded = recordingSql(sql);
    queries = recorded.queries;
    store = await SqlReadStore.open(recorded.sql);
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  /** The table's indexes: name and definition, by name. */
  const indexesOf = (collection: string) =>
    sql.query<{ name: string; def: string }>(
      'select indexname as name, indexdef as def from pg_indexes where tablename = $1 order by indexname',
      [`rm_${collection}`],
    );

  /**
   * The indexes the plan of this find reads (the statement the store sends for it, explained), with sequential scans
   * off: a table this small would be read whole. With `lookups`, plain index scans are off too, so walking the primary
   * key in order cannot stand in for a lookup.
   */
  async function indexesPlanned(
    collection: string,
    filter: Filter,
    sort: SortSpec,
    limit: number,
    { lookups = false } = {},
  ): Promise<string[]> {
    const before = queries.length;
    await store.collection(spec(collection)).find(filter, { sort, limit });
    const sent = queries
      .slice(before)
      .filter(({ text }) => selectsFrom([text], collection).length > 0)
      .at(-1)!;
    await sql.query('set enable_seqscan = off');
    if (lookups) await sql.query('set enable_indexscan = off');
    try {
      const plan = await sql.query(`explain (format json) ${sent.text}`, [...sent.params]);
      // The plan comes back as JSON, parsed or as text by driver: every "Index Name" in it, either way.
      const found = new Set<string>();
      for (const [, index] of JSON.stringify(plan).matchAll(/Index Name\\*":\s*\\*"(\w+)/g)) found.add(index!);
      return [...found].sort();
    } finally {
      await sql.query('reset enable_seqscan');
      await sql.query('reset enable_indexscan');
    }
  }

  const spec = (name: string): CollectionSpec => ({ name, indexes: ['status', 'owner.id'], ordered: ['createdAt'] });

  async function seeded(name: string): Promise<void> {
    await store.ensureCollection(spec(name));
    const collection = store.collection(spec(name));
    for (let n = 0; n < 40; n++) {
      await collection.upsert({
        _id: `d${String(n).padStart(2, '0')}`,
        status: n % 4 === 0 ? 'open' : 'closed',
        owner: { id: `o${n % 5}` },
        createdAt: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`,
      });
    }
    await sql.query(`analyze rm_${name}`);
  }

  it('gives an ordered field a sort-key index and an equality field none: the document index answers its equality', async () => {
    const name = randomName('idx');
    await seeded(name);
    const made = await indexesOf(name);
    const table = `rm_${name}`;
    expect(
      made.map(({ name: index, def }) => [index, /USING (\w+)/.exec(def)![1], /'\{(\w+)\}'/.exec(def)?.[1]]),
    ).toEqual([
      [expect.stringMatching(new RegExp(`^${table}_createdat_`)), 'btree', 'createdAt'],
      [`${table}_doc`, 'gin', undefined],
      [`${table}_pkey`, 'btree', undefined],
    ]);
    const [byCreatedAt, byDoc] = made.map((index) => index.name);

    // Equality on either kind of field, and the order of an ordered field under a limit, each by an index.
    expect(await indexesPlanned(name, { status: 'open' }, { _id: 1 }, 1000, { lookups: true })).toEqual([byDoc]);
    expect(await indexesPlanned(name, { 'owner.id': 'o2' }, { _id: 1 }, 1000, { lookups: true })).toEqual([byDoc]);
    expect(await indexesPlanned(name, {}, { createdAt: -1, _id: 1 }, 5)).toEqual([byCreatedAt]);
    expect(await indexesPlanned(name, { createdAt: { $gte: '2026-01-20' } }, { createdAt: 1 }, 5)).toEqual([
      byCreatedAt,
    ]);
    const collection = store.collection(spec(name));
    expect(
      (await collection.find({ status: 'open', 'owner.id': 'o0' }, { sort: { _id: 1 } })).map((d) => d._id),
    ).toEqual(['d00', 'd20']);
  });

  it('drops, when declared again, the indexes an earlier spec asked for and this one does not', async () => {
    const name = randomName('idx');
    // What every collection was before `ordered`: each filtered field with a sort-key index of its own.
    await store.ensureCollection({ name, ordered: ['status', 'owner.id', 'createdAt'], search: ['title'] });
    const before = await indexesOf(name);
    expect(before.filter(({ def }) => /status|owner/.test(def))).toHaveLength(2);
    await seeded(name);
    const after = await indexesOf(name);
    expect(after.map(({ name: index }) => index)).toEqual(
      before.filter(({ def }) => !/status|owner|title/.test(def)).map(({ name: index }) => index),
    );
    // Nothing read changes: the rows are all there, found by equality and in order.
    const collection = store.collection(spec(name));
    expect(await collection.count({ status: 'open' })).toBe(10);
    expect((await collection.find({}, { sort: { createdAt: -1, _id: 1 }, limit: 2 })).map((d) => d._id)).toEqual([
      'd27',
      'd26',
    ]);
  });

  it('a shadow taking over keeps its indexes, under the names the collection gives them', async () => {
    const name = randomName('idx');
    const shadow = `${name}_next`;
    await seeded(name);
    const live = await indexesOf(name);
    await store.ensureCollection({ ...spec(name), name: shadow });
    await store.replaceCollection(spec(name), shadow);
    expect(await indexesOf(shadow)).toEqual([]);
    expect((await indexesOf(name)).map(({ name: index }) => index)).toEqual(live.map(({ name: index }) => index));
    // Declared again, nothing is dropped or made.
    const renamed = await indexesOf(name);
    await store.ensureCollection(spec(name));
    expect(await indexesOf(name)).toEqual(renamed);
  });
});

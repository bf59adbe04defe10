/**
 * A session memory on SQL (SqlSessionMemory): a collection emptied under it is held whole, so later sessions given it
 * read nothing of that collection from the database; a session that fails, a clear, or a collection outgrowing the
 * memory sends the next session back to the database. (That it changes no answer is the contract's, memory.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../sql/sql.port';
import { cloneTestPglite } from '../testing/test-databases';
import { recordingSql, selectsFrom } from '../testing/recording-sql';
import { SqlReadStore } from './sql-read-store';
import { randomName } from './read-store.contract/fixtures';
import type { SessionMemory } from './read-store.port';

describe('SQL session memory', () => {
  let base: Sql;
  let store: SqlReadStore;
  let statements: string[];

  beforeAll(async () => {
    base = await cloneTestPglite();
    const recorded = recordingSql(base);
    statements = recorded.statements;
    store = await SqlReadStore.open(recorded.sql);
  });
  afterAll(async () => {
    await store.close();
    await base.close();
  });

  /** A collection emptied under `memory`, then written in a session given it: 'a' and 'b', tagged x. */
  async function heldCollection(memory: SessionMemory): Promise<string> {
    const name = randomName('c');
    await store.withSession((session) => session.dropCollection(name, { bulkLoad: true }), { memory });
    await store.withSession(
      async (session) => {
        await session.collection(name).upsert({ _id: 'a', tag: 'x' });
        await session.collection(name).upsert({ _id: 'b', tag: 'x' });
      },
      { memory },
    );
    return name;
  }

  /** What a session given `memory` reads of the collection, and the statements it sends that select from it. */
  async function readBack(name: string, memory: SessionMemory) {
    statements.length = 0;
    const read = await store.withSession(
      async (session) => {
        const collection = session.collection(name);
        return {
          one: await collection.get('a'),
          missing: await collection.get('zz'),
          many: await collection.getMany(['a', 'b', 'zz']),
          tagged: await collection.findIn('tag', ['x', 'y']),
          found: await collection.find({ tag: 'x' }),
        };
      },
      { memory },
    );
    return { read, selects: selectsFrom(statements, name) };
  }

  const expected = {
    one: { _id: 'a', tag: 'x' },
    missing: null,
    many: [
      { _id: 'a', tag: 'x' },
      { _id: 'b', tag: 'x' },
    ],
    tagged: [
      { _id: 'a', tag: 'x' },
      { _id: 'b', tag: 'x' },
    ],
    found: [
      { _id: 'a', tag: 'x' },
      { _id: 'b', tag: 'x' },
    ],
  };

  it('answers a collection emptied under the memory without reading it from the database', async () => {
    const memory = store.sessionMemory();
    const name = await heldCollection(memory);
    const { read, selects } = await readBack(name, memory);
    expect(read).toStrictEqual(expected);
    expect(selects).toStrictEqual([]);
  });

  it('reads from the database again after a session that failed, a clear, or with the memory outgrown', async () => {
    const failed = store.sessionMemory();
    const afterFailure = await heldCollection(failed);
    await expect(
      store.withSession(
        async (session) => {
          await session.collection(afterFailure).upsert({ _id: 'c', tag: 'x' });
          throw new Error('the batch fails');
        },
        { memory: failed },
      ),
    ).rejects.toThrow('the batch fails');

    const cleared = store.sessionMemory();
    const afterClear = await heldCollection(cleared);
    cleared.clear();

    const small = store.sessionMemory({ maxDocuments: 1 });
    const outgrown = await heldCollection(small);

    for (const [name, memory] of [
      [afterFailure, failed],
      [afterClear, cleared],
      [outgrown, small],
    ] as const) {
      const { read, selects } = await readBack(name, memory);
      expect(read).toStrictEqual(expected);
      expect(selects.length).toBeGreaterThan(0);
    }
  });

  it('refuses a memory that is not its own', async () => {
    const other = await SqlReadStore.open(base);
    for (const memory of [{ clear() {} }, other.sessionMemory()]) {
      await expect(store.withSession(async () => {}, { memory })).rejects.toThrow(TypeError);
    }
  });
});

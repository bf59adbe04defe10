/**
 * SQL read-store sessions beyond the contract (read-store.contract.ts), by the statements they send:
 *  - a session memory (SqlSessionMemory): a collection emptied under it is held whole, so later sessions given it read
 *    nothing of that collection from the database; a session that fails, a clear, or a collection outgrowing the
 *    memory sends the next session back to the database (that it changes no answer is the contract's, memory.ts);
 *  - the unit of work's flush (sql-unit-of-work.ts): a row written whole and never read is sent without being read
 *    first, its position guard in the statement — a live batch of a projection that only upserts and deletes by id
 *    (the bookmarks) costs one statement, not a read and a write; what the session then reads of it is what the flush
 *    left (that the documents are those single writes leave is the contract's, sessions.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../sql/sql.port';
import { cloneTestPglite } from '../testing/test-databases';
import { recordingSql, selectsFrom } from '../testing/recording-sql';
import { SqlReadStore } from './sql-read-store';
import { randomName } from './read-store.contract/fixtures';
import type { SessionMemory } from './read-store.port';

describe('SQL read-store sessions', () => {
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

  describe('with a session memory', () => {
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

  describe('writes to rows never read', () => {
    /** A collection holding 'kept' at position 9 and 'gone' at 2. */
    async function seeded(): Promise<string> {
      const name = randomName('c');
      await store.collection(name).upsert({ _id: 'kept', v: 'stored' }, { position: 9n });
      await store.collection(name).upsert({ _id: 'gone', v: 'stored' }, { position: 2n });
      return name;
    }

    it('sends upserts and deletes of rows it never read without selecting them', async () => {
      const name = await seeded();
      statements.length = 0;
      await store.withSession(async (session) => {
        const collection = session.collection(name);
        await collection.upsert({ _id: 'kept', v: 'older' }, { position: 5n });
        await collection.delete('gone', { position: 5n });
        await collection.upsert({ _id: 'new', v: 'written' }, { position: 5n });
      });
      expect(selectsFrom(statements, name)).toEqual([]);
      expect(await store.collection(name).find()).toStrictEqual([
        { _id: 'kept', v: 'stored' },
        { _id: 'new', v: 'written' },
      ]);
    });

    it('reads, after a flush, what the guard left', async () => {
      const name = await seeded();
      const read = await store.withSession(async (session) => {
        const collection = session.collection(name);
        await collection.upsert({ _id: 'kept', v: 'older' }, { position: 5n });
        await collection.upsert({ _id: 'new', v: 'written' }, { position: 5n });
        // A find flushes the collection first; the rows it wrote blind are read back as stored.
        const found = await collection.find({ v: 'written' });
        return { found, kept: await collection.get('kept'), fresh: await collection.get('new') };
      });
      expect(read).toStrictEqual({
        found: [{ _id: 'new', v: 'written' }],
        kept: { _id: 'kept', v: 'stored' },
        fresh: { _id: 'new', v: 'written' },
      });
    });

    it('reads first a row written twice, patched, or of a collection findIn has loaded', async () => {
      const name = await seeded();
      statements.length = 0;
      await store.withSession(async (session) => {
        const collection = session.collection(name);
        await collection.upsert({ _id: 'twice', v: 1 }, { position: 5n });
        await collection.upsert({ _id: 'twice', v: 2 }, { position: 6n });
      });
      await store.withSession((session) => session.collection(name).patch('kept', { w: 1 }, { position: 10n }));
      await store.withSession(async (session) => {
        const collection = session.collection(name);
        await collection.findIn('v', ['elsewhere']);
        await collection.upsert({ _id: 'gone', v: 'again' }, { position: 7n });
      });
      expect(selectsFrom(statements, name)).toHaveLength(4);
      expect(await store.collection(name).find()).toStrictEqual([
        { _id: 'gone', v: 'again' },
        { _id: 'kept', v: 'stored', w: 1 },
        { _id: 'twice', v: 2 },
      ]);
    });
  });
});

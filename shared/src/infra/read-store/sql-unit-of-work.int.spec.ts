/**
 * The SQL unit of work's flush (sql-unit-of-work.ts): a row written whole and never read is sent without being read
 * first, its position guard in the statement — a live batch of a projection that only upserts and deletes by id (the
 * bookmarks) costs one statement, not a read and a write. What the session then reads of it is what the flush left.
 * (That the documents are the same as single writes leave is the contract's, sessions.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../sql/sql.port';
import { cloneTestPglite } from '../testing/test-databases';
import { recordingSql, selectsFrom } from '../testing/recording-sql';
import { SqlReadStore } from './sql-read-store';
import { randomName } from './read-store.contract/fixtures';

describe('SQL unit of work: writes to rows never read', () => {
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

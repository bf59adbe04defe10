/** The ReadStore contract (read-store.contract.ts): sessions. */
import { describe, expect, it } from 'vitest';
import { CheckpointConflictError, type Collection } from '../read-store.port';
import { randomName, type ReadStoreContractContext } from './fixtures';

export function describeSessions(t: ReadStoreContractContext): void {
  const { newCollection, seed, collectionNameOf, ids } = t;
  describe('sessions', () => {
    it('a session reads its own writes and applies the position guard as single writes do', async () => {
      // The same random operations, once as single writes and once through sessions of random length:
      // every read and the final documents must agree (SQL sessions buffer writes, and answer finds of what findIn
      // loaded from memory; see withSession).
      let seed = 0x9e3779b9;
      const random = (n: number) => {
        seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
        return seed % n;
      };
      type Op = (collection: Collection) => Promise<unknown>;
      const ops: Op[] = [];
      for (let i = 0; i < 300; i++) {
        const id = 'abcde'[random(5)]!;
        const position = random(10) < 3 ? undefined : { position: BigInt(1 + random(40)) };
        const value = random(100);
        switch (random(10)) {
          case 0:
          case 1:
            ops.push((c) => c.upsert({ _id: id, v: value, tag: `t${value % 3}` }, position));
            break;
          case 2: {
            const fields = random(2) ? { w: value } : {};
            ops.push((c) => c.patch(id, fields, position));
            break;
          }
          case 3:
            ops.push((c) => c.delete(id, position));
            break;
          case 4:
            ops.push((c) => c.get(id));
            break;
          case 5:
            ops.push((c) => c.count({ v: { $gte: value } }));
            break;
          case 6: {
            const many = ['a', 'c', 'e', id].slice(random(3));
            ops.push((c) => c.getMany(many));
            break;
          }
          case 7: {
            const tags = ['t0', 't1', 't2'].slice(random(3));
            ops.push((c) => c.findIn('tag', tags));
            break;
          }
          case 8: {
            // Answered from memory in a SQL session once findIn has loaded the tag (w is missing until patched).
            const filter = value % 2 ? { tag: `t${value % 3}` } : { tag: `t${value % 3}`, w: null };
            ops.push((c) => c.find(filter));
            break;
          }
          default:
            ops.push((c) => c.find({ tag: { $in: ['t0', 't1'] } }, { sort: { v: -1 } }));
        }
      }
      const direct = newCollection();
      const expected: unknown[] = [];
      for (const op of ops) expected.push(await op(direct));
      const sessionName = randomName('c');
      const actual: unknown[] = [];
      const lengths = ops.map(() => 1 + random(30));
      for (let i = 0, n = 0; i < ops.length; n++) {
        const length = lengths[n]!;
        await t.store.withSession(async (session) => {
          const collection = session.collection(sessionName);
          for (const op of ops.slice(i, i + length)) actual.push(await op(collection));
        });
        i += length;
      }
      expect(actual).toStrictEqual(expected);
      expect(await t.store.collection(sessionName).find()).toStrictEqual(await direct.find());
    });

    it('getMany in a session answers with the writes made before it, and its documents are then read from memory', async () => {
      const collection = await seed([
        { _id: 'a', v: 1 },
        { _id: 'b', v: 2 },
        { _id: 'c', v: 3 },
      ]);
      const name = collectionNameOf(collection);
      await t.store.withSession(async (session) => {
        const inSession = session.collection(name);
        await inSession.patch('a', { v: 10 }, { position: 4n });
        await inSession.delete('b', { position: 4n });
        await inSession.upsert({ _id: 'd', v: 4 }, { position: 4n });
        expect(await inSession.getMany(['a', 'b', 'c', 'd', 'e'])).toStrictEqual([
          { _id: 'a', v: 10 },
          { _id: 'c', v: 3 },
          { _id: 'd', v: 4 },
        ]);
        await inSession.patch('c', { v: 30 }, { position: 5n });
        expect(await inSession.get('c')).toStrictEqual({ _id: 'c', v: 30 });
        expect(await inSession.getMany(['c', 'a'])).toStrictEqual([
          { _id: 'c', v: 30 },
          { _id: 'a', v: 10 },
        ]);
      });
      expect(await collection.getMany(['a', 'b', 'c', 'd'])).toStrictEqual([
        { _id: 'a', v: 10 },
        { _id: 'c', v: 30 },
        { _id: 'd', v: 4 },
      ]);
    });

    it('a write to a document the session never read applies the position guard as a single write does', async () => {
      // Every stored state against every whole write, all sent in one session without a read first (a SQL flush
      // leaves such rows to the statement's guard), and the same as single writes; then probes at positions 4, 5
      // and 6 tell the positions left behind apart.
      type Write = (collection: Collection, id: string) => Promise<unknown>;
      const states: Record<string, Write> = {
        none: async () => {},
        at5: (c, id) => c.upsert({ _id: id, v: 'stored' }, { position: 5n }),
        unpositioned: (c, id) => c.upsert({ _id: id, v: 'stored' }),
        tombstone5: async (c, id) => {
          await c.upsert({ _id: id, v: 'stored' }, { position: 3n });
          await c.delete(id, { position: 5n });
        },
      };
      const writes: Record<string, Write> = {
        upsert4: (c, id) => c.upsert({ _id: id, v: 'written' }, { position: 4n }),
        upsert5: (c, id) => c.upsert({ _id: id, v: 'written' }, { position: 5n }),
        upsert6: (c, id) => c.upsert({ _id: id, v: 'written' }, { position: 6n }),
        upsert: (c, id) => c.upsert({ _id: id, v: 'written' }),
        delete4: (c, id) => c.delete(id, { position: 4n }),
        delete5: (c, id) => c.delete(id, { position: 5n }),
        delete6: (c, id) => c.delete(id, { position: 6n }),
        delete: (c, id) => c.delete(id),
      };
      const cases = Object.entries(states).flatMap(([state, given]) =>
        Object.entries(writes).map(([write, apply]) => ({ id: `${state}-${write}`, given, apply })),
      );
      const direct = newCollection();
      const name = randomName('c');
      const inSessions = t.store.collection(name);
      for (const { id, given, apply } of cases) {
        await given(direct, id);
        await given(inSessions, id);
        await apply(direct, id);
      }
      await t.store.withSession(async (session) => {
        const collection = session.collection(name);
        for (const { id, apply } of cases) await apply(collection, id);
      });
      expect(await inSessions.find()).toStrictEqual(await direct.find());
      for (const position of [4n, 5n, 6n]) {
        for (const { id } of cases) {
          for (const collection of [direct, inSessions]) {
            await collection.upsert({ _id: id, v: `probe ${position}` }, { position });
          }
        }
        expect(await inSessions.find()).toStrictEqual(await direct.find());
      }
    });

    it('a compare-and-set conflict rolls the whole session back (SQL)', async (context) => {
      if (t.store.kind === 'mongodb') context.skip('MongoDB sessions are not transactional (position guard instead)');
      const collectionName = randomName('c');
      const projection = randomName('proj');
      await t.store.setCheckpoint(projection, 7n);
      await expect(
        t.store.withSession(async (session) => {
          await session.collection(collectionName).upsert({ _id: 'a', v: 1 }, { position: 8n });
          await session.setCheckpoint(projection, 8n, { expected: 6n });
        }),
      ).rejects.toThrow(CheckpointConflictError);
      expect(await t.store.collection(collectionName).find()).toEqual([]);
      expect(await t.store.getCheckpoint(projection)).toBe(7n);
    });

    it('compare-and-sets of several checkpoints in a session commit together, or not at all (SQL)', async (context) => {
      if (t.store.kind === 'mongodb') context.skip('MongoDB sessions are not transactional (position guard instead)');
      const [a, b, c] = [randomName('proj'), randomName('proj'), randomName('proj')];
      await t.store.setCheckpoint(a, 4n);
      await t.store.setCheckpoint(b, 4n);
      await t.store.withSession(async (session) => {
        await session.setCheckpoint(a, 9n, { expected: 4n });
        await session.setCheckpoint(b, 9n, { expected: 4n });
        await session.setCheckpoint(c, 9n, { expected: null });
      });
      expect([await t.store.getCheckpoint(a), await t.store.getCheckpoint(b), await t.store.getCheckpoint(c)]).toEqual([
        9n,
        9n,
        9n,
      ]);
      for (const stale of [a, c]) {
        const collectionName = randomName('c');
        const refused = t.store.withSession(async (session) => {
          await session.collection(collectionName).upsert({ _id: 'a', v: 1 });
          await session.setCheckpoint(a, 12n, { expected: stale === a ? 4n : 9n });
          await session.setCheckpoint(b, 12n, { expected: 9n });
          await session.setCheckpoint(c, 12n, { expected: stale === c ? null : 9n });
        });
        await expect(refused).rejects.toThrow(CheckpointConflictError);
        await expect(refused).rejects.toMatchObject({ projection: stale });
        expect(await t.store.collection(collectionName).find()).toEqual([]);
        expect([
          await t.store.getCheckpoint(a),
          await t.store.getCheckpoint(b),
          await t.store.getCheckpoint(c),
        ]).toEqual([9n, 9n, 9n]);
      }
      // A read of a checkpoint in the session sees what the session set.
      await t.store.withSession(async (session) => {
        await session.setCheckpoint(a, 10n, { expected: 9n });
        await session.setCheckpoint(b, 10n, { expected: 9n });
        expect(await session.getCheckpoint(b)).toBe(10n);
      });
    });

    it('dropCollection in a session empties the collection when the session commits', async () => {
      const collection = await seed([{ _id: 'a', v: 1 }]);
      await t.store.withSession(async (session) => {
        await session.collection(collectionNameOf(collection)).upsert({ _id: 'b', v: 2 });
        await session.dropCollection(collectionNameOf(collection));
        expect(await session.collection(collectionNameOf(collection)).get('a')).toBeNull();
        await session.collection(collectionNameOf(collection)).upsert({ _id: 'c', v: 3 });
      });
      expect(await collection.find()).toStrictEqual([{ _id: 'c', v: 3 }]);
    });

    it('commits the writes and the checkpoint of a session together', async () => {
      const collectionName = randomName('c');
      const projection = randomName('proj');
      const result = await t.store.withSession(async (session) => {
        const collection = session.collection(collectionName);
        await collection.upsert({ _id: 'a', v: 1 }, { position: 1n });
        await collection.upsert({ _id: 'b', v: 2 }, { position: 2n });
        await collection.patch('a', { v: 10 }, { position: 3n });
        await collection.delete('b', { position: 3n });
        expect(await collection.get('a')).toStrictEqual({ _id: 'a', v: 10 });
        expect(await collection.count()).toBe(1);
        await session.setCheckpoint(projection, 3n);
        expect(await session.getCheckpoint(projection)).toBe(3n);
        return 'done';
      });
      expect(result).toBe('done');
      expect(await t.store.collection(collectionName).find()).toStrictEqual([{ _id: 'a', v: 10 }]);
      expect(await t.store.getCheckpoint(projection)).toBe(3n);
    });

    it('rolls back the writes and the checkpoint when the session throws (SQL)', async (context) => {
      if (t.store.kind === 'mongodb') context.skip('MongoDB sessions are not transactional (position guard instead)');
      const existing = await seed([{ _id: 'kept', v: 1 }]);
      const createdInside = randomName('c');
      const projection = randomName('proj');
      await t.store.setCheckpoint(projection, 1n);
      await expect(
        t.store.withSession(async (session) => {
          await session.collection(createdInside).upsert({ _id: 'new', v: 1 });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await expect(
        t.store.withSession(async (session) => {
          const collection = session.collection(collectionNameOf(existing));
          await collection.upsert({ _id: 'kept', v: 2 }, { position: 9n });
          await collection.upsert({ _id: 'added', v: 3 });
          await session.setCheckpoint(projection, 9n);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await existing.find()).toStrictEqual([{ _id: 'kept', v: 1 }]);
      expect(await t.store.getCheckpoint(projection)).toBe(1n);
      // The collection created inside the failed session is gone, and can be created again.
      const retry = t.store.collection(createdInside);
      expect(await retry.find()).toEqual([]);
      await retry.upsert({ _id: 'again', v: 1 });
      expect(ids(await retry.find())).toEqual(['again']);
    });
  });
}

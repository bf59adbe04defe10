/**
 * The ReadStore contract (read-store.contract.ts): a session memory (ReadStore.sessionMemory) changes nothing a
 * session reads or commits. Sessions given one answer exactly as sessions without one, over random writes, reads,
 * sessions that fail, writes by someone else (after which the writer clears the memory) and a memory too small to
 * hold the collection.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Collection, Filter, ReadStore, SessionMemory } from '../read-store.port';
import { randomName, type ReadStoreContractContext } from './fixtures';

type Write = { position?: bigint };

type Op =
  | { kind: 'upsert'; id: string; v: number; tag: string; at: Write }
  | { kind: 'patch'; id: string; w: number | null; at: Write }
  | { kind: 'delete'; id: string; at: Write }
  | { kind: 'get'; id: string }
  | { kind: 'getMany'; ids: string[] }
  | { kind: 'findIn'; tags: string[] }
  | { kind: 'find'; filter: Filter; sort?: Record<string, 1 | -1> }
  | { kind: 'count'; min: number };

/** One session: its operations, whether it throws once they are done, and whether someone else writes after it. */
type Step = { ops: Op[]; fails: boolean; outside: { id: string; v: number } | null };

const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const tags = fc.constantFrom('t0', 't1', 't2');
const at = fc
  .option(fc.integer({ min: 1, max: 60 }), { nil: undefined })
  .map((n): Write => (n ? { position: BigInt(n) } : {}));
const value = fc.integer({ min: 0, max: 99 });

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('upsert' as const), id: ids, v: value, tag: tags, at }),
  fc.record({ kind: fc.constant('patch' as const), id: ids, w: fc.option(value, { nil: null }), at }),
  fc.record({ kind: fc.constant('delete' as const), id: ids, at }),
  fc.record({ kind: fc.constant('get' as const), id: ids }),
  fc.record({ kind: fc.constant('getMany' as const), ids: fc.uniqueArray(ids, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('findIn' as const), tags: fc.uniqueArray(tags, { minLength: 1, maxLength: 3 }) }),
  fc.record({
    kind: fc.constant('find' as const),
    filter: fc.oneof(
      tags.map((tag): Filter => ({ tag })),
      fc.tuple(tags, value).map(([tag, v]): Filter => ({ tag, v })),
      tags.map((tag): Filter => ({ tag, w: null })),
      fc.uniqueArray(tags, { minLength: 1, maxLength: 3 }).map((tags): Filter => ({ tag: { $in: tags } })),
      value.map((v): Filter => ({ v: { $gte: v } })),
    ),
    sort: fc.option(fc.constant({ v: -1 as const }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('count' as const), min: value }),
);

const step: fc.Arbitrary<Step> = fc.record({
  ops: fc.array(op, { maxLength: 25, size: 'max' }),
  fails: fc.boolean(),
  outside: fc.option(fc.record({ id: ids, v: value }), { freq: 6, nil: null }),
});

function run(collection: Collection, op: Op): Promise<unknown> {
  switch (op.kind) {
    case 'upsert':
      return collection.upsert({ _id: op.id, v: op.v, tag: op.tag }, op.at);
    case 'patch':
      return collection.patch(op.id, op.w === null ? {} : { w: op.w }, op.at);
    case 'delete':
      return collection.delete(op.id, op.at);
    case 'get':
      return collection.get(op.id);
    case 'getMany':
      return collection.getMany(op.ids);
    case 'findIn':
      return collection.findIn('tag', op.tags);
    case 'find':
      return collection.find(op.filter, op.sort ? { sort: op.sort } : {});
    case 'count':
      return collection.count({ v: { $gte: op.min } });
  }
}

class Failed extends Error {}

/** Runs the steps on a new collection, emptied first (a bulk load), with `memory` or without; returns every read. */
async function replay(store: ReadStore, steps: Step[], memory: SessionMemory | undefined) {
  const name = randomName('c');
  const options = memory ? { memory } : {};
  await store.withSession((session) => session.dropCollection(name, { bulkLoad: true }), options);
  const reads: unknown[] = [];
  for (const { ops, fails, outside } of steps) {
    const answers: unknown[] = [];
    try {
      await store.withSession(async (session) => {
        const collection = session.collection(name);
        for (const op of ops) answers.push(await run(collection, op));
        if (fails) throw new Failed();
      }, options);
    } catch (error) {
      if (!(error instanceof Failed)) throw error;
    }
    reads.push(answers);
    if (outside) {
      await store.collection(name).upsert({ _id: outside.id, v: outside.v, tag: 't1' });
      // Someone else wrote the collection: the writer that holds it must clear its memory (see sessionMemory).
      memory?.clear();
    }
  }
  return { reads, documents: await store.collection(name).find({}, { sort: { _id: 1 } }) };
}

export function describeSessionMemory(t: ReadStoreContractContext): void {
  describe('session memory', () => {
    it('sessions given a memory read and commit exactly what sessions without one do', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(step, { minLength: 1, maxLength: 8, size: 'max' }),
          fc.boolean(),
          async (steps, small) => {
            const without = await replay(t.store, steps, undefined);
            // A memory of three documents gives up holding the collection once it grows past them.
            const memory = t.store.sessionMemory(small ? { maxDocuments: 3 } : {});
            const withMemory = await replay(t.store, steps, memory);
            expect(withMemory).toStrictEqual(without);
          },
        ),
        { numRuns: 50 },
      );
    });

    it('two sessions using one memory at once read and commit what sessions without one do', async (context) => {
      // PGlite has one connection: its sessions never overlap.
      if (t.store.sessionsAtOnce === 1) context.skip();
      const name = randomName('c');
      const memory = t.store.sessionMemory();
      await t.store.withSession((session) => session.dropCollection(name), { memory });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // The first session writes and waits; meanwhile a second writes the same collection and commits.
      const first = t.store.withSession(
        async (session) => {
          await session.collection(name).upsert({ _id: 'a', v: 1 });
          await held;
        },
        { memory },
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      await t.store.withSession((session) => session.collection(name).upsert({ _id: 'b', v: 2 }), { memory });
      release();
      await first;
      // Neither session gave back a collection it did not have to itself: the next one reads both documents.
      const seen = await t.store.withSession((session) => session.collection(name).getMany(['a', 'b']), { memory });
      expect(seen).toStrictEqual([
        { _id: 'a', v: 1 },
        { _id: 'b', v: 2 },
      ]);
    });
  });
}

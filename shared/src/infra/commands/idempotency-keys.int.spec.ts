/**
 * Claiming an Idempotency-Key against a real store (PGlite): a new key costs one append and no read; the same
 * request again passes, another request is refused; races for one new key — from one process or from two api nodes
 * — leave one claim, and the commands behind two copies of one request still answer the first one's events.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../errors';
import { bookmarksDecider } from '../../internships/bookmarks.decider';
import type { EventStore } from '../event-store/event-store.port';
import { SqlEventStore } from '../event-store/sql-event-store';
import type { Sql } from '../sql/sql.port';
import { cloneTestPglite } from '../testing/test-databases';
import { handleCommand } from './handle-command';
import { claimIdempotencyKey, IDEMPOTENCY_KEY_REUSED_MESSAGE } from './idempotency-keys';

/** The store as it is, counting the reads that go through it. */
function countingReads(store: EventStore) {
  const reads = { count: 0 };
  const counted = new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const read = ['readStream', 'findEvent', 'readAll', 'subscribeToAll'].includes(String(property));
      return (...args: unknown[]) => {
        if (read) reads.count++;
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: counted, reads };
}

describe('claimIdempotencyKey', () => {
  let sql: Sql;
  let store: EventStore;
  /** The same log through a second store: another api node. */
  let otherNode: EventStore;

  beforeAll(async () => {
    sql = await cloneTestPglite();
    store = await SqlEventStore.open(sql);
    otherNode = await SqlEventStore.open(sql);
  });
  afterAll(async () => {
    await sql.close();
  });

  const context = { actor: { id: 's1', role: 'student' as const }, at: '2026-06-01T10:00:00.000Z' };
  const claim = (on: EventStore, stream: string, requestHash: string) =>
    claimIdempotencyKey(on, stream, requestHash, { ...context, correlationId: randomUUID() });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'claimed',
      (error: unknown) => {
        if (error instanceof UnprocessableError && error.message === IDEMPOTENCY_KEY_REUSED_MESSAGE) return 'refused';
        throw error;
      },
    );

  it('claims a new key with one append and no read; the same request passes again, another is refused', async () => {
    const stream = `idempotencykey-${randomUUID()}`;
    const { store: counted, reads } = countingReads(store);
    await claim(counted, stream, 'request-a');
    expect(reads.count).toBe(0);
    expect(await store.readStream(stream)).toHaveLength(1);

    await claim(counted, stream, 'request-a');
    expect(await refusal(claim(counted, stream, 'request-b'))).toBe('refused');
    const recorded = await store.readStream(stream);
    expect(recorded.map((event) => event.data)).toEqual([{ requestHash: 'request-a' }]);
  });

  it('leaves one claim when two requests race for a new key, from one process or from two nodes', async () => {
    for (const [first, second] of [
      [store, store],
      [store, otherNode],
    ] as const) {
      const stream = `idempotencykey-${randomUUID()}`;
      const outcomes = await Promise.all([
        refusal(claim(first, stream, 'request-a')),
        refusal(claim(second, stream, 'request-b')),
      ]);
      expect(outcomes.sort()).toEqual(['claimed', 'refused']);
      const [winner] = await store.readStream(stream);
      const held = (winner!.data as { requestHash: string }).requestHash;
      expect(outcomes[['request-a', 'request-b'].indexOf(held)]).toBe('claimed');
      // The winner sent again still passes on either node; the loser stays refused.
      await claim(otherNode, stream, held);
      expect(await refusal(claim(store, stream, held === 'request-a' ? 'request-b' : 'request-a'))).toBe('refused');
      expect(await store.readStream(stream)).toHaveLength(1);
    }
  });

  it('answers both copies of one request that raced for its key with the first copy’s events', async () => {
    const stream = `idempotencykey-${randomUUID()}`;
    const bookmarks = `bookmarks-${randomUUID()}`;
    const commandId = `s1:${randomUUID()}`;
    const copy = async (on: EventStore) => {
      await claim(on, stream, 'request-a');
      return handleCommand(
        on,
        bookmarks,
        bookmarksDecider,
        { type: 'ToggleBookmark', studentId: 's1', internshipId: 'i1' },
        { ...context, commandId, correlationId: randomUUID() },
        { retries: 3 },
      );
    };
    const answers = await Promise.all([copy(store), copy(otherNode)]);
    expect(answers.map((answer) => answer.events.map((event) => event.type))).toEqual([
      ['InternshipBookmarked'],
      ['InternshipBookmarked'],
    ]);
    expect(answers[0]!.position).toBe(answers[1]!.position);
    expect(await store.readStream(stream)).toHaveLength(1);
    expect(await store.readStream(bookmarks)).toHaveLength(1);
  });
});

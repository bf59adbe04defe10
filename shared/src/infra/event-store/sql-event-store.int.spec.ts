/**
 * What the SQL event store does beyond the contract (event-store.contract.ts): a quiet append (an Idempotency-Key's
 * claim) wakes no subscriber, and reaches them in the same read as the append that follows it; a subscriber with
 * `coalesceMs` reads what was appended in its pause after a wake-up at once; the subscribers of one process that an
 * append elsewhere wakes together share one read of it and its parsed events, and the last full pages are kept for
 * subscriptions catching up behind; appends notify other processes at once while they are few, and
 * once a window while they come fast.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSkip, cloneTestPglite, openTestPostgres, postgresSkipReason } from '../testing/test-databases';
import { recordingSql } from '../testing/recording-sql';
import { collect, newEvents, newStream } from './event-store.contract/helpers';
import { SqlEventStore } from './sql-event-store';
import type { PgliteSql } from '../sql/pglite-sql';
import { PostgresSql } from '../sql/postgres-sql';

describe('SQL event store: quiet appends (PGlite)', () => {
  let sql: PgliteSql | null = null;
  afterEach(async () => {
    await sql?.close();
    sql = null;
  });

  it('wakes no subscriber for a quiet append; the next append delivers both in one batch', async () => {
    sql = await cloneTestPglite();
    // No polling to speak of: only a wake-up can deliver within the test.
    const store = await SqlEventStore.open(sql, { pollIntervalMs: 60_000 });
    const [claim, command] = [newStream('claim'), newStream('command')];
    const subscriber = collect(store, { from: 'start' }, () => true);
    await subscriber.until(() => subscriber.caughtUpCount === 1, 'caught up');
    const batchesBefore = subscriber.calls.length;

    await store.append(claim, newEvents(1), { expectedRevision: 'no_stream', quiet: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subscriber.events).toEqual([]);

    await store.append(command, newEvents(1), { expectedRevision: 'no_stream' });
    await subscriber.until(() => subscriber.events.length === 2, 'both events');
    expect(subscriber.events.map((event) => event.stream)).toEqual([claim, command]);
    expect(subscriber.calls.slice(batchesBefore).map((batch) => batch.length)).toEqual([2]);
    await subscriber.close();
    await store.close();
  });

  it('keeps the last full pages for subscriptions catching up behind: each page read and parsed once', async () => {
    sql = await cloneTestPglite();
    const recorded = recordingSql(sql);
    const store = await SqlEventStore.open(recorded.sql, { pollIntervalMs: 60_000 });
    // Three full pages of 10 and the read that finds nothing more.
    await store.append(newStream('paged'), newEvents(30), { expectedRevision: 'no_stream' });
    const readsBefore = readsOfEvents(recorded.statements);
    const ahead = collect(store, { from: 'start', batchSize: 10 }, () => true);
    await ahead.until(() => ahead.caughtUpCount === 1, 'the first caught up');
    // Starts once the first has read every page, and works slowly: nothing in flight to share.
    const behind = collect(
      store,
      { from: 'start', batchSize: 10 },
      () => true,
      () => new Promise((r) => setTimeout(r, 20)),
    );
    await behind.until(() => behind.caughtUpCount === 1, 'the second caught up');
    expect(behind.events.map((event) => event.position)).toEqual(ahead.events.map((event) => event.position));
    expect(behind.events.every((event, index) => event === ahead.events[index])).toBe(true);
    // Three pages and the empty read of the first, the empty read of the second (six without the pages kept).
    expect(readsOfEvents(recorded.statements) - readsBefore).toBe(5);
    await Promise.all([ahead.close(), behind.close()]);
    await store.close();
  });

  it('with coalesceMs, reads the appends made in the pause after a wake-up together', async () => {
    sql = await cloneTestPglite();
    const store = await SqlEventStore.open(sql, { pollIntervalMs: 60_000 });
    const streams = Array.from({ length: 5 }, () => newStream('coalesced'));
    const subscriber = collect(store, { from: 'start', coalesceMs: 400 }, () => true);
    await subscriber.until(() => subscriber.caughtUpCount === 1, 'caught up');
    const batchesBefore = subscriber.calls.length;

    const first = performance.now();
    for (const stream of streams) {
      await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await subscriber.until(() => subscriber.events.length === 5, 'every event');
    expect(performance.now() - first).toBeGreaterThanOrEqual(390);
    expect(subscriber.events.map((event) => event.stream)).toEqual(streams);
    expect(subscriber.calls.slice(batchesBefore).map((batch) => batch.length)).toEqual([5]);
    await subscriber.close();
    await store.close();
  });
});

describe.skipIf(announceSkip('SQL event store: shared subscription reads', postgresSkipReason()))(
  'SQL event store: shared subscription reads (PostgreSQL)',
  () => {
    it('sends one read for the subscribers a notification from another process wakes together, parsed once, and each gets every event', async () => {
      const db = await openTestPostgres();
      const recorded = recordingSql(db.sql);
      // No polling to speak of: only the notifications wake the subscribers.
      const store = await SqlEventStore.open(recorded.sql, { pollIntervalMs: 60_000 });
      const elsewhere = await SqlEventStore.open(new PostgresSql(db.url), { ownsSql: true });
      const stream = newStream('shared');
      const mine = (event: { stream: string }) => event.stream === stream;
      const from = (await store.headPosition()) ?? 'start';
      const subscribers = [100, 100, 100, 100].map((batchSize) => collect(store, { from, batchSize }, mine));
      try {
        await Promise.all(subscribers.map((s) => s.until(() => s.caughtUpCount === 1, 'caught up')));
        const readsBefore = readsOfEvents(recorded.statements);
        const rounds = 12;
        for (let round = 0; round < rounds; round++) {
          await elsewhere.append(stream, newEvents(1), {
            expectedRevision: round === 0 ? 'no_stream' : BigInt(round - 1),
          });
          for (const subscriber of subscribers) {
            await subscriber.until(() => subscriber.events.length === round + 1, `event ${round + 1}`);
          }
        }
        for (const subscriber of subscribers) {
          expect(subscriber.errors).toEqual([]);
          expect(subscriber.events.map((event) => event.revision)).toEqual(
            Array.from({ length: rounds }, (_, index) => BigInt(index)),
          );
        }
        // One read a round (four without sharing), and a little slack for a notification of an append before ours.
        expect(readsOfEvents(recorded.statements) - readsBefore).toBeLessThanOrEqual(rounds + 2);
        // Parsed once a read: the subscribers hold the same event objects, read-only (frozen under test).
        const [first, ...others] = subscribers.map((subscriber) => subscriber.events);
        for (const events of others) {
          expect(events.filter((event, index) => event === first![index]).length).toBeGreaterThanOrEqual(rounds - 2);
        }
        expect(first!.every((event) => Object.isFrozen(event) && Object.isFrozen(event.data))).toBe(true);
      } finally {
        await Promise.all(subscribers.map((subscriber) => subscriber.close()));
        await elsewhere.close();
        await store.close();
        await db.sql.close();
        await db.drop();
      }
    });
  },
);

describe.skipIf(announceSkip('SQL event store: notifications', postgresSkipReason()))(
  'SQL event store: notifications of appends (PostgreSQL)',
  () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('notifies every append at once while appends are few, and once a window while they come fast', async () => {
      const db = await openTestPostgres();
      const recorded = recordingSql(db.sql);
      const store = await SqlEventStore.open(recorded.sql, { pollIntervalMs: 60_000 });
      /** Whether each append call since `from` asked to notify. */
      const notified = (from: number) =>
        recorded.queries
          .slice(from)
          .filter((query) => query.text.includes('stint_append_events'))
          .map((query) => query.params[1]);
      const appendOne = () => store.append(newStream('notify'), newEvents(1), { expectedRevision: 'no_stream' });
      // Only the clock the store reads is held still; timers and I/O run as usual.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const start = Date.now();
        // Few: two in a row, then a pause, five times. The second of each pair notifies too, 1 ms after the first.
        let from = recorded.queries.length;
        for (let pair = 0; pair < 5; pair++) {
          vi.setSystemTime(start + pair * 100);
          await appendOne();
          vi.setSystemTime(start + pair * 100 + 1);
          await appendOne();
        }
        expect(notified(from)).toEqual(Array.from({ length: 10 }, () => true));

        // Fast: thirty within one millisecond. Twenty notify; past that, the window holds the others back.
        vi.setSystemTime(start + 1_000);
        from = recorded.queries.length;
        for (let n = 0; n < 30; n++) await appendOne();
        expect(notified(from)).toEqual([
          ...Array.from({ length: 20 }, () => true),
          ...Array.from({ length: 10 }, () => false),
        ]);
        // The window over, the next append notifies, and the one after it waits again.
        vi.setSystemTime(start + 1_005);
        from = recorded.queries.length;
        await appendOne();
        await appendOne();
        expect(notified(from)).toEqual([true, false]);
      } finally {
        vi.useRealTimers();
        await store.close();
        await db.sql.close();
        await db.drop();
      }
    });
  },
);

/** The subscription reads among `statements`: events after a position. */
function readsOfEvents(statements: readonly string[]): number {
  return statements.filter((text) => /from events where position >/.test(text)).length;
}

/**
 * What the SQL event store does beyond the contract (event-store.contract.ts): a quiet append (an Idempotency-Key's
 * claim) wakes no subscriber, and reaches them in the same read as the append that follows it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cloneTestPglite } from '../testing/test-databases';
import { collect, newEvents, newStream } from './event-store.contract/helpers';
import { SqlEventStore } from './sql-event-store';
import type { PgliteSql } from '../sql/pglite-sql';

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
});

/** The event store contract (event-store.contract.ts): durability. */
import { describe, expect, it } from 'vitest';
import { newStream, newEvents, conflictOf, collect, type EventStoreContractContext } from './helpers';

export function describeDurability(t: EventStoreContractContext): void {
  describe('durability', () => {
    it('keeps everything across close and reopen', async (context) => {
      const own = await t.open();
      try {
        if (!own.reopen) {
          console.warn(`[skip] event store contract ${t.name}: close and reopen (the fixture has no reopen)`);
          context.skip();
          return;
        }
        const stream = newStream('durable');
        await own.store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
        await own.store.append(stream, newEvents(1), { expectedRevision: 1n });
        const before = await own.store.readStream(stream);
        const head = await own.store.headPosition();
        await own.store.close();

        own.store = await own.reopen();
        expect(await own.store.readStream(stream)).toEqual(before);
        expect(await own.store.headPosition()).toBe(head);
        expect(await conflictOf(own.store.append(stream, newEvents(1), { expectedRevision: 1n }))).toMatchObject({
          actual: 2n,
        });
        const after = await own.store.append(stream, newEvents(1), { expectedRevision: 2n });
        expect(after.nextRevision).toBe(3n);
        expect(after.position).toBeGreaterThan(head!);

        const subscriber = collect(own.store, { from: 'start' }, (event) => event.stream === stream);
        await subscriber.until(() => subscriber.events.length === 4, '4 events');
        await subscriber.close();
        expect(subscriber.events).toEqual(await own.store.readStream(stream));
      } finally {
        await own.store.close();
        await own.dispose();
      }
    });
  });
}

/**
 * The event store contract (event-store.contract.ts): finding an event by id, and the snapshot store kept beside the
 * events (docs/architecture.md §Event model). Snapshots are never delivered to subscribers.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationsReadV1 } from '../../../testing/stored-events';
import type { Snapshot } from '../snapshot-store.port';
import { collect, newEvents, newStream, type EventStoreContractContext } from './helpers';

export function describeSnapshots(t: EventStoreContractContext): void {
  describe('events by id', () => {
    it('finds an event of a stream by its id, lifted like a stream read, and nothing under another stream', async () => {
      const stream = newStream();
      const events = newEvents(3);
      await t.store.append(stream, events, { expectedRevision: 'no_stream' });
      const read = await t.store.readStream(stream);

      expect(await t.store.findEvent(stream, events[1]!.id)).toEqual(read[1]);
      expect(await t.store.findEvent(stream, events[1]!.id.toUpperCase())).toEqual(read[1]);
      expect(await t.store.findEvent(newStream(), events[1]!.id)).toBeNull();
      expect(await t.store.findEvent(stream, randomUUID())).toBeNull();
      expect(await t.store.findEvent(stream, 'not an id')).toBeNull();

      const inbox = newStream('notificationinbox');
      const id = randomUUID();
      const old = notificationsReadV1.ids('u1', ['n1']);
      await t.store.append(inbox, [{ id, ...old, metadata: events[0]!.metadata }], { expectedRevision: 'no_stream' });
      expect(await t.store.findEvent(inbox, id)).toMatchObject({
        version: 2,
        data: { userId: 'u1', read: { kind: 'ids', notificationIds: ['n1'] } },
      });
    });
  });

  describe('snapshots', () => {
    const snapshot = (stream: string, revision: bigint, state: unknown, version = 1): Snapshot => ({
      stream,
      decider: 'contract',
      version,
      revision,
      state,
    });

    it('reads back the snapshot written, JSON as written, and none for another stream or decider', async () => {
      const stream = newStream();
      expect(await t.store.snapshots.read(stream, 'contract')).toBeNull();
      const state = {
        status: 'posted',
        items: { a: { n: 1, tags: ['x', 'ü'] } },
        none: null,
        big: '12345678901234567890',
      };
      await t.store.snapshots.write(snapshot(stream, 99n, state));
      expect(await t.store.snapshots.read(stream, 'contract')).toEqual(snapshot(stream, 99n, state));
      expect(await t.store.snapshots.read(stream, 'other')).toBeNull();
      expect(await t.store.snapshots.read(newStream(), 'contract')).toBeNull();
    });

    it('keeps the later revision of one version, and replaces a snapshot of another version', async () => {
      const stream = newStream();
      await t.store.snapshots.write(snapshot(stream, 199n, { at: 199 }));
      await t.store.snapshots.write(snapshot(stream, 99n, { at: 99 }));
      expect(await t.store.snapshots.read(stream, 'contract')).toEqual(snapshot(stream, 199n, { at: 199 }));
      await t.store.snapshots.write(snapshot(stream, 299n, { at: 299 }));
      expect(await t.store.snapshots.read(stream, 'contract')).toEqual(snapshot(stream, 299n, { at: 299 }));
      // New code (version 2) starts over at an earlier revision: its snapshot wins over the old code's.
      await t.store.snapshots.write(snapshot(stream, 99n, { at: 99, shape: 'new' }, 2));
      expect(await t.store.snapshots.read(stream, 'contract')).toEqual(
        snapshot(stream, 99n, { at: 99, shape: 'new' }, 2),
      );
    });

    it('never hands a snapshot to a subscriber', async () => {
      const stream = newStream();
      const events = newEvents(2);
      const collector = collect(t.store, { from: 'start' }, (event) => event.stream.includes(stream));
      try {
        await t.store.append(stream, events.slice(0, 1), { expectedRevision: 'no_stream' });
        await t.store.snapshots.write(snapshot(stream, 0n, { at: 0 }));
        await t.store.append(stream, events.slice(1), { expectedRevision: 0n });
        await collector.until(() => collector.events.length >= 2, 'both events');
        expect(collector.events.map((event) => event.id)).toEqual(events.map((event) => event.id));
        expect(collector.errors).toEqual([]);
      } finally {
        await collector.close();
      }
    });
  });
}

/**
 * The event store contract (event-store.contract.ts): event versions (docs/architecture.md §How to change an event).
 * Every adapter stores each event's version, reads an older body lifted to the current shape on stream reads, delivers
 * bodies as stored on subscriptions, and refuses a version newer than this code knows.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EventVersionError } from '../../../events/upcasting';
import { notificationsReadV1 } from '../../../testing/stored-events';
import type { EventToAppend } from '../event-store.port';
import { collect, newEvents, newStream, type EventStoreContractContext } from './helpers';

const metadata = () => ({
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { id: 'u1', role: 'student' },
  at: new Date().toISOString(),
});

export function describeVersions(t: EventStoreContractContext): void {
  describe('event versions', () => {
    it('lifts a stored older body to the current version on stream reads, metadata as appended', async () => {
      const stream = newStream('notificationinbox');
      const stored = [notificationsReadV1.ids('u1', ['n1', 'n2']), notificationsReadV1.upTo('u1', '42')];
      const appended: EventToAppend[] = stored.map((event) => ({ id: randomUUID(), ...event, metadata: metadata() }));
      await t.store.append(stream, appended, { expectedRevision: 'no_stream' });

      const read = await t.store.readStream(stream);
      expect(read.map(({ id, type, version, data, metadata }) => ({ id, type, version, data, metadata }))).toEqual([
        {
          id: appended[0]!.id,
          type: 'NotificationsRead',
          version: 2,
          data: { userId: 'u1', read: { kind: 'ids', notificationIds: ['n1', 'n2'] } },
          metadata: appended[0]!.metadata,
        },
        {
          id: appended[1]!.id,
          type: 'NotificationsRead',
          version: 2,
          data: { userId: 'u1', read: { kind: 'upTo', position: '42' } },
          metadata: appended[1]!.metadata,
        },
      ]);
      expect(await t.store.readStream(stream, { direction: 'backwards', maxCount: 1 })).toEqual([read[1]]);
    });

    it('stores the version given, else the type’s current one, and delivers bodies as stored to subscribers', async () => {
      const stream = newStream('notificationinbox');
      const [untyped] = newEvents(1);
      const events: EventToAppend[] = [
        {
          id: randomUUID(),
          type: 'NotificationsRead',
          data: { userId: 'u1', read: { kind: 'upTo', position: '7' } },
          metadata: metadata(),
        },
        { id: randomUUID(), ...notificationsReadV1.upTo('u1', '8'), metadata: metadata() },
        { ...untyped!, version: 5 },
        newEvents(1)[0]!,
      ];
      const head = await t.store.headPosition();
      const mine = collect(t.store, { from: head ?? 'start' }, (event) => event.stream === stream);
      try {
        await t.store.append(stream, events, { expectedRevision: 'no_stream' });
        await mine.until(() => mine.events.length === 4, 'the four events');
        expect(mine.events.map(({ type, version, data }) => ({ type, version, data }))).toEqual([
          { type: 'NotificationsRead', version: 2, data: events[0]!.data },
          { type: 'NotificationsRead', version: 1, data: { userId: 'u1', upTo: '8' } },
          { type: events[2]!.type, version: 5, data: events[2]!.data },
          { type: events[3]!.type, version: 1, data: events[3]!.data },
        ]);
        expect(mine.events.map((event) => event.metadata)).toEqual(events.map((event) => event.metadata));
      } finally {
        await mine.close();
      }
    });

    it('refuses, on stream reads, a version newer than this code knows, and still appends to that stream', async () => {
      const stream = newStream('notificationinbox');
      const newer: EventToAppend = {
        id: randomUUID(),
        type: 'NotificationsRead',
        version: 3,
        data: { userId: 'u1', read: { kind: 'everything' } },
        metadata: metadata(),
      };
      await t.store.append(stream, [newer], { expectedRevision: 'no_stream' });
      const error = await t.store.readStream(stream).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(EventVersionError);
      expect((error as EventVersionError).message).toBe(
        'NotificationsRead version 3 is newer than this code reads (version 2); a newer release wrote it, so it is ' +
          'refused rather than guessed at',
      );
      // The append's own checks (idempotency, expected revision) never read bodies: the log stays writable.
      const retried = await t.store.append(stream, [newer], { expectedRevision: 'no_stream' });
      expect(retried.nextRevision).toBe(0n);
      const next = await t.store.append(stream, newEvents(1), { expectedRevision: 0n });
      expect(next.nextRevision).toBe(1n);
    });
  });
}

/**
 * Reactors read events in today's shape (docs/architecture.md §How to change an event): a body stored at an older
 * version reaches `react` lifted, and one of a version newer than this code reads is skipped and logged, never handed
 * over for the reactor to guess at; the reactors go on past it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventToAppend, RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import { openTestPlatform } from '@stint/shared/infra/testing/test-platform';
import { notificationInboxStream } from '@stint/shared/notifications/notifications.streams';
import { notificationsReadV1 } from '@stint/shared/testing/stored-events';
import { reactorCheckpoint, startWorkers, type Reactor } from './reactor';

describe('reactors and event versions', () => {
  let platform: Awaited<ReturnType<typeof openTestPlatform>>;
  beforeAll(async () => {
    platform = await openTestPlatform('embedded');
  });
  afterAll(async () => {
    await platform?.dispose();
  });

  it('hands a reactor older bodies lifted to the current version and skips one newer than it reads', async () => {
    const userId = randomUUID();
    const stream = notificationInboxStream(userId);
    const received: RecordedEvent[] = [];
    const reactor: Reactor = {
      name: `test-read-markers-${randomUUID()}`,
      handles: ['NotificationsRead'],
      async react(event) {
        if (event.stream === stream) received.push(event);
      },
    };
    const metadata = { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() };
    const events: EventToAppend[] = [
      { id: randomUUID(), ...notificationsReadV1.ids(userId, ['n1']), metadata },
      { id: randomUUID(), type: 'NotificationsRead', version: 3, data: { userId, read: 'everything' }, metadata },
      {
        id: randomUUID(),
        type: 'NotificationsRead',
        data: { userId, read: { kind: 'upTo', position: '5' } },
        metadata,
      },
    ];
    const { position } = await platform.eventStore.append(stream, events, { expectedRevision: 'no_stream' });

    const workers = await startWorkers({ ...platform, reactors: [reactor], jobs: [] });
    try {
      const deadline = Date.now() + 20_000;
      while ((await platform.readStore.getCheckpoint(reactorCheckpoint(reactor.name))) !== position) {
        if (Date.now() > deadline) throw new Error('the reactor did not reach the appended events');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await workers.stop();
    }
    expect(received.map(({ id, version, data }) => ({ id, version, data }))).toEqual([
      { id: events[0]!.id, version: 2, data: { userId, read: { kind: 'ids', notificationIds: ['n1'] } } },
      { id: events[2]!.id, version: 2, data: events[2]!.data },
    ]);
  });
});

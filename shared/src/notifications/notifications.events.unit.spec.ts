import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../decider';
import { upcastEvent } from '../events/event-versions';
import type { VersionedEvent } from '../events/upcasting';
import { notificationsReadV1 } from '../testing/stored-events';
import { notificationInboxDecider } from './notifications.decider';
import { notificationEventSchemas, notificationsReadV1ToV2, type NotificationEvent } from './notifications.events';

/** A stored version 1 body as the decider would see it once lifted. */
const lifted = (stored: VersionedEvent): NotificationEvent => {
  const event = upcastEvent(stored);
  expect(event.version).toBe(2);
  return { type: 'NotificationsRead', data: notificationEventSchemas.NotificationsRead.parse(event.data) };
};

describe('NotificationsRead version 1 → 2', () => {
  it('turns the list of ids into a read of those ids', () => {
    expect(notificationsReadV1ToV2({ userId: 'u1', notificationIds: ['n1', 'n2'] })).toEqual({
      userId: 'u1',
      read: { kind: 'ids', notificationIds: ['n1', 'n2'] },
    });
  });

  it('turns the position into a read of everything up to it', () => {
    expect(notificationsReadV1ToV2({ userId: 'u1', upTo: '42' })).toEqual({
      userId: 'u1',
      read: { kind: 'upTo', position: '42' },
    });
  });

  it('reads a body with neither as reading nothing, as version 1 did', () => {
    expect(notificationsReadV1ToV2({ userId: 'u1' })).toEqual({
      userId: 'u1',
      read: { kind: 'ids', notificationIds: [] },
    });
  });

  it('refuses a body with both, and one that was never a version 1 body', () => {
    expect(() => notificationsReadV1ToV2({ userId: 'u1', notificationIds: ['n1'], upTo: '3' })).toThrow(
      'NotificationsRead version 1 holds both notificationIds and upTo',
    );
    expect(() => notificationsReadV1ToV2({ userId: 'u1', upTo: '-3' })).toThrow();
    expect(() => notificationsReadV1ToV2({ notificationIds: ['n1'] })).toThrow();
    // A version 2 body stored as version 1 (a copy that lost its version) must not read as "nothing read".
    expect(() => notificationsReadV1ToV2({ userId: 'u1', read: { kind: 'upTo', position: '3' } })).toThrow();
  });

  it('folds any history of stored version 1 reads into the state version 1 meant: every id read, the highest position', () => {
    const read = fc.oneof(
      fc.record({ kind: fc.constant('ids' as const), ids: fc.array(fc.string(), { maxLength: 100, size: 'max' }) }),
      fc.record({ kind: fc.constant('upTo' as const), upTo: fc.bigInt({ min: 0n, max: 2n ** 64n }) }),
    );
    fc.assert(
      fc.property(fc.array(read, { maxLength: 40, size: 'max' }), (reads) => {
        const stored = reads.map((one) =>
          one.kind === 'ids'
            ? notificationsReadV1.ids('u1', one.ids)
            : notificationsReadV1.upTo('u1', String(one.upTo)),
        );
        const state = fold(notificationInboxDecider, stored.map(lifted));
        const ids = reads.flatMap((one) => (one.kind === 'ids' ? one.ids : []));
        const highest = reads.reduce((max, one) => (one.kind === 'upTo' && one.upTo > max ? one.upTo : max), 0n);
        expect(state.readIds).toEqual(new Set(ids));
        expect(state.readUpTo).toBe(highest);
      }),
    );
  });
});

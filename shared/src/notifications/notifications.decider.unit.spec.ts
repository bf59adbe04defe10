import { describe, it } from 'vitest';
import { ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import { notificationInboxDecider } from './notifications.decider';
import type { NotificationEvent } from './notifications.events';

const spec = deciderSpec(notificationInboxDecider);
const readOne = (...ids: string[]): NotificationEvent => ({
  type: 'NotificationsRead',
  data: { userId: 'u1', read: { kind: 'ids', notificationIds: ids } },
});
const readUpTo = (position: string): NotificationEvent => ({
  type: 'NotificationsRead',
  data: { userId: 'u1', read: { kind: 'upTo', position } },
});

describe('notification inbox decider', () => {
  it('marks notifications read once: a second click appends nothing', () => {
    spec
      .given([])
      .when({ type: 'MarkNotificationsRead', userId: 'u1', notificationIds: ['n1'] })
      .then([readOne('n1')]);
    spec
      .given([readOne('n1')])
      .when({ type: 'MarkNotificationsRead', userId: 'u1', notificationIds: ['n1'] })
      .then([]);
    spec
      .given([readOne('n1')])
      .when({ type: 'MarkNotificationsRead', userId: 'u1', notificationIds: ['n1', 'n2', 'n2'] })
      .then([readOne('n2')]);
  });

  it('marks all read up to a position, never backwards', () => {
    spec
      .given([])
      .when({ type: 'MarkAllNotificationsRead', userId: 'u1', upTo: '42' })
      .then([readUpTo('42')]);
    spec
      .given([readUpTo('42')])
      .when({ type: 'MarkAllNotificationsRead', userId: 'u1', upTo: '42' })
      .then([]);
    spec
      .given([readUpTo('42')])
      .when({ type: 'MarkAllNotificationsRead', userId: 'u1', upTo: '7' })
      .then([]);
    spec
      .given([readUpTo('42')])
      .when({ type: 'MarkAllNotificationsRead', userId: 'u1', upTo: '100' })
      .then([readUpTo('100')]);
  });

  it('refuses what is not a position or too many ids at once', () => {
    spec.given([]).when({ type: 'MarkAllNotificationsRead', userId: 'u1', upTo: '-1' }).thenThrows(ValidationError);
    spec
      .given([])
      .when({
        type: 'MarkNotificationsRead',
        userId: 'u1',
        notificationIds: Array.from({ length: 101 }, (_, i) => `n${i}`),
      })
      .thenThrows(ValidationError);
  });
});

/** A person's notification inbox (stream `notificationinbox-<userId>`): what they have marked read. */
import { defineDecider, unknownCommand } from '../decider';
import { ValidationError } from '../errors';
import { NOTIFICATIONS_READ_BATCH_MAX } from './notifications.constants';
import { notificationEventSchemas, type NotificationEvent } from './notifications.events';

/** Marks these notifications read (the caller checked they are the person's own). */
export type MarkNotificationsRead = { type: 'MarkNotificationsRead'; userId: string; notificationIds: string[] };
/** Marks every notification up to this global position read (a bigint as a decimal string). */
export type MarkAllNotificationsRead = { type: 'MarkAllNotificationsRead'; userId: string; upTo: string };
export type NotificationCommand = MarkNotificationsRead | MarkAllNotificationsRead;

/** Ids marked one by one, and the position everything up to which is read. */
export type NotificationInboxState = { readIds: ReadonlySet<string>; readUpTo: bigint };

const initialState = (): NotificationInboxState => ({ readIds: new Set(), readUpTo: 0n });

function evolve(state: NotificationInboxState, event: NotificationEvent): NotificationInboxState {
  switch (event.type) {
    case 'NotificationsRead': {
      const { read } = event.data;
      if (read.kind === 'upTo') {
        const upTo = BigInt(read.position);
        return { readIds: state.readIds, readUpTo: upTo > state.readUpTo ? upTo : state.readUpTo };
      }
      const readIds = new Set(state.readIds);
      for (const id of read.notificationIds) readIds.add(id);
      return { readIds, readUpTo: state.readUpTo };
    }
  }
}

function decide(command: NotificationCommand, state: NotificationInboxState): NotificationEvent[] {
  switch (command.type) {
    case 'MarkNotificationsRead': {
      if (command.notificationIds.length > NOTIFICATIONS_READ_BATCH_MAX) {
        throw new ValidationError(`At most ${NOTIFICATIONS_READ_BATCH_MAX} notifications at a time`);
      }
      // Marking read twice changes nothing: a double click appends one event.
      const unread = [...new Set(command.notificationIds)].filter((id) => !state.readIds.has(id));
      if (unread.length === 0) return [];
      return [
        { type: 'NotificationsRead', data: { userId: command.userId, read: { kind: 'ids', notificationIds: unread } } },
      ];
    }
    case 'MarkAllNotificationsRead': {
      if (!/^\d+$/.test(command.upTo)) throw new ValidationError('Not a position');
      if (BigInt(command.upTo) <= state.readUpTo) return [];
      return [
        { type: 'NotificationsRead', data: { userId: command.userId, read: { kind: 'upTo', position: command.upTo } } },
      ];
    }
    default:
      return unknownCommand(command);
  }
}

export const notificationInboxDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: notificationEventSchemas,
});

/**
 * `GET /notifications?limit=10` (issue 8): the newest notifications and the unread count, for the bell. Live: the
 * projector publishes `notifications` to the person's own room whenever one arrives or is marked read (in any tab),
 * and after a reconnect every live key loads again, so what arrived offline shows too. It is REST, so a reload keeps
 * everything.
 */
import useSWR, { mutate } from 'swr';
import { NOTIFICATIONS_PAGE_SIZE } from '@stint/shared/notifications/notifications.constants';
import type { NotificationList } from '@stint/shared/notifications/notifications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const NOTIFICATIONS_PATH = '/notifications';
export const BELL_KEY = `${NOTIFICATIONS_PATH}?limit=${NOTIFICATIONS_PAGE_SIZE}`;

registerLiveKey(topics.notifications, NOTIFICATIONS_PATH);

/** For a signed-in person only (the bell is shown only then). */
export function useNotifications() {
  return useSWR<NotificationList>(BELL_KEY, (key: string) => apiFetch<NotificationList>(key));
}

/** Loads every notifications key again (after marking read). */
export function revalidateNotifications(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(NOTIFICATIONS_PATH));
}

/**
 * `GET /notifications` (issue 8): the newest notifications and the unread count, for the bell, ten at a time — Show
 * older adds the next ten. The pages on screen live under ONE SWR key, `[/notifications?limit=10, pageCount]` (as
 * lib/paged-list.ts explains), so a live notice reloads them all together. Live: the projector publishes
 * `notifications` to the person's own room whenever one arrives or is marked read (in any tab), and after a reconnect
 * every live key loads again, so what arrived offline shows too. It is REST, so a reload keeps everything.
 */
import { useCallback, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { NOTIFICATIONS_PAGE_SIZE } from '@stint/shared/notifications/notifications.constants';
import type { NotificationList } from '@stint/shared/notifications/notifications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const NOTIFICATIONS_PATH = '/notifications';
const BELL_PATH = `${NOTIFICATIONS_PATH}?limit=${NOTIFICATIONS_PAGE_SIZE}`;
type BellKey = readonly [string, number];

registerLiveKey(topics.notifications, NOTIFICATIONS_PATH);

/** Whether an SWR key is the bell's (whatever its page count). */
export const isBellKey = (key: unknown): boolean => Array.isArray(key) && key[0] === BELL_PATH;

/** The pages as one list: newest first, each notification once, the unread count as the first page has it. */
export function mergeNotificationPages(pages: readonly NotificationList[]): NotificationList {
  const byId = new Map(pages.flatMap((page) => page.notifications).map((item) => [item._id, item] as const));
  return {
    notifications: [...byId.values()],
    unreadCount: pages[0]!.unreadCount,
    pagination: pages.at(-1)!.pagination,
  };
}

/** For a signed-in person only (the bell is shown only then). */
export function useNotifications() {
  const [pageCount, setPageCount] = useState(1);
  const key: BellKey = [BELL_PATH, pageCount];
  const result = useSWR<NotificationList>(
    key,
    async ([, count]: BellKey) =>
      mergeNotificationPages(
        await Promise.all(
          Array.from({ length: count }, (_, index) =>
            apiFetch<NotificationList>(`${NOTIFICATIONS_PATH}?page=${index + 1}&limit=${NOTIFICATIONS_PAGE_SIZE}`),
          ),
        ),
      ),
    // The notifications already shown stay while older ones load.
    { keepPreviousData: true },
  );
  const loadedPages = result.data?.pagination.page ?? 0;
  const showOlder = useCallback(() => setPageCount(loadedPages + 1), [loadedPages]);
  return {
    ...result,
    hasOlder: result.data?.pagination.hasNextPage ?? false,
    isLoadingOlder: result.data !== undefined && loadedPages < pageCount && result.isValidating,
    showOlder,
  };
}

/** Loads every notifications key again (after marking read). */
export function revalidateNotifications(): Promise<unknown> {
  return mutate((key) => isBellKey(key));
}

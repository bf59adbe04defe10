/**
 * A toast when someone else moves one of the user's own items to a status worth announcing (docs/architecture.md
 * §Realtime: a toast for one's own items). Which statuses speak, in what tone and with which verb, is each feature's
 * table; the item's own words (its title, a link, the reviewer's comment) come from `describe`. Statuses missing from
 * the table say nothing, and so do the user's own moves (see `useLiveStatusChanges`).
 */
import type { Topic } from '@stint/shared/live/topics';
import { showToast, type Toast, type ToastTone } from '../components/toasts';
import { useLiveStatusChanges } from './live-status-changes';

export type StatusAnnouncement = { tone: ToastTone; title: string; verb: string };

export function useStatusChangeToasts<Status extends string, Item extends { _id: string; status: Status }>(
  topic: Topic,
  items: readonly Item[] | undefined,
  announcements: Partial<Record<Status, StatusAnnouncement>>,
  describe: (item: Item, verb: string) => Pick<Toast, 'message' | 'action'>,
): void {
  useLiveStatusChanges<Status, Item>(topic, items, (item) => {
    const announcement = announcements[item.status];
    if (!announcement) return;
    showToast({ tone: announcement.tone, title: announcement.title, ...describe(item, announcement.verb) });
  });
}

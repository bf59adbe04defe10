/**
 * Toasts for items that arrived in one of the user's live lists (new applications, newly submitted logbook entries):
 * one each, or, beyond a few at once (e.g. after a long time offline), one summary that says how many.
 */
import { useEffect, useRef } from 'react';
import { showToast, type Toast } from '../components/toasts';

/** Beyond this many at once, one summary toast says how many. */
export const MAX_SEPARATE_TOASTS = 3;

type ToastText = Omit<Toast, 'id' | 'tone'>;

export function showArrivalToasts<Item>(
  arrived: readonly Item[],
  { summary, each }: { summary: (count: number) => ToastText; each: (item: Item) => ToastText },
): void {
  if (arrived.length > MAX_SEPARATE_TOASTS) {
    showToast({ tone: 'info', ...summary(arrived.length) });
    return;
  }
  for (const item of arrived) showToast({ tone: 'info', ...each(item) });
}

/**
 * Calls `onAdded` with the items of `items` that were not in it the last time it loaded. The first load adds nothing
 * (what is already there has not "arrived"), and an item that leaves the list and comes back is added again; which of
 * the added items are news is the caller's rule.
 */
export function useAddedItems<Item extends { _id: string }>(
  items: readonly Item[] | undefined,
  onAdded: (added: Item[]) => void,
): void {
  const known = useRef<Set<string> | null>(null);
  const onAddedRef = useRef(onAdded);
  useEffect(() => {
    onAddedRef.current = onAdded;
  });

  useEffect(() => {
    if (!items) return;
    const previous = known.current;
    known.current = new Set(items.map((item) => item._id));
    if (previous) onAddedRef.current(items.filter((item) => !previous.has(item._id)));
  }, [items]);
}

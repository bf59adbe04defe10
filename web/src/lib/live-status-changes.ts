/**
 * Someone else moved one of the user's own items (docs/architecture.md §Realtime: a toast for one's own items). A
 * `topic` notice names the items; their list (registered live) loads again; an item that was named and whose status now
 * differs from the one seen before is passed to `onChange`. Items seen for the first time (the first load, Load More)
 * are only remembered. The user's own moves are filtered by the caller, which announces only the statuses others
 * decide.
 */
import { useEffect, useRef } from 'react';
import { subscribeToLiveChanges } from './live';
import type { Topic } from '@stint/shared/live/topics';

type Tracked<Status extends string> = { _id: string; status: Status };

export function useLiveStatusChanges<Status extends string, Item extends Tracked<Status>>(
  topic: Topic,
  items: readonly Item[] | undefined,
  onChange: (item: Item, before: Status) => void,
): void {
  const known = useRef(new Map<string, Status>());
  const noticed = useRef(new Set<string>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(
    () =>
      subscribeToLiveChanges((notice) => {
        if (notice.topic !== topic) return;
        for (const id of notice.ids) noticed.current.add(id);
      }),
    [topic],
  );

  useEffect(() => {
    if (!items) return;
    for (const item of items) {
      const before = known.current.get(item._id);
      known.current.set(item._id, item.status);
      if (before === undefined || before === item.status || !noticed.current.has(item._id)) continue;
      noticed.current.delete(item._id);
      onChangeRef.current(item, before);
    }
  }, [items]);
}

/**
 * A toast for each item someone submits while a reviewer is on the review screens (docs/architecture.md §Realtime).
 * The `topic` notice reaches the reviewers' room and names the items; each is read once and announced while it is
 * waiting (submitted), so the reviewers' own decisions, which also send notices, say nothing. `submission` tells one
 * submission from the next: an item submitted again after a revision may be announced again. The reviewers' lists
 * revalidate on their own (their keys are live).
 */
import { useEffect, useRef } from 'react';
import type { Topic } from '@stint/shared/live/topics';
import { showToast, type Toast } from '../components/toasts';
import { subscribeToLiveChanges } from './live';

export function useSubmissionToasts<Item extends { _id: string; status: string }>(
  topic: Topic,
  read: (id: string) => Promise<Item>,
  { submission, toast }: { submission: (item: Item) => string; toast: (item: Item) => Omit<Toast, 'id' | 'tone'> },
): void {
  const announced = useRef(new Set<string>());
  // The latest functions, so that a screen passing new ones on each render does not subscribe again.
  const latest = useRef({ read, submission, toast });
  useEffect(() => {
    latest.current = { read, submission, toast };
  });

  useEffect(() => {
    let isActive = true;
    const unsubscribe = subscribeToLiveChanges((notice) => {
      if (notice.topic !== topic) return;
      for (const id of notice.ids) {
        latest.current
          .read(id)
          .then((item) => {
            const key = latest.current.submission(item);
            if (!isActive || item.status !== 'submitted' || announced.current.has(key)) return;
            announced.current.add(key);
            showToast({ tone: 'info', ...latest.current.toast(item) });
          })
          .catch(() => {});
      }
    });
    return () => {
      isActive = false;
      unsubscribe();
    };
  }, [topic]);
}

/**
 * A toast for each logbook entry an intern submits while the employer has the review queue open (docs/architecture.md
 * §Realtime: a toast for one's own items). The `logbooks` notice reaches the employer's room and names the entry; the
 * first page of the Submitted queue (newest first, live) loads again, and an entry that was named and was not on it
 * before has arrived. Entries that slide up from the next page after a review were not named, so they say nothing.
 */
import { useEffect, useRef } from 'react';
import { showToast } from '../../../components/toasts';
import { subscribeToLiveChanges } from '../../../lib/live';
import { useEmployerLogbook } from '../api/get-employer-logbook';
import { entryStudentName } from '../components/logbook-format';
import { topics } from '@stint/shared/live/topics';

/** Beyond this many at once (e.g. after a long time offline) one summary toast says how many. */
const MAX_SEPARATE_TOASTS = 3;

export function useNewLogbookEntryToasts(): void {
  const { data } = useEmployerLogbook('submitted', 1);
  const known = useRef<Set<string> | null>(null);
  const noticed = useRef(new Set<string>());

  useEffect(
    () =>
      subscribeToLiveChanges((notice) => {
        if (notice.topic !== topics.logbooks) return;
        for (const id of notice.ids) noticed.current.add(id);
      }),
    [],
  );

  useEffect(() => {
    if (!data) return;
    const previous = known.current;
    known.current = new Set(data.logbookEntries.map((entry) => entry._id));
    if (!previous) return; // the first page loaded: nothing has "arrived"
    const arrived = data.logbookEntries.filter(
      (entry) => !previous.has(entry._id) && noticed.current.has(entry._id) && entry.status === 'submitted',
    );
    for (const entry of arrived) noticed.current.delete(entry._id);
    if (arrived.length > MAX_SEPARATE_TOASTS) {
      showToast({
        tone: 'info',
        title: `${arrived.length} new logbook entries to review`,
        action: { label: 'Review logbooks', to: '/employer/logbooks' },
      });
      return;
    }
    for (const entry of arrived) {
      showToast({
        tone: 'info',
        title: 'New logbook entry submitted',
        message: `${entryStudentName(entry)} submitted “${entry.title}” (week ${entry.weekNumber}).`,
        action: { label: 'Review logbooks', to: '/employer/logbooks' },
      });
    }
  }, [data]);
}

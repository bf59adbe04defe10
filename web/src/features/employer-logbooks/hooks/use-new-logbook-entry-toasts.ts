/**
 * A toast for each logbook entry an intern submits while the employer has the review queue open (docs/architecture.md
 * §Realtime: a toast for one's own items). The `logbooks` notice reaches the employer's room and names the entry; the
 * first page of the Submitted queue (newest first, live) loads again, and an entry that was named and was not on it
 * before has arrived. Entries that slide up from the next page after a review were not named, so they say nothing.
 */
import { useEffect, useRef } from 'react';
import { showArrivalToasts, useAddedItems } from '../../../lib/arrival-toasts';
import { subscribeToLiveChanges } from '../../../lib/live';
import { useEmployerLogbook } from '../api/get-employer-logbook';
import { entryStudentName } from '../components/logbook-format';
import { topics } from '@stint/shared/live/topics';

export function useNewLogbookEntryToasts(): void {
  const { data } = useEmployerLogbook('submitted', 1);
  const noticed = useRef(new Set<string>());

  useEffect(
    () =>
      subscribeToLiveChanges((notice) => {
        if (notice.topic !== topics.logbooks) return;
        for (const id of notice.ids) noticed.current.add(id);
      }),
    [],
  );

  useAddedItems(data?.logbookEntries, (added) => {
    const arrived = added.filter((entry) => noticed.current.has(entry._id) && entry.status === 'submitted');
    for (const entry of arrived) noticed.current.delete(entry._id);
    const review = { label: 'Review logbooks', to: '/employer/logbooks' };
    showArrivalToasts(arrived, {
      summary: (count) => ({ title: `${count} new logbook entries to review`, action: review }),
      each: (entry) => ({
        title: 'New logbook entry submitted',
        message: `${entryStudentName(entry)} submitted “${entry.title}” (week ${entry.weekNumber}).`,
        action: review,
      }),
    });
  });
}

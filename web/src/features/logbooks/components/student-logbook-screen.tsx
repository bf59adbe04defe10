/**
 * The student's logbook (spec 1 §2.16): four counts, the entries (ten at a time, Load More), a New Entry modal and,
 * per entry, Edit and Submit. Entries are kept only for an internship the student was accepted to; until there is one,
 * the page says so and New Entry explains it. Live: an employer's review shows without a reload, with a toast.
 */
import type { ReactNode } from 'react';
import { StudentReviewPage, type StudentReviewPageText } from '../../../components/student-review-page';
import { useItemEditor } from '../../../components/use-item-editor';
import { useAcceptedInternships } from '../../../lib/accepted-internships';
import { useLogbookStats } from '../api/get-logbook-stats';
import { useMyLogbookEntries } from '../api/get-my-logbook-entries';
import { useLogbookReviewToasts } from '../hooks/use-logbook-review-toasts';
import { LogbookEntryCard } from './logbook-entry-card';
import { LogbookEntryModal } from './logbook-entry-modal';
import { LogbookStatCards } from './logbook-stats';

const TEXT: StudentReviewPageText = {
  title: 'My Logbook',
  intro: 'Record what you did each week of your internship, then submit each entry for your employer to review.',
  newLabel: 'New Entry',
  noPlacement:
    'You can keep a logbook once an employer accepts one of your applications. Until then there is nothing to write entries for.',
  statsFailedTitle: 'Failed to fetch logbook statistics',
  listTitle: 'Entries',
  noun: 'entries',
  listFailedTitle: 'Failed to fetch logbook entries',
  loadingText: 'Loading your logbook…',
  emptyTitle: 'No Logbook Entries Yet',
  emptyText: {
    noPlacement: 'Once you are accepted to an internship, your weekly entries appear here.',
    first:
      'Write your first entry about what you did and learned this week. It is saved as a draft until you submit it.',
  },
};

/** `notice`: composed in by the route (a placement awaiting its university's approval). */
export function StudentLogbookScreen({ notice }: { notice?: ReactNode } = {}) {
  const entries = useMyLogbookEntries();
  const stats = useLogbookStats();
  const accepted = useAcceptedInternships();
  // The entry being edited is kept by id, so a live update shows in its open modal.
  const editor = useItemEditor(entries.items);
  useLogbookReviewToasts(entries.items);

  return (
    <StudentReviewPage
      notice={notice}
      text={TEXT}
      headingIds={{ stats: 'logbook-stats-title', list: 'logbook-entries-title' }}
      hasNoPlacement={accepted.internships !== undefined && accepted.internships.length === 0}
      onNew={editor.startNew}
      stats={{
        cards: stats.data ? <LogbookStatCards stats={stats.data} /> : null,
        error: stats.error,
        retry: () => void stats.mutate(),
      }}
      list={entries}
      renderCard={(entry) => <LogbookEntryCard key={entry._id} entry={entry} onEdit={() => editor.edit(entry._id)} />}
    >
      {editor.isOpen ? <LogbookEntryModal entry={editor.edited} accepted={accepted} onClose={editor.close} /> : null}
    </StudentReviewPage>
  );
}

/**
 * The student's logbook (spec 1 §2.16): four counts, the entries (ten at a time, Load More), a New Entry modal and,
 * per entry, Edit and Submit. Entries are kept only for an internship the student was accepted to; until there is one,
 * the page says so and New Entry explains it. Live: an employer's review shows without a reload, with a toast.
 */
import { useState } from 'react';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { StudentReviewPage, type StudentReviewPageText } from '../../../components/student-review-page';
import { useAcceptedInternships } from '../../../lib/accepted-internships';
import { useLogbookStats } from '../api/get-logbook-stats';
import { useMyLogbookEntries } from '../api/get-my-logbook-entries';
import { useLogbookReviewToasts } from '../hooks/use-logbook-review-toasts';
import { LogbookEntryCard } from './logbook-entry-card';
import { LogbookEntryModal } from './logbook-entry-modal';
import { LogbookStatCards } from './logbook-stats';

/** Which modal is open: a new entry, or the entry being edited (by id, so a live update shows in it). */
type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

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

export function StudentLogbookScreen() {
  const entries = useMyLogbookEntries();
  const stats = useLogbookStats();
  const accepted = useAcceptedInternships();
  const [editing, setEditing] = useState<Editing>(null);
  useLogbookReviewToasts(entries.items);

  const edited: LogbookEntry | undefined =
    editing?.kind === 'edit' ? entries.items?.find((entry) => entry._id === editing.id) : undefined;

  return (
    <StudentReviewPage
      text={TEXT}
      headingIds={{ stats: 'logbook-stats-title', list: 'logbook-entries-title' }}
      hasNoPlacement={accepted.internships !== undefined && accepted.internships.length === 0}
      onNew={() => setEditing({ kind: 'new' })}
      stats={{
        cards: stats.data ? <LogbookStatCards stats={stats.data} /> : null,
        error: stats.error,
        retry: () => void stats.mutate(),
      }}
      list={entries}
      renderCard={(entry) => (
        <LogbookEntryCard key={entry._id} entry={entry} onEdit={() => setEditing({ kind: 'edit', id: entry._id })} />
      )}
    >
      {editing?.kind === 'new' ? (
        <LogbookEntryModal entry={null} accepted={accepted} onClose={() => setEditing(null)} />
      ) : editing?.kind === 'edit' && edited ? (
        <LogbookEntryModal entry={edited} accepted={accepted} onClose={() => setEditing(null)} />
      ) : null}
    </StudentReviewPage>
  );
}

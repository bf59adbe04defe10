/**
 * Student Logbooks (/university/logbooks, spec 2 §2): the university's students' submitted logbook entries, filtered
 * by status (Clear Filters returns to page 1), 10 a page, newest submission first; View Entry opens the read-only
 * entry with its status history; Export CSV takes the filter. Live: a submission or a review shows without a reload.
 */
import { useState } from 'react';
import type { UniversityLogbookEntry } from '@stint/shared/university/university.schemas';
import { FilterSelect } from '../../../components/filter-select';
import { useListFilters } from '../../../lib/list-filters';
import { useUniversityLogbooks, type LogbookFilters } from '../api/get-university-logbooks';
import { LogbookEntryDetail, LogbookRow } from './review-items';
import { ALL, STATUS_OPTIONS, statusFrom } from './university-format';
import { UniversityReviewList, type UniversityReviewListText } from './university-review-list';

const PATH = '/university/logbooks';

const TEXT: UniversityReviewListText = {
  title: 'Student Logbooks',
  intro: 'Logbook entries your students have submitted, week by week.',
  error: {
    title: 'Error Loading Logbooks',
    fetch: 'Failed to fetch logbooks data',
    fallback: 'Failed to load logbooks data',
  },
  listLabel: 'Logbook entries',
  loadingText: 'Loading logbook entries…',
  emptyTitle: 'No Logbook Entries Found',
  emptyText: {
    filtered: 'No logbook entries match your filter criteria.',
    all: 'No logbook entries have been submitted yet.',
  },
  pagesLabel: 'Logbook pages',
  pageNote: 'Approved, pending review and hours count the entries on this page.',
};

function filtersFrom(params: URLSearchParams): LogbookFilters {
  return { status: statusFrom(params.get('status')) };
}

export function UniversityLogbooksScreen() {
  const list = useListFilters(PATH, filtersFrom);
  const query = useUniversityLogbooks(list.filters, list.page);
  const [viewing, setViewing] = useState<UniversityLogbookEntry | null>(null);

  return (
    <UniversityReviewList
      text={TEXT}
      listId="logbooks-list-title"
      exportName="logbooks"
      filters={
        <FilterSelect
          id="logbook-status-filter"
          label="Status"
          options={STATUS_OPTIONS}
          value={list.filters.status ?? ALL}
          onChange={(value) => list.setFilters({ status: statusFrom(value) })}
        />
      }
      list={list}
      query={query}
      items={(data) => data.logbookEntries}
      renderRow={(entry) => <LogbookRow key={entry._id} entry={entry} onView={() => setViewing(entry)} />}
      summary={(entries, total) => {
        const hours = entries.reduce((sum, entry) => sum + entry.hoursWorked, 0);
        return [
          { key: 'total', label: 'Total Entries', value: total },
          { key: 'approved', label: 'Approved', value: entries.filter((entry) => entry.status === 'approved').length },
          {
            key: 'pending',
            label: 'Pending Review',
            value: entries.filter((entry) => entry.status === 'submitted').length,
          },
          { key: 'hours', label: 'Total Hours', value: Math.round(hours * 10) / 10 },
        ];
      }}
    >
      {viewing ? (
        <LogbookEntryDetail entryId={viewing._id} title={viewing.title} onClose={() => setViewing(null)} />
      ) : null}
    </UniversityReviewList>
  );
}

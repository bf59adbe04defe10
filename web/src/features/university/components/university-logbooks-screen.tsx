/**
 * Student Logbooks (/university/logbooks, spec 2 §2): the university's students' submitted logbook entries, filtered
 * by status (Clear Filters returns to page 1), 10 a page, newest submission first; View Entry opens the read-only
 * entry with its status history; Export CSV takes the filter. Live: a submission or a review shows without a reload.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UniversityLogbookEntry } from '@stint/shared/university/university.schemas';
import { FilterSelect } from '../../../components/filter-select';
import { logbookFilterParams, useUniversityLogbooks, type LogbookStatusFilter } from '../api/get-university-logbooks';
import { LogbookEntryDetail, LogbookRow } from './review-items';
import { ALL, pageFrom, STATUS_OPTIONS, statusFrom } from './university-format';
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

function hrefFor(status: LogbookStatusFilter, page: number): string {
  const params = logbookFilterParams(status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export function UniversityLogbooksScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const status = statusFrom(searchParams.get('status'));
  const page = pageFrom(searchParams);
  const { data, error, isLoading, isValidating } = useUniversityLogbooks(status, page);
  const [viewing, setViewing] = useState<UniversityLogbookEntry | null>(null);

  return (
    <UniversityReviewList
      path={PATH}
      text={TEXT}
      listId="logbooks-list-title"
      exportName="logbooks"
      exportParams={logbookFilterParams(status)}
      filters={
        <FilterSelect
          id="logbook-status-filter"
          label="Status"
          options={STATUS_OPTIONS}
          value={status ?? ALL}
          onChange={(value) => void navigate(hrefFor(statusFrom(value), 1), { replace: true })}
        />
      }
      isFiltered={status !== null}
      page={page}
      hrefFor={(target) => hrefFor(status, target)}
      list={{
        items: data?.logbookEntries,
        totalPages: data?.pagination.totalPages,
        total: data?.pagination.total,
        error,
        isLoading,
        isValidating,
      }}
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

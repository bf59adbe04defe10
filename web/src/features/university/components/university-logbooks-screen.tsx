/**
 * Student Logbooks (/university/logbooks, spec 2 §2): the university's students' submitted logbook entries, filtered
 * by status (Clear Filters returns to page 1), 10 a page, newest submission first; View Entry opens the read-only
 * entry with its status history; Export CSV takes the filter. Live: a submission or a review shows without a reload.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UniversityLogbookEntry } from '@stint/shared/university/university.schemas';
import { FilterSelect } from '../../../components/filter-select';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { logbookFilterParams, useUniversityLogbooks, type LogbookStatusFilter } from '../api/get-university-logbooks';
import { ExportButton } from './export-button';
import { LogbookEntryDetail, LogbookRow } from './review-items';
import { ALL, loadFailure, pageFrom, STATUS_OPTIONS, statusFrom } from './university-format';
import { EmptyList, ListError, Summary } from './university-page';
import './university.css';

const PATH = '/university/logbooks';

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

  if (error && !data) {
    return (
      <ListError
        title="Error Loading Logbooks"
        message={loadFailure(error, 'Failed to fetch logbooks data', 'Failed to load logbooks data')}
      />
    );
  }

  const entries = data?.logbookEntries ?? [];
  const totalPages = data?.pagination.totalPages ?? 1;
  const hours = entries.reduce((sum, entry) => sum + entry.hoursWorked, 0);

  return (
    <main id="main" tabIndex={-1} className="page uni-page">
      <title>{page > 1 ? `Student Logbooks, page ${page} · Stint` : 'Student Logbooks · Stint'}</title>
      <div className="page__inner">
        <PageHeader
          title="Student Logbooks"
          intro="Logbook entries your students have submitted, week by week."
          actions={<ExportButton name="logbooks" params={logbookFilterParams(status)} />}
        />

        <div className="tile uni-filters">
          <FilterSelect
            id="logbook-status-filter"
            label="Status"
            options={STATUS_OPTIONS}
            value={status ?? ALL}
            onChange={(value) => void navigate(hrefFor(statusFrom(value), 1), { replace: true })}
          />
          <button
            type="button"
            className="button button--secondary uni-filters__clear"
            onClick={() => void navigate(PATH, { replace: true })}
          >
            Clear Filters
          </button>
        </div>

        <section aria-labelledby="logbooks-list-title" aria-busy={isValidating}>
          <h2 id="logbooks-list-title" className="visually-hidden">
            Logbook entries
          </h2>
          {isLoading && !data ? (
            <LoadingPanel text="Loading logbook entries…" />
          ) : entries.length === 0 ? (
            <EmptyList
              title="No Logbook Entries Found"
              text={
                status
                  ? 'No logbook entries match your filter criteria.'
                  : 'No logbook entries have been submitted yet.'
              }
              firstPage={page > 1 ? hrefFor(status, 1) : null}
            />
          ) : (
            <>
              <ul className="uni-items" aria-label={`Logbook entries, page ${page} of ${totalPages}`}>
                {entries.map((entry) => (
                  <LogbookRow key={entry._id} entry={entry} onView={() => setViewing(entry)} />
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={totalPages}
                hrefFor={(target) => hrefFor(status, target)}
                label="Logbook pages"
              />
            </>
          )}
        </section>

        {data ? (
          <Summary
            cards={[
              { key: 'total', label: 'Total Entries', value: data.pagination.total },
              {
                key: 'approved',
                label: 'Approved',
                value: entries.filter((entry) => entry.status === 'approved').length,
              },
              {
                key: 'pending',
                label: 'Pending Review',
                value: entries.filter((entry) => entry.status === 'submitted').length,
              },
              { key: 'hours', label: 'Total Hours', value: Math.round(hours * 10) / 10 },
            ]}
            note={totalPages > 1 ? 'Approved, pending review and hours count the entries on this page.' : null}
          />
        ) : null}
      </div>
      {viewing ? (
        <LogbookEntryDetail entryId={viewing._id} title={viewing.title} onClose={() => setViewing(null)} />
      ) : null}
    </main>
  );
}

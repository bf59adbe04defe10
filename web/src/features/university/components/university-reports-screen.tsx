/**
 * Student Reports (/university/reports, spec 2 §2): the university's students' submitted reports, filtered by status
 * and type (Clear Filters resets both and returns to page 1), 10 a page, newest submission first; View Report opens
 * the read-only report with its status history; Export CSV takes the filters. Live: a submission or a review shows
 * without a reload.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UniversityReport } from '@stint/shared/university/university.schemas';
import { FilterSelect } from '../../../components/filter-select';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { reportFilterParams, useUniversityReports, type ReportFilters } from '../api/get-university-reports';
import { ExportButton } from './export-button';
import { ReportDetail, ReportRow } from './review-items';
import { ALL, loadFailure, pageFrom, STATUS_OPTIONS, statusFrom, TYPE_OPTIONS, typeFrom } from './university-format';
import { EmptyList, ListError, Summary } from './university-page';
import './university.css';

const PATH = '/university/reports';

function hrefFor(filters: ReportFilters, page: number): string {
  const params = reportFilterParams(filters);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export function UniversityReportsScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters: ReportFilters = {
    status: statusFrom(searchParams.get('status')),
    type: typeFrom(searchParams.get('type')),
  };
  const page = pageFrom(searchParams);
  const { data, error, isLoading, isValidating } = useUniversityReports(filters, page);
  const [viewing, setViewing] = useState<UniversityReport | null>(null);

  if (error && !data) {
    return (
      <ListError
        title="Error Loading Reports"
        message={loadFailure(error, 'Failed to fetch reports data', 'Failed to load reports data')}
      />
    );
  }

  const reports = data?.reports ?? [];
  const totalPages = data?.pagination.totalPages ?? 1;
  const isFiltered = filters.status !== null || filters.type !== null;
  const setFilters = (next: Partial<ReportFilters>) =>
    void navigate(hrefFor({ ...filters, ...next }, 1), { replace: true });

  return (
    <main id="main" tabIndex={-1} className="page uni-page">
      <title>{page > 1 ? `Student Reports, page ${page} · Stint` : 'Student Reports · Stint'}</title>
      <div className="page__inner">
        <PageHeader
          title="Student Reports"
          intro="Reports your students have submitted, with where each stands in its review."
          actions={<ExportButton name="reports" params={reportFilterParams(filters)} />}
        />

        <div className="tile uni-filters">
          <FilterSelect
            id="report-status-filter"
            label="Status"
            options={STATUS_OPTIONS}
            value={filters.status ?? ALL}
            onChange={(value) => setFilters({ status: statusFrom(value) })}
          />
          <FilterSelect
            id="report-type-filter"
            label="Type"
            options={TYPE_OPTIONS}
            value={filters.type ?? ALL}
            onChange={(value) => setFilters({ type: typeFrom(value) })}
          />
          <button
            type="button"
            className="button button--secondary uni-filters__clear"
            onClick={() => void navigate(PATH, { replace: true })}
          >
            Clear Filters
          </button>
        </div>

        <section aria-labelledby="reports-list-title" aria-busy={isValidating}>
          <h2 id="reports-list-title" className="visually-hidden">
            Reports
          </h2>
          {isLoading && !data ? (
            <LoadingPanel text="Loading reports…" />
          ) : reports.length === 0 ? (
            <EmptyList
              title="No Reports Found"
              text={isFiltered ? 'No reports match your filter criteria.' : 'No reports have been submitted yet.'}
              firstPage={page > 1 ? hrefFor(filters, 1) : null}
            />
          ) : (
            <>
              <ul className="uni-items" aria-label={`Reports, page ${page} of ${totalPages}`}>
                {reports.map((report) => (
                  <ReportRow key={report._id} report={report} onView={() => setViewing(report)} />
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={totalPages}
                hrefFor={(target) => hrefFor(filters, target)}
                label="Report pages"
              />
            </>
          )}
        </section>

        {data ? (
          <Summary
            cards={[
              { key: 'total', label: 'Total Reports', value: data.pagination.total },
              {
                key: 'approved',
                label: 'Approved',
                value: reports.filter((report) => report.status === 'approved').length,
              },
              {
                key: 'pending',
                label: 'Pending Review',
                value: reports.filter((report) => report.status === 'submitted' || report.status === 'under_review')
                  .length,
              },
              { key: 'late', label: 'Late', value: reports.filter((report) => report.isLate).length },
            ]}
            note={totalPages > 1 ? 'Approved, pending review and late count the reports on this page.' : null}
          />
        ) : null}
      </div>
      {viewing ? <ReportDetail reportId={viewing._id} title={viewing.title} onClose={() => setViewing(null)} /> : null}
    </main>
  );
}

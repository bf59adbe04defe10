/**
 * Student Reports (/university/reports, spec 2 §2): the university's students' submitted reports, filtered by status
 * and type (Clear Filters resets both and returns to page 1), 10 a page, newest submission first; View Report opens
 * the read-only report with its status history; Export CSV takes the filters. Live: a submission or a review shows
 * without a reload.
 */
import { useState } from 'react';
import type { UniversityReport } from '@stint/shared/university/university.schemas';
import { FilterSelect } from '../../../components/filter-select';
import { useListFilters } from '../../../lib/list-filters';
import { useUniversityReports, type ReportFilters } from '../api/get-university-reports';
import { ReportDetail, ReportRow } from './review-items';
import { ALL, STATUS_OPTIONS, statusFrom, TYPE_OPTIONS, typeFrom } from './university-format';
import { UniversityReviewList, type UniversityReviewListText } from './university-review-list';

const PATH = '/university/reports';

const TEXT: UniversityReviewListText = {
  title: 'Student Reports',
  intro: 'Reports your students have submitted, with where each stands in its review.',
  error: {
    title: 'Error Loading Reports',
    fetch: 'Failed to fetch reports data',
    fallback: 'Failed to load reports data',
  },
  listLabel: 'Reports',
  loadingText: 'Loading reports…',
  emptyTitle: 'No Reports Found',
  emptyText: { filtered: 'No reports match your filter criteria.', all: 'No reports have been submitted yet.' },
  pagesLabel: 'Report pages',
  pageNote: 'Approved, pending review and late count the reports on this page.',
};

function filtersFrom(params: URLSearchParams): ReportFilters {
  return { status: statusFrom(params.get('status')), type: typeFrom(params.get('type')) };
}

export function UniversityReportsScreen() {
  const list = useListFilters(PATH, filtersFrom);
  const query = useUniversityReports(list.filters, list.page);
  const [viewing, setViewing] = useState<UniversityReport | null>(null);

  return (
    <UniversityReviewList
      text={TEXT}
      listId="reports-list-title"
      exportName="reports"
      filters={
        <>
          <FilterSelect
            id="report-status-filter"
            label="Status"
            options={STATUS_OPTIONS}
            value={list.filters.status ?? ALL}
            onChange={(value) => list.setFilters({ status: statusFrom(value) })}
          />
          <FilterSelect
            id="report-type-filter"
            label="Type"
            options={TYPE_OPTIONS}
            value={list.filters.type ?? ALL}
            onChange={(value) => list.setFilters({ type: typeFrom(value) })}
          />
        </>
      }
      list={list}
      query={query}
      items={(data) => data.reports}
      renderRow={(report) => <ReportRow key={report._id} report={report} onView={() => setViewing(report)} />}
      summary={(reports, total) => [
        { key: 'total', label: 'Total Reports', value: total },
        { key: 'approved', label: 'Approved', value: reports.filter((report) => report.status === 'approved').length },
        {
          key: 'pending',
          label: 'Pending Review',
          value: reports.filter((report) => report.status === 'submitted' || report.status === 'under_review').length,
        },
        { key: 'late', label: 'Late', value: reports.filter((report) => report.isLate).length },
      ]}
    >
      {viewing ? <ReportDetail reportId={viewing._id} title={viewing.title} onClose={() => setViewing(null)} /> : null}
    </UniversityReviewList>
  );
}

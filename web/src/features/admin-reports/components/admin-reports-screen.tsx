/**
 * Reports review (/admin/reports): every student's submitted reports — In Review (submitted or under review) by
 * default — filtered by status and type, 10 a page, oldest submission first. A submitted report can be taken into
 * review; a submitted or under-review one approved, rejected or sent back for revision (those two with a comment).
 * Live: a report a student submits, or another admin's decision, shows without a reload.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { reportTypes, type ReportReviewDecision, type ReportType } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { Banner } from '../../../components/alerts';
import { FilterSelect } from '../../../components/filter-select';
import { LoadingPanel } from '../../../components/loading-panel';
import { Screen } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { ReviewDialog } from '../../../components/review-dialog';
import { showToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useAdminReports, type ReportStatusFilter } from '../api/get-admin-reports';
import { reviewReport } from '../api/review-report';
import { ReportCard, reportHeadingId } from './report-card';
import { reportStatusLabels, reportTypeLabels } from '../../../lib/report-labels';
import { reportStudentName } from './report-format';
import { ReviewerCards } from '../../../components/reviewer-card';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './admin-reports.css';

const PATH = '/admin/reports';
const DEFAULT_STATUS: ReportStatusFilter = 'in_review';
const ALL = 'all';

const STATUS_FILTERS: { value: ReportStatusFilter | typeof ALL; label: string }[] = [
  { value: 'in_review', label: 'In Review' },
  { value: 'submitted', label: reportStatusLabels.submitted },
  { value: 'under_review', label: reportStatusLabels.under_review },
  { value: 'approved', label: reportStatusLabels.approved },
  { value: 'rejected', label: reportStatusLabels.rejected },
  { value: 'requires_revision', label: reportStatusLabels.requires_revision },
  { value: ALL, label: 'All statuses' },
];
const TYPE_FILTERS = [
  { value: ALL, label: 'All types' },
  ...reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] })),
];

type Filters = { status: ReportStatusFilter | null; type: ReportType | null; page: number };

function filtersFrom(params: URLSearchParams): Filters {
  const statusParam = params.get('status');
  const status =
    statusParam === ALL
      ? null
      : ((STATUS_FILTERS.find((option) => option.value === statusParam)?.value as ReportStatusFilter | undefined) ??
        DEFAULT_STATUS);
  const type = reportTypes.find((candidate) => candidate === params.get('type')) ?? null;
  const page = Number(params.get('page'));
  return { status, type, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

function hrefFor({ status, type, page }: Filters): string {
  const params = new URLSearchParams();
  if (status !== DEFAULT_STATUS) params.set('status', status ?? ALL);
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

type Decision = Exclude<ReportReviewDecision, 'under_review'>;

const DECISION_COPY: Record<
  Decision,
  { title: string; confirm: string; busy: string; text: string; failure: string; required?: string; label: string }
> = {
  approved: {
    title: 'Approve this report?',
    confirm: 'Approve Report',
    busy: 'Approving…',
    text: 'The student sees that the report is approved. This is the final decision.',
    failure: 'Failed to approve the report',
    label: 'Comment',
  },
  requires_revision: {
    title: 'Request a revision?',
    confirm: 'Request Revision',
    busy: 'Sending…',
    text: 'The student sees your comment, revises the report and submits it again.',
    failure: 'Failed to request a revision',
    required: 'Please say what needs revising',
    label: 'What needs revising?',
  },
  rejected: {
    title: 'Reject this report?',
    confirm: 'Reject Report',
    busy: 'Rejecting…',
    text: 'The student sees your comment and can rewrite the report and submit it again.',
    failure: 'Failed to reject the report',
    required: 'Please say why the report is rejected',
    label: 'Why is it rejected?',
  },
};

export function AdminReportsScreen() {
  const focusAfterRender = useFocusAfterRender();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useAdminReports(filters.status, filters.type, filters.page);
  const [deciding, setDeciding] = useState<{ reportId: string; decision: Decision } | null>(null);
  const [startingId, setStartingId] = useState<string | null>(null);

  const reports = data?.reports ?? [];
  const totalPages = data?.pagination.totalPages ?? 1;
  const total = data?.pagination.totalItems ?? 0;
  const report = deciding ? reports.find((candidate) => candidate._id === deciding.reportId) : undefined;
  const isFiltered = filters.status !== DEFAULT_STATUS || filters.type !== null;
  const statusLabel = STATUS_FILTERS.find((option) => option.value === (filters.status ?? ALL))?.label ?? 'All';

  const setFilters = (next: Partial<Filters>) =>
    void navigate(hrefFor({ ...filters, ...next, page: next.page ?? 1 }), { replace: true });

  const focusAfter = (reportId: string) =>
    focusAfterRender(() =>
      (document.getElementById(reportHeadingId(reportId)) ?? document.getElementById('reports-list-title'))?.focus(),
    );

  const startReview = async (target: Report) => {
    if (startingId) return;
    setStartingId(target._id);
    try {
      const { message } = await reviewReport(target._id, 'under_review', '');
      showToast({
        tone: 'success',
        title: message ?? 'Report taken into review',
        message: `“${target.title}” by ${reportStudentName(target)}.`,
      });
    } catch (failure) {
      showToast({
        tone: 'danger',
        title: 'Review not started',
        message: errorMessage(failure, 'Failed to start the review'),
      });
    } finally {
      setStartingId(null);
      focusAfter(target._id);
    }
  };

  const copy = deciding ? DECISION_COPY[deciding.decision] : null;

  return (
    <Screen
      className="reports-review-page"
      page={filters.page}
      back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
      title="Reports Review"
      intro="Students' internship reports, oldest submission first: take them into review and decide on them."
      outside={
        deciding && report && copy ? (
          <ReviewDialog
            title={copy.title}
            description={`“${report.title}” · ${reportStudentName(report)}`}
            text={<p>{copy.text}</p>}
            confirmLabel={copy.confirm}
            busyLabel={copy.busy}
            tone={deciding.decision === 'rejected' ? 'danger' : 'primary'}
            comment={copy.required ? 'required' : 'optional'}
            commentLabel={copy.label}
            requiredMessage={copy.required}
            failureMessage={copy.failure}
            onClose={() => setDeciding(null)}
            onConfirm={async (comment) => {
              const { message } = await reviewReport(report._id, deciding.decision, comment);
              setDeciding(null);
              showToast({
                tone: 'success',
                title: message ?? copy.confirm,
                message: `“${report.title}” by ${reportStudentName(report)}.`,
              });
              focusAfter(report._id);
            }}
          />
        ) : null
      }
    >
      <div className="tile reviewer-filters report-filters">
        <FilterSelect
          id="report-status-filter"
          label="Status"
          options={STATUS_FILTERS}
          value={filters.status ?? ALL}
          onChange={(value) =>
            setFilters({
              status: value === ALL ? null : (value as ReportStatusFilter),
            })
          }
        />
        <FilterSelect
          id="report-type-filter"
          label="Type"
          options={TYPE_FILTERS}
          value={filters.type ?? ALL}
          onChange={(value) => setFilters({ type: reportTypes.find((type) => type === value) ?? null })}
        />
        {isFiltered ? (
          <button
            type="button"
            className="button button--secondary report-filters__clear"
            onClick={() => setFilters({ status: DEFAULT_STATUS, type: null })}
          >
            Clear Filters
          </button>
        ) : null}
      </div>

      <section aria-labelledby="reports-list-title" aria-busy={isValidating}>
        <div className="section-header">
          <h2 id="reports-list-title" tabIndex={-1}>
            {statusLabel}
            {filters.type ? ` · ${reportTypeLabels[filters.type]}` : ''} reports
          </h2>
          {data ? (
            <p className="muted" role="status">
              {total === 1 ? '1 report' : `${total} reports`}
            </p>
          ) : null}
        </div>

        {error && !data ? (
          <Banner tone="danger" title="Failed to fetch reports">
            <p>{errorMessage(error, 'The reports could not be loaded.')}</p>
            <button type="button" className="button button--secondary button--small" onClick={() => void mutate()}>
              Try Again
            </button>
          </Banner>
        ) : isLoading && !data ? (
          <LoadingPanel text="Loading reports…" />
        ) : reports.length === 0 ? (
          <div className="empty-panel">
            <h3 className="empty-panel__title">{filters.page > 1 ? 'Nothing on this page' : 'No Reports Found'}</h3>
            {filters.page > 1 ? (
              <p>
                There are fewer pages now. <Link to={hrefFor({ ...filters, page: 1 })}>Go to the first page</Link>.
              </p>
            ) : (
              <p>
                {filters.status === DEFAULT_STATUS && !filters.type
                  ? 'Nothing is waiting for review. Reports appear here as students submit them.'
                  : 'No reports match your filter criteria.'}
              </p>
            )}
          </div>
        ) : (
          <>
            <ReviewerCards label={`Reports, page ${filters.page} of ${totalPages}`}>
              {reports.map((candidate) => (
                <ReportCard
                  key={candidate._id}
                  report={candidate}
                  isStarting={startingId === candidate._id}
                  onStartReview={() => void startReview(candidate)}
                  onDecide={(decision) => setDeciding({ reportId: candidate._id, decision })}
                />
              ))}
            </ReviewerCards>
            <Pagination
              page={filters.page}
              totalPages={totalPages}
              hrefFor={(target) => hrefFor({ ...filters, page: target })}
              label="Report pages"
            />
          </>
        )}
      </section>
    </Screen>
  );
}

/**
 * Analytics (/admin/analytics, spec 2 §2 and §9): what happened on the platform over the last 7, 30 or 90 days (per
 * day) or 12 months (per week) — registrations by role, internships posted and applications, decisions and the
 * acceptance rate, top categories, logbook and report throughput — with summary cards and a CSV export. Live: what the
 * platform counts shows without a reload.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  analyticsRangeLabels,
  analyticsRanges,
  DEFAULT_ANALYTICS_RANGE,
  type AnalyticsRange,
} from '@stint/shared/analytics/analytics.constants';
import type { AdminAnalytics } from '@stint/shared/analytics/analytics.schemas';
import { Banner } from '../../../components/alerts';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-state';
import { StatCards } from '../../../components/stat-cards';
import { errorMessage } from '../../../lib/api-client';
import { downloadAnalyticsCsv } from '../api/download-analytics-csv';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { AnalyticsCharts } from './analytics-charts';
import { formatCount, formatRate, leadingCategories, longDate, plural } from './analytics-format';
import './admin-analytics.css';

const RANGE_BUTTONS: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '12 months',
};

function rangeFrom(params: URLSearchParams): AnalyticsRange {
  return analyticsRanges.find((range) => range === params.get('range')) ?? DEFAULT_ANALYTICS_RANGE;
}

function postedNote(analytics: AdminAnalytics): string | undefined {
  const leaders = leadingCategories(analytics.topCategories);
  if (leaders.names.length === 0) return undefined;
  return leaders.names.length === 1
    ? `Most in ${leaders.names[0]}`
    : `Across ${plural(analytics.topCategories.length, 'category', 'categories')}`;
}

function hasActivity({ totals }: AdminAnalytics): boolean {
  const { registrations, ...counts } = totals;
  return [...Object.values(registrations), ...Object.values(counts)].some((count) => count > 0);
}

export function AdminAnalyticsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeFrom(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useAdminAnalytics(range);
  const [exporting, setExporting] = useState(false);
  const [exportResult, setExportResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  // While another range loads, the previous one stays on screen, dimmed.
  const shown = data;
  const isStale = shown !== undefined && shown.range !== range;

  const selectRange = (next: AnalyticsRange) => {
    setExportResult(null);
    setSearchParams(next === DEFAULT_ANALYTICS_RANGE ? {} : { range: next }, { replace: true });
  };

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setExportResult(null);
    try {
      const name = await downloadAnalyticsCsv(range);
      setExportResult({ tone: 'success', text: `Downloaded ${name}.` });
    } catch (failure) {
      setExportResult({
        tone: 'danger',
        text: errorMessage(failure, 'The export could not be prepared. Please try again.'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <main id="main" tabIndex={-1} className="page analytics-page">
      <title>{`Analytics, ${analyticsRangeLabels[range].toLowerCase()} · Stint`}</title>
      <div className="page__inner">
        <PageHeader
          back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
          title="Analytics"
          intro="Registrations, internships, applications and the review workflow across the platform. Days are UTC."
          actions={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void exportCsv()}
              disabled={exporting || !shown}
            >
              {exporting ? 'Preparing…' : 'Export CSV'}
            </button>
          }
        />

        <div className="analytics-toolbar split-row">
          <div className="range-picker" role="group" aria-label="Time range">
            {analyticsRanges.map((option) => (
              <button
                key={option}
                type="button"
                className="range-picker__option"
                aria-pressed={option === range}
                onClick={() => selectRange(option)}
              >
                {RANGE_BUTTONS[option]}
              </button>
            ))}
          </div>
          {shown && !isStale ? (
            <p className="muted" role="status">
              {longDate(shown.from)} – {longDate(shown.to)}
              {shown.granularity === 'week' ? ', by week' : ', by day'}
            </p>
          ) : null}
        </div>

        {exportResult ? (
          <Banner tone={exportResult.tone} title={exportResult.tone === 'success' ? 'Export ready' : 'Export failed'}>
            <p>{exportResult.text}</p>
          </Banner>
        ) : null}

        {error && !shown ? (
          <QueryError
            title="Failed to load analytics"
            error={error}
            fallback="The analytics could not be loaded."
            onRetry={mutate}
          />
        ) : isLoading && !shown ? (
          <LoadingPanel text="Loading analytics…" />
        ) : shown ? (
          <div
            className={isStale ? 'analytics-content analytics-content--stale' : 'analytics-content'}
            aria-busy={isValidating}
          >
            {error ? (
              <Banner tone="warning" title="Showing the last figures that loaded">
                <p>{errorMessage(error, 'The latest analytics could not be loaded.')}</p>
              </Banner>
            ) : null}
            <section aria-label="Summary" className="analytics-summary">
              <StatCards
                minWidth="11rem"
                accent
                cards={[
                  {
                    key: 'registrations',
                    label: 'New accounts',
                    value: formatCount(
                      shown.totals.registrations.student +
                        shown.totals.registrations.employer +
                        shown.totals.registrations.university,
                    ),
                    note: [
                      plural(shown.totals.registrations.student, 'student'),
                      plural(shown.totals.registrations.employer, 'employer'),
                      plural(shown.totals.registrations.university, 'university', 'universities'),
                    ].join(' · '),
                  },
                  {
                    key: 'posted',
                    label: 'Internships posted',
                    value: formatCount(shown.totals.internshipsPosted),
                    note: postedNote(shown),
                  },
                  {
                    key: 'applications',
                    label: 'Applications',
                    value: formatCount(shown.totals.applications),
                  },
                  {
                    key: 'acceptance',
                    label: 'Acceptance rate',
                    value: formatRate(shown.acceptanceRate),
                    note: `${formatCount(shown.totals.accepted)} accepted of ${plural(shown.totals.accepted + shown.totals.rejected, 'decision')}`,
                    tone: 'success',
                  },
                  {
                    key: 'logbooks',
                    label: 'Logbook entries submitted',
                    value: formatCount(shown.totals.logbooksSubmitted),
                    note: `${formatCount(shown.totals.logbooksReviewed)} reviewed`,
                  },
                  {
                    key: 'reports',
                    label: 'Reports submitted',
                    value: formatCount(shown.totals.reportsSubmitted),
                    note: `${formatCount(shown.totals.reportsReviewed)} reviewed · ${plural(shown.totals.evaluationsSubmitted, 'evaluation')}`,
                    tone: 'warning',
                  },
                ]}
              />
            </section>
            {hasActivity(shown) ? (
              <AnalyticsCharts analytics={shown} />
            ) : (
              <div className="empty-panel">
                <h2 className="empty-panel__title">No activity in this period</h2>
                <p>
                  Nobody registered, posted, applied or submitted anything in the{' '}
                  {analyticsRangeLabels[shown.range].toLowerCase()}. Choose a longer range to see more.
                </p>
              </div>
            )}
          </div>
        ) : null}
      </div>
    </main>
  );
}

/**
 * The student's reports (spec 1 §2.17): four counts, the reports (ten at a time, Load More), a New Report modal and,
 * per report, Submit for a draft and Revise for a rejected report or one sent back for revision. Reports are written
 * only about an internship the student was accepted to; until there is one, the page says so and New Report explains
 * it. Live: an administrator's decision shows without a reload, with a toast.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { Banner } from '../../../components/alerts';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { PagedReviewCards, ProblemBanner } from '../../../components/paged-review-cards';
import { useAcceptedInternships } from '../api/get-accepted-internships';
import { useMyReports } from '../api/get-my-reports';
import { useReportStats } from '../api/get-report-stats';
import { useReportReviewToasts } from '../hooks/use-report-review-toasts';
import { ReportCard } from './report-card';
import { ReportModal } from './report-modal';
import { ReportStatCards } from './report-stats';
import './reports.css';

/** Which modal is open: a new report, or the report being revised (by id, so a live update shows in it). */
type Editing = { kind: 'new' } | { kind: 'revise'; id: string } | null;

export function StudentReportsScreen() {
  const reports = useMyReports();
  const stats = useReportStats();
  const accepted = useAcceptedInternships();
  const [editing, setEditing] = useState<Editing>(null);
  useReportReviewToasts(reports.items);

  const revised: Report | undefined =
    editing?.kind === 'revise' ? reports.items?.find((report) => report._id === editing.id) : undefined;
  const hasNoPlacement = accepted.internships !== undefined && accepted.internships.length === 0;

  return (
    <main id="main" tabIndex={-1} className="page report-page">
      <title>My Reports · Stint</title>
      <div className="page__inner">
        <PageHeader
          title="My Reports"
          intro="Write reports on your internship and submit them for review; revise any that come back."
          actions={
            <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
              New Report
            </button>
          }
        />

        {hasNoPlacement ? (
          <Banner tone="info" title="No accepted internship yet" live={false}>
            <p>
              You can write reports once an employer accepts one of your applications. Until then there is nothing to
              report on.
            </p>
            <p>
              <Link to="/student/applications">See your applications</Link> ·{' '}
              <Link to="/student/internships">Browse internships</Link>
            </p>
          </Banner>
        ) : null}

        <section className="report-section" aria-labelledby="report-stats-title">
          <h2 id="report-stats-title" className="visually-hidden">
            Overview
          </h2>
          {stats.data ? (
            <ReportStatCards stats={stats.data} />
          ) : stats.error ? (
            <ProblemBanner
              title="Failed to fetch report statistics"
              error={stats.error}
              onRetry={() => void stats.mutate()}
            />
          ) : (
            <LoadingPanel text="Loading your numbers…" />
          )}
        </section>

        <section className="report-section" aria-labelledby="report-list-title">
          <h2 id="report-list-title" className="report-section__title">
            Reports
          </h2>
          <PagedReviewCards
            list={reports}
            noun="reports"
            failedTitle="Failed to fetch reports"
            loadingText="Loading your reports…"
            renderCard={(report) => (
              <ReportCard
                key={report._id}
                report={report}
                onRevise={() => setEditing({ kind: 'revise', id: report._id })}
              />
            )}
            empty={
              <div className="empty-panel">
                <h3 className="empty-panel__title">No Reports Yet</h3>
                <p>
                  {hasNoPlacement
                    ? 'Once you are accepted to an internship, your reports appear here.'
                    : 'Write your first report on your internship. It is saved as a draft until you submit it.'}
                </p>
                {hasNoPlacement ? (
                  <Link className="button button--primary" to="/student/internships">
                    Browse Internships
                  </Link>
                ) : (
                  <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
                    New Report
                  </button>
                )}
              </div>
            }
          />
        </section>
      </div>

      {editing?.kind === 'new' ? (
        <ReportModal report={null} accepted={accepted} onClose={() => setEditing(null)} />
      ) : editing?.kind === 'revise' && revised ? (
        <ReportModal report={revised} accepted={accepted} onClose={() => setEditing(null)} />
      ) : null}
    </main>
  );
}

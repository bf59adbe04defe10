/**
 * The student's reports (spec 1 §2.17): four counts, the reports (ten at a time, Load More), a New Report modal and,
 * per report, Submit for a draft and Revise for a rejected report or one sent back for revision. Reports are written
 * only about an internship the student was accepted to; until there is one, the page says so and New Report explains
 * it. Live: an administrator's decision shows without a reload, with a toast.
 */
import type { ReactNode } from 'react';
import { StudentReviewPage, type StudentReviewPageText } from '../../../components/student-review-page';
import { useItemEditor } from '../../../components/use-item-editor';
import { useAcceptedInternships } from '../../../lib/accepted-internships';
import { useMyReports } from '../api/get-my-reports';
import { useReportStats } from '../api/get-report-stats';
import { useReportReviewToasts } from '../hooks/use-report-review-toasts';
import { ReportCard } from './report-card';
import { ReportModal } from './report-modal';
import { ReportStatCards } from './report-stats';
import './reports.css';

const TEXT: StudentReviewPageText = {
  title: 'My Reports',
  intro: 'Write reports on your internship and submit them for review; revise any that come back.',
  newLabel: 'New Report',
  noPlacement:
    'You can write reports once an employer accepts one of your applications. Until then there is nothing to report on.',
  statsFailedTitle: 'Failed to fetch report statistics',
  listTitle: 'Reports',
  noun: 'reports',
  listFailedTitle: 'Failed to fetch reports',
  loadingText: 'Loading your reports…',
  emptyTitle: 'No Reports Yet',
  emptyText: {
    noPlacement: 'Once you are accepted to an internship, your reports appear here.',
    first: 'Write your first report on your internship. It is saved as a draft until you submit it.',
  },
};

/** `notice`: composed in by the route (a placement awaiting its university's approval). */
export function StudentReportsScreen({ notice }: { notice?: ReactNode } = {}) {
  const reports = useMyReports();
  const stats = useReportStats();
  const accepted = useAcceptedInternships();
  // The report being revised is kept by id, so a live update shows in its open modal.
  const editor = useItemEditor(reports.items);
  useReportReviewToasts(reports.items);

  return (
    <StudentReviewPage
      notice={notice}
      text={TEXT}
      headingIds={{ stats: 'report-stats-title', list: 'report-list-title' }}
      hasNoPlacement={accepted.internships !== undefined && accepted.internships.length === 0}
      onNew={editor.startNew}
      stats={{
        cards: stats.data ? <ReportStatCards stats={stats.data} /> : null,
        error: stats.error,
        retry: () => void stats.mutate(),
      }}
      list={reports}
      renderCard={(report) => <ReportCard key={report._id} report={report} onRevise={() => editor.edit(report._id)} />}
    >
      {editor.isOpen ? <ReportModal report={editor.edited} accepted={accepted} onClose={editor.close} /> : null}
    </StudentReviewPage>
  );
}

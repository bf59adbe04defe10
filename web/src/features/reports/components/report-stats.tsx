/**
 * The student's four report counts (spec 1 §2.17): total, 'In Review' (submitted + under review), approved and 'Needs
 * Revision' (rejected + requires revision).
 */
import type { ReportStats } from '@stint/shared/reports/reports.schemas';
import { ReviewStatCards } from '../../../components/student-review-page';

export function ReportStatCards({ stats }: { stats: ReportStats }) {
  return (
    <ReviewStatCards
      totalLabel="Total Reports"
      total={stats.totalReports}
      drafts={stats.draftReports}
      cards={[
        { key: 'review', label: 'In Review', value: stats.inReview, tone: 'warning' },
        { key: 'approved', label: 'Approved', value: stats.approvedReports, tone: 'success' },
        { key: 'revision', label: 'Needs Revision', value: stats.needsRevision, tone: 'danger' },
      ]}
    />
  );
}

/**
 * The student's four report counts (spec 1 §2.17): total, 'In Review' (submitted + under review), approved and 'Needs
 * Revision' (rejected + requires revision).
 */
import type { ReportStats } from '@stint/shared/reports/reports.schemas';
import { StatCards } from '../../../components/stat-cards';

export function ReportStatCards({ stats }: { stats: ReportStats }) {
  return (
    <StatCards
      accent
      minWidth="9rem"
      className="review-stat-cards"
      cards={[
        {
          key: 'total',
          label: 'Total Reports',
          value: stats.totalReports,
          note:
            stats.draftReports > 0 ? `${stats.draftReports} draft${stats.draftReports === 1 ? '' : 's'}` : undefined,
        },
        { key: 'review', label: 'In Review', value: stats.inReview, tone: 'warning' },
        { key: 'approved', label: 'Approved', value: stats.approvedReports, tone: 'success' },
        { key: 'revision', label: 'Needs Revision', value: stats.needsRevision, tone: 'danger' },
      ]}
    />
  );
}

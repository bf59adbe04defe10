/** The student's four logbook counts (spec 1 §2.16): total entries, pending review (submitted), approved, total hours. */
import type { LogbookStats } from '@stint/shared/logbooks/logbooks.schemas';
import { ReviewStatCards } from '../../../components/student-review-page';
import { formatHoursTotal } from './logbook-rules';

export function LogbookStatCards({ stats }: { stats: LogbookStats }) {
  return (
    <ReviewStatCards
      totalLabel="Total Entries"
      total={stats.totalEntries}
      drafts={stats.draftEntries}
      cards={[
        { key: 'pending', label: 'Pending Review', value: stats.submittedEntries, tone: 'warning' },
        { key: 'approved', label: 'Approved', value: stats.approvedEntries, tone: 'success' },
        { key: 'hours', label: 'Total Hours', value: formatHoursTotal(stats.totalHours) },
      ]}
    />
  );
}

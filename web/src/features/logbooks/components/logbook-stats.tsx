/** The student's four logbook counts (spec 1 §2.16): total entries, pending review (submitted), approved, total hours. */
import type { LogbookStats } from '@stint/shared/logbooks/logbooks.schemas';
import { StatCards } from '../../../components/stat-cards';
import { formatHoursTotal } from './logbook-rules';

export function LogbookStatCards({ stats }: { stats: LogbookStats }) {
  return (
    <StatCards
      accent
      minWidth="9rem"
      className="review-stat-cards"
      cards={[
        {
          key: 'total',
          label: 'Total Entries',
          value: stats.totalEntries,
          note:
            stats.draftEntries > 0 ? `${stats.draftEntries} draft${stats.draftEntries === 1 ? '' : 's'}` : undefined,
        },
        { key: 'pending', label: 'Pending Review', value: stats.submittedEntries, tone: 'warning' },
        { key: 'approved', label: 'Approved', value: stats.approvedEntries, tone: 'success' },
        { key: 'hours', label: 'Total Hours', value: formatHoursTotal(stats.totalHours) },
      ]}
    />
  );
}

/** The university's dashboard with its placement approval queue: two features composed here (docs/style.md §Web). */
import { ApprovalQueue } from '../../features/approvals/components/approval-queue';
import { UniversityDashboard as DashboardScreen } from '../../features/dashboards/components/university-dashboard';

export function UniversityDashboard() {
  return <DashboardScreen approvals={<ApprovalQueue />} />;
}

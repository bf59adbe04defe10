/**
 * The university's dashboard with its placement approval queue and its at-risk alerts: three features composed here
 * (docs/style.md §Web).
 */
import { ApprovalQueue } from '../../features/approvals/components/approval-queue';
import { AtRiskPanel } from '../../features/at-risk/components/at-risk-panel';
import { UniversityDashboard as DashboardScreen } from '../../features/dashboards/components/university-dashboard';

export function UniversityDashboard() {
  return <DashboardScreen approvals={<ApprovalQueue />} atRisk={<AtRiskPanel />} />;
}

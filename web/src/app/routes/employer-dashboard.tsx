import { EmployerDashboard as Dashboard } from '../../features/dashboards/components/employer-dashboard';
import { UpcomingInterviews } from '../../features/interviews/components/upcoming-interviews';

export function EmployerDashboard() {
  return <Dashboard upcoming={<UpcomingInterviews role="employer" />} />;
}

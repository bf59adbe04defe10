import { StudentDashboard as Dashboard } from '../../features/dashboards/components/student-dashboard';
import { UpcomingInterviews } from '../../features/interviews/components/upcoming-interviews';

export function StudentDashboard() {
  return <Dashboard upcoming={<UpcomingInterviews role="student" />} />;
}

export { StudentDashboard } from '../../features/dashboards/components/student-dashboard';

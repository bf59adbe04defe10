export { AdminReportsScreen as AdminReports } from '../../features/admin-reports/components/admin-reports-screen';

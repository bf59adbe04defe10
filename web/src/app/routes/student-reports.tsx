export { StudentReportsScreen as StudentReports } from '../../features/reports/components/student-reports-screen';

export { UniversityReportsScreen as UniversityReports } from '../../features/university/components/university-reports-screen';

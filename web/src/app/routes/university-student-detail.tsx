export { UniversityStudentDetailScreen as UniversityStudentDetail } from '../../features/university/components/university-student-detail-screen';

export { UniversityStudentsScreen as UniversityStudents } from '../../features/university/components/university-students-screen';

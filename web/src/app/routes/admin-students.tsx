export { AdminStudentsScreen as AdminStudents } from '../../features/admin-students/components/admin-students-screen';

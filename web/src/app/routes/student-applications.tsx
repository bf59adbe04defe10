export { StudentApplicationsScreen as StudentApplications } from '../../features/applications/components/student-applications-screen';

export { ApplicationsOverviewScreen as EmployerApplications } from '../../features/employer-applications/components/applications-overview-screen';

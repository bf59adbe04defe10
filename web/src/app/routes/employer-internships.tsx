export { EmployerInternshipsScreen as EmployerInternships } from '../../features/employer-internships/components/employer-internships-screen';

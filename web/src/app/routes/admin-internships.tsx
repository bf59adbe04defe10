export { AdminInternshipsScreen as AdminInternships } from '../../features/admin-internships/components/admin-internships-screen';

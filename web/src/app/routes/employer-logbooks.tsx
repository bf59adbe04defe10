export { EmployerLogbooksScreen as EmployerLogbooks } from '../../features/employer-logbooks/components/employer-logbooks-screen';

export { UniversityLogbooksScreen as UniversityLogbooks } from '../../features/university/components/university-logbooks-screen';

export { StudentLogbookScreen as StudentLogbook } from '../../features/logbooks/components/student-logbook-screen';

export { EditInternshipScreen as EmployerInternshipEdit } from '../../features/employer-internships/components/edit-internship-screen';

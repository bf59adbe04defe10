export { PostInternshipScreen as EmployerPostInternship } from '../../features/employer-internships/components/post-internship-screen';

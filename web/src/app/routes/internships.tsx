export { InternshipsScreen as InternshipsRoute } from '../../features/internships/components/internships-screen';

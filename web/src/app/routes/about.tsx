export { AboutScreen as AboutRoute } from '../../features/marketing/components/about-screen';

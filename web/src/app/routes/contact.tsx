export { ContactScreen as ContactRoute } from '../../features/contact/components/contact-screen';

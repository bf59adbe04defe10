export { ConfirmEmailScreen as ConfirmEmailRoute } from '../../features/auth/components/confirm-email-screen';

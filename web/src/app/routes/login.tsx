export { LoginScreen as LoginRoute } from '../../features/auth/components/login-screen';

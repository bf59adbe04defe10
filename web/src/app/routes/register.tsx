export { RegisterScreen as RegisterRoute } from '../../features/auth/components/register-screen';

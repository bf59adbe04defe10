/** `/verify` and `/verify/:code`: anyone checks a completion certificate's code (issue 17 item 7). */
export { VerifyScreen as VerifyRoute } from '../../features/certificates/components/verify-screen';

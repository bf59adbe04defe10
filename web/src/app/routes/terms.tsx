import { useContactInfo } from '../../features/contact/api/get-contact-info';
import { TermsScreen } from '../../features/marketing/components/terms-screen';

/** The Terms of Service, with this deployment's support address from the contact information. */
export function TermsRoute() {
  const { data } = useContactInfo();
  return <TermsScreen supportEmail={data?.supportEmail} />;
}

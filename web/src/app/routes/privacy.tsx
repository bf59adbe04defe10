import { useContactInfo } from '../../features/contact/api/get-contact-info';
import { PrivacyScreen } from '../../features/marketing/components/privacy-screen';

/** The Privacy Policy, with this deployment's support address from the contact information. */
export function PrivacyRoute() {
  const { data } = useContactInfo();
  return <PrivacyScreen supportEmail={data?.supportEmail} />;
}

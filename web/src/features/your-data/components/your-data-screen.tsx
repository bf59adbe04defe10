/** The "Your data" screen (`/{role}/your-data`): download everything Stint holds about you, or delete your account. */
import { Screen } from '../../../components/page-header';
import { YourDataPanel } from './your-data-panel';

export function YourDataScreen() {
  return (
    <Screen title="Your Data" intro="See what Stint holds about you, take a copy, or delete your account.">
      <YourDataPanel />
    </Screen>
  );
}

/** The "Your data" screen (`/{role}/your-data`): download everything Stint holds about you, or delete your account. */
import { PageHeader } from '../../../components/page-header';
import { YourDataPanel } from './your-data-panel';

export function YourDataScreen() {
  return (
    <main id="main" tabIndex={-1} className="page">
      <title>Your Data · Stint</title>
      <div className="page__inner">
        <PageHeader title="Your Data" intro="See what Stint holds about you, take a copy, or delete your account." />
        <YourDataPanel />
      </div>
    </main>
  );
}

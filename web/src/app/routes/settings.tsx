/** Account settings, with the university's placement approval setting composed in (docs/style.md §Web). */
import { ApprovalSettingCard } from '../../features/approvals/components/approval-setting-card';
import { SettingsScreen } from '../../features/settings/components/settings-screen';
import { useSession } from '../../lib/session';

export function SettingsRoute() {
  const role = useSession((state) => state.user?.role);
  return <SettingsScreen extra={role === 'university' ? <ApprovalSettingCard /> : null} />;
}

import { ApplicationDetailScreen } from '../../features/applications/components/application-detail-screen';
import { WithApplicationThreads } from './application-thread';

export function StudentApplicationDetail() {
  return (
    <WithApplicationThreads>
      <ApplicationDetailScreen />
    </WithApplicationThreads>
  );
}

import { StudentApplicationsScreen } from '../../features/applications/components/student-applications-screen';
import { WithApplicationThreads } from './application-thread';

export function StudentApplications() {
  return (
    <WithApplicationThreads>
      <StudentApplicationsScreen />
    </WithApplicationThreads>
  );
}

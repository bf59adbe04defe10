import { UniversityStudentDetailScreen } from '../../features/university/components/university-student-detail-screen';
import { WithApplicationThreads } from './application-thread';

export function UniversityStudentDetail() {
  return (
    <WithApplicationThreads>
      <UniversityStudentDetailScreen />
    </WithApplicationThreads>
  );
}

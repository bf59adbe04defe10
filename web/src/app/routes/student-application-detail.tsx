/** One application of the student's, with its thread and, where the university approves placements, its learning agreement. */
import { ApplicationDetailScreen } from '../../features/applications/components/application-detail-screen';
import { LearningAgreementPanel } from '../../features/approvals/components/learning-agreement-panel';
import { WithApplicationThreads } from './application-thread';

export function StudentApplicationDetail() {
  return (
    <WithApplicationThreads>
      <ApplicationDetailScreen placement={(id) => <LearningAgreementPanel applicationId={id} />} />
    </WithApplicationThreads>
  );
}

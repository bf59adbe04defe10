/** One application of the student's, with its learning agreement where the university approves placements. */
import { ApplicationDetailScreen } from '../../features/applications/components/application-detail-screen';
import { LearningAgreementPanel } from '../../features/approvals/components/learning-agreement-panel';

export function StudentApplicationDetail() {
  return <ApplicationDetailScreen placement={(id) => <LearningAgreementPanel applicationId={id} />} />;
}

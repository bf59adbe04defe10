/**
 * One application of the student's, with its thread, its learning agreement where the university approves placements,
 * and, once the placement has ended, the student's evaluation of it and their completion certificate.
 */
import { CertificatePanel } from '../../features/certificates/components/certificate-panel';
import { ApplicationDetailScreen } from '../../features/applications/components/application-detail-screen';
import { LearningAgreementPanel } from '../../features/approvals/components/learning-agreement-panel';
import { PlacementEvaluationPanel } from '../../features/placement-evaluations/components/placement-evaluation-panel';
import { WithApplicationThreads } from './application-thread';

export function StudentApplicationDetail() {
  return (
    <WithApplicationThreads>
      <ApplicationDetailScreen
        placement={(id) => (
          <>
            <LearningAgreementPanel applicationId={id} />
            <PlacementEvaluationPanel applicationId={id} />
            <CertificatePanel applicationId={id} />
          </>
        )}
      />
    </WithApplicationThreads>
  );
}

/**
 * The internship detail screen with the applications to it and its interns' learning agreements: three features
 * composed here (docs/style.md §Web: no cross-feature imports).
 */
import { AgreementsToConfirm } from '../../features/approvals/components/agreements-to-confirm';
import { InternshipApplications } from '../../features/employer-applications/components/internship-applications';
import { InternshipDetailScreen } from '../../features/employer-internships/components/internship-detail-screen';
import { WithApplicationThreads } from './application-thread';

export function EmployerInternshipDetail() {
  return (
    <WithApplicationThreads>
      <InternshipDetailScreen
        applications={(internship) => (
          <>
            <AgreementsToConfirm internshipId={internship._id} />
            <InternshipApplications internship={internship} />
          </>
        )}
      />
    </WithApplicationThreads>
  );
}

/**
 * The internship detail screen with the applications to it: two features composed here (docs/style.md §Web: no
 * cross-feature imports).
 */
import { InternshipApplications } from '../../features/employer-applications/components/internship-applications';
import { InternshipDetailScreen } from '../../features/employer-internships/components/internship-detail-screen';
import { WithApplicationThreads } from './application-thread';

export function EmployerInternshipDetail() {
  return (
    <WithApplicationThreads>
      <InternshipDetailScreen applications={(internship) => <InternshipApplications internship={internship} />} />
    </WithApplicationThreads>
  );
}

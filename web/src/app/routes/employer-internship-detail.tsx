/**
 * The internship detail screen with the applications to it: two features composed here (docs/style.md §Web: no
 * cross-feature imports).
 */
import { InternshipApplications } from '../../features/employer-applications/components/internship-applications';
import { InternshipDetailScreen } from '../../features/employer-internships/components/internship-detail-screen';

export function EmployerInternshipDetail() {
  return <InternshipDetailScreen applications={(internship) => <InternshipApplications internship={internship} />} />;
}

/**
 * Internship detail (spec 1 §2.8). For a student who has already applied, the Apply Now panel links to their
 * application instead of the apply screen (the applications feature knows which).
 */
import { ExistingApplicationOr } from '../../features/applications/components/existing-application';
import { InternshipDetailScreen } from '../../features/internships/components/internship-detail-screen';

export function InternshipDetailRoute() {
  return (
    <InternshipDetailScreen
      renderStudentApply={(internship, applyLink) => (
        <ExistingApplicationOr internshipId={internship._id} otherwise={applyLink} />
      )}
    />
  );
}

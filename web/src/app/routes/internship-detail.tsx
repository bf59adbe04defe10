/**
 * Internship detail (spec 1 §2.8). For a student who has already applied, the Apply Now panel is titled Your
 * Application and links to their application instead of the apply screen (the applications feature knows which).
 */
import { ExistingApplicationOr } from '../../features/applications/components/existing-application';
import { InternshipDetailScreen } from '../../features/internships/components/internship-detail-screen';

export function InternshipDetailRoute() {
  return (
    <InternshipDetailScreen
      renderStudentApply={(internship, action, panel) => (
        <ExistingApplicationOr
          internshipId={internship._id}
          otherwise={panel(action)}
          frame={(existing) => panel(existing, 'Your Application')}
        />
      )}
    />
  );
}

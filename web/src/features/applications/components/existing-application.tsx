/**
 * What a student sees where they would apply: when they have already applied for this internship, when and how it
 * stands with 'View Application' (framed by `frame` if given: the internship page's panel retitles itself), otherwise
 * what the screen offers instead (the link to the apply screen, the form).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from '../../../components/dates';
import { useApplicationsByInternship } from '../hooks/use-applications-by-internship';
import { StatusBadge } from './application-status';
import './applications.css';

export function ExistingApplicationOr({
  internshipId,
  otherwise,
  frame = (existing) => existing,
}: {
  internshipId: string;
  otherwise: ReactNode;
  frame?: (existing: ReactNode) => ReactNode;
}) {
  const application = useApplicationsByInternship().get(internshipId);
  if (!application) return otherwise;
  return frame(
    <div className="existing-application">
      <p className="existing-application__text">
        You applied on {formatCalendarDate(application.appliedDate) ?? 'an earlier date'}.{' '}
        <StatusBadge status={application.status} />
      </p>
      <Link
        className="button button--primary button--block"
        to={`/student/applications/${encodeURIComponent(application._id)}`}
      >
        View Application
      </Link>
    </div>,
  );
}

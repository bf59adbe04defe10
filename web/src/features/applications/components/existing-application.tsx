/**
 * The Apply Now panel's action for a student: 'View Application' when they have already applied for this internship,
 * otherwise what the internship screen offers (the link to the apply screen).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from '../../../components/dates';
import { useApplicationsByInternship } from '../hooks/use-applications-by-internship';
import { StatusBadge } from './application-status';
import './applications.css';

export function ExistingApplicationOr({ internshipId, otherwise }: { internshipId: string; otherwise: ReactNode }) {
  const application = useApplicationsByInternship().get(internshipId);
  if (!application) return otherwise;
  return (
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
    </div>
  );
}

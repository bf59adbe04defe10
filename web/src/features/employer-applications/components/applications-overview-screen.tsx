/**
 * Applications overview (spec 2 §2 /employer/applications): applications are now managed per internship, so this
 * explains it and moves on to My Internships after 3 seconds (spec 2 §9); 'Go Now' moves at once.
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { StatusPage } from '../../../components/status-page';
import './employer-applications.css';

export const OVERVIEW_REDIRECT_MS = 3_000;

export function ApplicationsOverviewScreen() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/employer/internships', { replace: true }),
      OVERVIEW_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <StatusPage
      title="Applications are managed per internship"
      documentTitle="Applications"
      className="overview-panel"
      message="Open one of your internships to see its applications, read cover letters and resumes, and accept or reject students."
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void navigate('/employer/internships', { replace: true })}
          >
            Go Now
          </button>
          <Link className="button button--secondary" to="/employer/dashboard">
            Back to dashboard
          </Link>
        </>
      }
    >
      <p className="status-page__text" role="status">
        Taking you to My Internships in 3 seconds…
      </p>
    </StatusPage>
  );
}

/**
 * Applications overview (spec 2 §2 /employer/applications): applications are now managed per internship, so this
 * explains it and moves on to My Internships after 3 seconds (spec 2 §9); 'Go Now' moves at once.
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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
    <main id="main" tabIndex={-1} className="status-page" aria-labelledby="applications-overview-title">
      <title>Applications · Stint</title>
      <div className="status-page__panel overview-panel">
        <h1 id="applications-overview-title">Applications are managed per internship</h1>
        <p className="status-page__text">
          Open one of your internships to see its applications, read cover letters and resumes, and accept or reject
          students.
        </p>
        <p className="status-page__text" role="status">
          Taking you to My Internships in 3 seconds…
        </p>
        <div className="status-page__actions">
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
        </div>
      </div>
    </main>
  );
}

/** `/student/applications/{id}`: one application on its own page (linked from the dashboard, spec 1 §2.13). */
import { Link, useParams } from 'react-router-dom';
import { LoadingPanel } from '../../../components/loading-panel';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useApplication } from '../api/get-application';
import { ApplicationView } from './application-view';
import './applications.css';

export function ApplicationDetailScreen() {
  const { id } = useParams();
  const { data, error, mutate } = useApplication(id);

  if (!data && error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <main id="main" tabIndex={-1} className="status-page" aria-labelledby="application-error-title">
        <title>{`${notFound ? 'Application Not Found' : 'Error Loading Application'} · Stint`}</title>
        <div className="status-page__panel">
          <h1 id="application-error-title">{notFound ? 'Application Not Found' : 'Error Loading Application'}</h1>
          <p className="status-page__text" role="alert">
            {notFound
              ? 'This application does not exist, or it is not yours.'
              : errorMessage(error, 'Failed to fetch application data')}
          </p>
          <div className="status-page__actions">
            <Link className="button button--primary" to="/student/applications">
              Back to My Applications
            </Link>
            {notFound ? null : (
              <button type="button" className="button button--secondary" onClick={() => void mutate()}>
                Try Again
              </button>
            )}
          </div>
        </div>
      </main>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="page application-page">
      <title>{data ? `Application: ${data.application.internship.title} · Stint` : 'Application · Stint'}</title>
      <div className="page__inner application-page__inner">
        <Link className="application-page__back" to="/student/applications">
          <span aria-hidden="true">←</span> Back to My Applications
        </Link>
        {data ? (
          <>
            <h1 className="application-page__title">Your application to {data.application.internship.title}</h1>
            <div className="card">
              <ApplicationView application={data.application} headingLevel={2} idPrefix="application" />
            </div>
          </>
        ) : (
          <LoadingPanel text="Loading your application…" />
        )}
      </div>
    </main>
  );
}

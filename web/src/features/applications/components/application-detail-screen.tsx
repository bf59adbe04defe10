/** `/student/applications/{id}`: one application on its own page (linked from the dashboard, spec 1 §2.13). */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/back-link';
import { LoadingPanel } from '../../../components/loading-panel';
import { StatusPage } from '../../../components/status-page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { ApplicationThreadSlot } from '../../../lib/application-thread-slot';
import { useApplication } from '../api/get-application';
import { ApplicationView } from './application-view';
import './applications.css';

/** `placement`: what the route composes in under an application (its learning agreement, issue 17 item 4). */
export function ApplicationDetailScreen({ placement }: { placement?: (applicationId: string) => ReactNode } = {}) {
  const { id } = useParams();
  const { data, error, mutate } = useApplication(id);

  if (!data && error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <StatusPage
        title={notFound ? 'Application Not Found' : 'Error Loading Application'}
        message={
          notFound
            ? 'This application does not exist, or it is not yours.'
            : errorMessage(error, 'Failed to fetch application data')
        }
        alert
        actions={
          <Link className="button button--primary" to="/student/applications">
            Back to My Applications
          </Link>
        }
        onRetry={notFound ? null : () => void mutate()}
      />
    );
  }

  return (
    <main id="main" tabIndex={-1} className="page application-page">
      <title>{data ? `Application: ${data.application.internship.title} · Stint` : 'Application · Stint'}</title>
      <div className="page__inner application-page__inner">
        <BackLink to="/student/applications" label="Back to My Applications" />
        {data ? (
          <>
            <h1 className="application-page__title">Your application to {data.application.internship.title}</h1>
            <div className="card">
              <ApplicationView application={data.application} headingLevel={2} idPrefix="application" />
            </div>
            <div className="card">
              <ApplicationThreadSlot applicationId={data.application._id} />
            </div>
            {placement?.(data.application._id)}
          </>
        ) : (
          <LoadingPanel text="Loading your application…" />
        )}
      </div>
    </main>
  );
}

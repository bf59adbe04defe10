/**
 * The frame of the apply screen (spec 1 §2.8 → /internships/{id}/apply): loads the internship, says what the student
 * is applying for, and shows the form the route passes in only while the internship takes applications (not once it is
 * closed, past its deadline or has every position filled).
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { Banner } from '../../../components/alerts';
import { BackLink } from '../../../components/back-link';
import { formatCalendarDate } from '../../../components/dates';
import { LoadingPanel } from '../../../components/loading-panel';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useInternship } from '../api/get-internship';
import { useToday } from '../hooks/use-today';
import { InternshipLoadError } from './internship-detail-screen';
import { deadlineLabel, deadlineOf, isAcceptingApplications, isFilled, POSITIONS_FILLED } from './internship-format';
import { CompanyLogo, DeadlineTag, FilledTag, KeyFacts } from './internship-parts';
import './internships.css';

export function ApplyFrame({ children }: { children: (internship: Internship) => ReactNode }) {
  const { id } = useParams();
  const { data, error, mutate } = useInternship(id);
  const today = useToday();

  if (!data && error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <InternshipLoadError
        message={notFound ? 'Internship not found' : errorMessage(error, 'Failed to fetch internship details')}
        onRetry={notFound ? null : () => void mutate()}
      />
    );
  }
  if (!data) {
    return (
      <main id="main" tabIndex={-1} className="page apply-page" aria-busy="true">
        <title>Apply · Stint</title>
        <div className="page__inner page__inner--narrow">
          <LoadingPanel text="Loading internship…" />
        </div>
      </main>
    );
  }

  const { internship } = data;
  const detailPath = `/internships/${encodeURIComponent(internship._id)}`;
  const deadline = deadlineOf(internship);
  const deadlineText = deadline ? deadlineLabel(deadline, today) : null;
  const isOpen = isAcceptingApplications(internship, today);
  const filled = isFilled(internship);

  return (
    <main id="main" tabIndex={-1} className="page apply-page">
      <title>{`Apply: ${internship.title} · Stint`}</title>
      <div className="page__inner page__inner--narrow">
        <BackLink to={detailPath} label="Back to the internship" />
        <h1 className="apply-page__title">Apply for {internship.title}</h1>

        <section className="card apply-summary" aria-label="The internship">
          <CompanyLogo internship={internship} />
          <div className="apply-summary__text">
            <p className="apply-summary__company">{internship.company ?? 'Company'}</p>
            <KeyFacts internship={internship} />
            {deadline ? (
              <p className="apply-summary__deadline">
                Apply by {formatCalendarDate(deadline)}
                {filled ? <FilledTag /> : deadlineText ? <DeadlineTag deadline={deadlineText} /> : null}
              </p>
            ) : null}
          </div>
        </section>

        {internship.source === 'external' ? (
          <Banner tone="info" title="This internship is listed on a partner job board" live={false}>
            <p>
              Applications for it happen on the job board&apos;s site.{' '}
              {internship.url ? (
                <a href={internship.url} target="_blank" rel="noopener noreferrer">
                  Open the listing<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </p>
          </Banner>
        ) : isOpen ? (
          children(internship)
        ) : filled ? (
          <Banner tone="warning" title={POSITIONS_FILLED} live={false}>
            <p>
              Every position of this internship has been taken, so it is not taking applications.{' '}
              <Link to="/student/internships">Browse other internships</Link>
            </p>
          </Banner>
        ) : (
          <Banner tone="warning" title="This internship is no longer accepting applications" live={false}>
            <p>
              Its application deadline has passed or the employer has closed it.{' '}
              <Link to="/student/internships">Browse other internships</Link>
            </p>
          </Banner>
        )}
      </div>
    </main>
  );
}

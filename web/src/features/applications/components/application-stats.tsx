/** The student's application counts (spec 1 §2.14 'My Applications', §2.15 stats), from `GET /applications/stats`. */
import { Link } from 'react-router-dom';
import { RetryButton } from '../../../components/query-state';
import { StatCards } from '../../../components/stat-cards';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import { useApplicationStats, type ApplicationStats } from '../../../lib/application-stats';
import './applications.css';

/** Spec 1 §2.15: total, pending review, accepted, rejected. */
export function ApplicationStatCards({ stats }: { stats: ApplicationStats }) {
  return (
    <StatCards
      accent
      minWidth="10rem"
      className="application-stat-cards"
      cards={[
        { key: 'total', label: 'Total Applications', value: stats.totalApplications },
        { key: 'pending', label: 'Pending Review', value: stats.pendingApplications, tone: 'warning' },
        { key: 'accepted', label: 'Accepted', value: stats.acceptedApplications, tone: 'success' },
        { key: 'rejected', label: 'Rejected', value: stats.rejectedApplications, tone: 'danger' },
      ]}
    />
  );
}

/** Spec 1 §2.14: the hero's 'My Applications' with Pending, Accepted and Rejected. */
export function MyApplicationCounts() {
  const { data, error, mutate } = useApplicationStats();
  return (
    <section className="my-applications" aria-labelledby="my-applications-title">
      <SectionHeader id="my-applications-title" title="My Applications" titleClassName="my-applications__title">
        <Link to="/student/applications">View all</Link>
      </SectionHeader>
      {data ? (
        <CountRow stats={data} />
      ) : error ? (
        <p className="my-applications__problem" role="alert">
          {errorMessage(error, 'Failed to fetch application data')} <RetryButton onRetry={mutate} />
        </p>
      ) : (
        <p className="my-applications__loading" role="status">
          Loading your applications…
        </p>
      )}
    </section>
  );
}

function CountRow({ stats }: { stats: ApplicationStats }) {
  const counts = [
    { key: 'pending', label: 'Pending', value: stats.pendingApplications },
    { key: 'accepted', label: 'Accepted', value: stats.acceptedApplications },
    { key: 'rejected', label: 'Rejected', value: stats.rejectedApplications },
  ];
  return (
    <dl className="my-applications__counts">
      {counts.map((count) => (
        <div key={count.key} className="my-applications__count">
          <dt>{count.label}</dt>
          <dd>{count.value}</dd>
        </div>
      ))}
    </dl>
  );
}

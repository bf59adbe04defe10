/**
 * Employer dashboard (spec 2 §2): the welcome, the counts, quick actions, the newest postings and the newest
 * applications (live: they follow the `internships` and `applications` notices). A failed load of the counts or the
 * postings shows 'Error Loading Dashboard' with the message.
 */
import { Link } from 'react-router-dom';
import type { ApplicationStatus, InternshipStatus } from '@stint/shared/internships/internships.constants';
import type { Application, Internship } from '@stint/shared/internships/internships.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { LoadingPanel } from '../../../components/loading-panel';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useEmployerPostings } from '../api/get-employer-postings';
import { useRecentEmployerApplications } from '../api/get-employer-recent-applications';
import { useEmployerStats, type EmployerStats } from '../api/get-employer-stats';
import { DashboardPage } from './dashboard-page';
import './employer-dashboard.css';

const POSTINGS_SHOWN = 5;
const RECENT_APPLICATIONS_SHOWN = 5;

export function EmployerDashboard() {
  const user = useSession((state) => state.user);
  const stats = useEmployerStats();
  const postings = useEmployerPostings();
  const recent = useRecentEmployerApplications(RECENT_APPLICATIONS_SHOWN);
  if (!user) return null; // the route guard renders this screen only with a user

  const loadError =
    (stats.error && !stats.data ? stats.error : null) ?? (postings.error && !postings.data ? postings.error : null);
  if (loadError) {
    return (
      <DashboardError
        message={errorMessage(loadError, 'Failed to load dashboard data')}
        onRetry={() => {
          void stats.mutate();
          void postings.mutate();
        }}
      />
    );
  }

  const firstName = user.firstName.trim();
  const companyName = user.companyName?.trim();
  const greeting = firstName || companyName;
  return (
    <DashboardPage
      documentTitle="Employer Dashboard"
      user={user}
      welcome={
        <>
          <p className="welcome__eyebrow">Employer Dashboard</p>
          <h1 id="welcome-title" className="welcome__title">
            {greeting ? `Welcome, ${greeting}!` : 'Welcome!'}
          </h1>
          {firstName && companyName ? <p className="welcome__text">{companyName}</p> : null}
        </>
      }
    >
      <section className="employer-dashboard__section" aria-labelledby="stats-title">
        <h2 id="stats-title" className="visually-hidden">
          Overview
        </h2>
        {stats.data ? <StatCards stats={stats.data.stats} /> : <LoadingPanel text="Loading your numbers…" />}
      </section>

      <nav className="employer-dashboard__section" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="employer-dashboard__heading">
          Quick actions
        </h2>
        <ul className="quick-actions">
          <QuickAction to="/employer/post-internship" title="Post Internship" text="Open a new role to students." />
          <QuickAction to="/employer/applications" title="Applications" text="Review who applied." />
          <QuickAction to="/employer/evaluations" title="Evaluations" text="Evaluate your interns." />
          <QuickAction to="/employer/internships" title="My Internships" text="Manage your postings." />
        </ul>
      </nav>

      <div className="employer-dashboard__panels">
        <section className="card" aria-labelledby="postings-title">
          <div className="card__header">
            <h2 id="postings-title" className="card__title">
              Your Postings
            </h2>
            <Link to="/employer/internships">View all</Link>
          </div>
          {postings.data ? (
            <PostingList internships={postings.data.internships.slice(0, POSTINGS_SHOWN)} />
          ) : (
            <LoadingPanel text="Loading your postings…" />
          )}
        </section>

        <section className="card" aria-labelledby="recent-applications-title">
          <div className="card__header">
            <h2 id="recent-applications-title" className="card__title">
              Recent Applications
            </h2>
          </div>
          {recent.recent ? (
            <RecentApplicationList applications={recent.recent} />
          ) : recent.error ? (
            <div className="panel-problem" role="alert">
              <p>{errorMessage(recent.error, 'Failed to fetch applications')}</p>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => void recent.mutate()}
              >
                Try Again
              </button>
            </div>
          ) : (
            <LoadingPanel text="Loading applications…" />
          )}
        </section>
      </div>
    </DashboardPage>
  );
}

function StatCards({ stats }: { stats: EmployerStats }) {
  const awaiting = stats.pendingApplications + stats.reviewingApplications;
  const cards = [
    {
      label: 'Total Internships',
      value: stats.totalInternships,
      note: `${stats.activeInternships} active`,
    },
    {
      label: 'Total Applications',
      value: stats.totalApplications,
      note: stats.totalApplications === 0 ? 'None yet' : 'Across all postings',
    },
    {
      label: 'Awaiting Decision',
      value: awaiting,
      note: `${stats.pendingApplications} pending, ${stats.reviewingApplications} reviewing`,
    },
    { label: 'Accepted', value: stats.acceptedApplications, note: 'Students accepted' },
    { label: 'Rejected', value: stats.rejectedApplications, note: 'Applications declined' },
  ];
  return (
    <ul className="stat-cards">
      {cards.map((card) => (
        <li key={card.label} className="stat-card">
          <p className="stat-card__label">{card.label}</p>
          <p className="stat-card__value">{card.value}</p>
          <p className="stat-card__note">{card.note}</p>
        </li>
      ))}
    </ul>
  );
}

function QuickAction({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <li>
      <Link className="quick-action" to={to}>
        <span className="quick-action__title">{title}</span>
        <span className="quick-action__text">{text}</span>
      </Link>
    </li>
  );
}

const internshipStatus: Record<InternshipStatus, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'badge--success' },
  inactive: { label: 'Inactive', tone: 'badge--warning' },
  draft: { label: 'Draft', tone: 'badge--neutral' },
  expired: { label: 'Expired', tone: 'badge--danger' },
};

function PostingList({ internships }: { internships: Internship[] }) {
  if (internships.length === 0) {
    return (
      <div className="panel-empty">
        <p>You have not posted an internship yet.</p>
        <Link className="button button--primary button--small" to="/employer/post-internship">
          Post Internship
        </Link>
      </div>
    );
  }
  return (
    <ul className="panel-list">
      {internships.map((internship) => {
        const status = internshipStatus[internship.status];
        const count = internship.applicationsCount ?? internship.applications ?? 0;
        const deadline = formatCalendarDate(internship.applicationDeadline ?? internship.deadline);
        return (
          <li key={internship._id} className="panel-list__item">
            <div className="panel-list__main">
              <Link className="panel-list__link" to={`/employer/internships/${internship._id}`}>
                {internship.title}
              </Link>
              <span className={`badge ${status?.tone ?? 'badge--neutral'}`}>{status?.label ?? internship.status}</span>
            </div>
            <p className="panel-list__meta">
              {count} application{count === 1 ? '' : 's'}
              {deadline ? ` · Deadline ${deadline}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

const applicationStatus: Record<ApplicationStatus, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'badge--warning' },
  reviewing: { label: 'Reviewing', tone: 'badge--neutral' },
  accepted: { label: 'Accepted', tone: 'badge--success' },
  rejected: { label: 'Rejected', tone: 'badge--danger' },
  withdrawn: { label: 'Withdrawn', tone: 'badge--neutral' },
};

function RecentApplicationList({ applications }: { applications: Application[] }) {
  if (applications.length === 0) {
    return (
      <div className="panel-empty">
        <p>No applications yet. They show here the moment a student applies.</p>
      </div>
    );
  }
  return (
    <ul className="panel-list">
      {applications.map((application) => {
        const status = applicationStatus[application.status];
        const name =
          [application.student.firstName, application.student.lastName].filter(Boolean).join(' ').trim() ||
          application.student.email;
        return (
          <li key={application._id} className="panel-list__item">
            <div className="panel-list__main">
              <Link className="panel-list__link" to={`/employer/internships/${application.internship._id}`}>
                {name}
              </Link>
              <span className={`badge ${status?.tone ?? 'badge--neutral'}`}>{status?.label ?? application.status}</span>
            </div>
            <p className="panel-list__meta">
              {application.internship.title} · Applied {formatCalendarDate(application.appliedDate) ?? '—'}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Spec 2 §2, §8: 'Error Loading Dashboard' plus the message. */
function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="status-page" aria-labelledby="dashboard-error-title">
      <title>Error Loading Dashboard · Stint</title>
      <div className="status-page__panel">
        <h1 id="dashboard-error-title">Error Loading Dashboard</h1>
        <p className="status-page__text" role="alert">
          {message}
        </p>
        <div className="status-page__actions">
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try Again
          </button>
        </div>
      </div>
    </main>
  );
}

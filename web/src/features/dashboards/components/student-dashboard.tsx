/**
 * Student dashboard (spec 1 §2.13): the welcome with program, year of study and student ID; the application overview
 * (counts and success rate); quick actions; the 3 most recent applications, each linking to its page, or 'No
 * Applications Yet'; then the student's studies and account. A failed load shows 'Error Loading Dashboard' with Try
 * Again. Live: the counts and the list follow the `applications` notices.
 */
import { Link } from 'react-router-dom';
import { yearOfStudyLabels } from '@stint/shared/accounts/accounts.constants';
import type { Application } from '@stint/shared/internships/internships.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { LoadingPanel } from '../../../components/loading-panel';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { formatDate, fullName } from '../../../lib/user-display';
import { useStudentApplicationStats, type StudentApplicationStats } from '../api/get-student-application-stats';
import { useRecentStudentApplications } from '../api/get-student-recent-applications';
import { DashboardPage, DetailsCard } from './dashboard-page';
import './student-dashboard.css';

/** Spec 1 §9: the dashboard shows the 3 most recent applications. */
const RECENT_APPLICATIONS_SHOWN = 3;

/** Spec 1 §9: the rounded percentage of accepted over total (0 with no applications). */
export function successRate(stats: Pick<StudentApplicationStats, 'acceptedApplications' | 'totalApplications'>) {
  return stats.totalApplications > 0 ? Math.round((stats.acceptedApplications / stats.totalApplications) * 100) : 0;
}

export function StudentDashboard() {
  const user = useSession((state) => state.user);
  const stats = useStudentApplicationStats();
  const recent = useRecentStudentApplications(RECENT_APPLICATIONS_SHOWN);
  if (!user) return null; // the route guard renders this screen only with a user

  const loadError =
    (stats.error && !stats.data ? stats.error : null) ?? (recent.error && !recent.recent ? recent.error : null);
  if (loadError) {
    return (
      <DashboardError
        message={errorMessage(loadError, 'Failed to fetch application data')}
        onRetry={() => {
          void stats.mutate();
          void recent.mutate();
        }}
      />
    );
  }

  const facts = [
    user.program ? { label: 'Program', value: user.program } : null,
    user.yearOfStudy ? { label: 'Year of study', value: yearOfStudyLabels[user.yearOfStudy] } : null,
    user.studentId ? { label: 'Student ID', value: user.studentId } : null,
  ].filter((fact) => fact !== null);

  return (
    <DashboardPage
      documentTitle="Student Dashboard"
      user={user}
      welcome={
        <>
          <p className="welcome__eyebrow">Student Dashboard</p>
          <h1 id="welcome-title" className="welcome__title">
            Welcome, {user.firstName}!
          </h1>
          {facts.length > 0 ? (
            <dl className="welcome__facts">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      }
    >
      <section className="student-dashboard__section" aria-labelledby="application-overview-title">
        <div className="student-dashboard__section-header">
          <h2 id="application-overview-title" className="student-dashboard__heading">
            Application overview
          </h2>
          <Link to="/student/applications">All applications</Link>
        </div>
        {stats.data ? <OverviewCards stats={stats.data} /> : <LoadingPanel text="Loading your numbers…" />}
      </section>

      <nav className="student-dashboard__section" aria-labelledby="student-quick-actions-title">
        <h2 id="student-quick-actions-title" className="student-dashboard__heading">
          Quick actions
        </h2>
        <ul className="student-actions">
          <QuickAction to="/student/internships" title="Browse Internships" text="Find and apply for internships." />
          <QuickAction to="/student/applications" title="My Applications" text="Track where each one stands." />
          <QuickAction to="/student/logbook" title="Logbook" text="Record this week's work." />
          <QuickAction to="/student/reports" title="Reports" text="Write and submit your reports." />
        </ul>
      </nav>

      <section className="card student-dashboard__section" aria-labelledby="recent-applications-title">
        <div className="card__header">
          <h2 id="recent-applications-title" className="card__title">
            Recent Applications
          </h2>
          {recent.recent && recent.recent.length > 0 ? <Link to="/student/applications">View all</Link> : null}
        </div>
        {recent.recent ? (
          <RecentApplications applications={recent.recent} />
        ) : (
          <LoadingPanel text="Loading applications…" />
        )}
      </section>

      <div className="dashboard__grid">
        <DetailsCard
          id="student-studies"
          title="Your studies"
          details={[
            { label: 'University', value: user.university },
            { label: 'Program', value: user.program },
            { label: 'Major', value: user.major },
            { label: 'Year of study', value: user.yearOfStudy ? yearOfStudyLabels[user.yearOfStudy] : null },
            { label: 'Graduation year', value: user.graduationYear ? String(user.graduationYear) : null },
          ]}
        />
        <DetailsCard
          id="student-account"
          title="Your account"
          details={[
            { label: 'Name', value: fullName(user) },
            { label: 'Email', value: user.email },
            { label: 'Phone', value: user.phone },
            { label: 'Member since', value: formatDate(user.createdAt) },
          ]}
        />
      </div>
    </DashboardPage>
  );
}

function OverviewCards({ stats }: { stats: StudentApplicationStats }) {
  const cards = [
    { key: 'total', label: 'Total Applications', value: String(stats.totalApplications) },
    { key: 'pending', label: 'Pending', value: String(stats.pendingApplications) },
    { key: 'accepted', label: 'Accepted', value: String(stats.acceptedApplications) },
    { key: 'rejected', label: 'Rejected', value: String(stats.rejectedApplications) },
    { key: 'rate', label: 'Success Rate', value: `${successRate(stats)}%` },
  ];
  return (
    <ul className="student-stats">
      {cards.map((card) => (
        <li key={card.key} className={`student-stat student-stat--${card.key}`}>
          <p className="student-stat__label">{card.label}</p>
          <p className="student-stat__value">{card.value}</p>
        </li>
      ))}
    </ul>
  );
}

function QuickAction({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <li>
      <Link className="student-action" to={to}>
        <span className="student-action__title">{title}</span>
        <span className="student-action__text">{text}</span>
      </Link>
    </li>
  );
}

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  reviewing: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const statusTones: Record<string, string> = {
  pending: 'badge--warning',
  reviewing: 'student-badge--reviewing',
  accepted: 'badge--success',
  rejected: 'badge--danger',
};

function RecentApplications({ applications }: { applications: Application[] }) {
  if (applications.length === 0) {
    return (
      <div className="student-dashboard__empty">
        <h3 className="student-dashboard__empty-title">No Applications Yet</h3>
        <p>Find an internship you like and apply with your cover letter and resume.</p>
        <Link className="button button--primary" to="/student/internships">
          Browse Internships
        </Link>
      </div>
    );
  }
  return (
    <ul className="recent-applications">
      {applications.map((application) => (
        <li key={application._id} className="recent-applications__item">
          <div className="recent-applications__main">
            <Link
              className="recent-applications__link"
              to={`/student/applications/${encodeURIComponent(application._id)}`}
            >
              {application.internship.title}
            </Link>
            <span className={`badge ${statusTones[application.status] ?? 'badge--neutral'}`}>
              {statusLabels[application.status] ?? application.status}
            </span>
          </div>
          <p className="recent-applications__meta">
            {[application.internship.company, `Applied ${formatCalendarDate(application.appliedDate) ?? '—'}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Spec 1 §2.13, §8: 'Error Loading Dashboard' with Try Again. */
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

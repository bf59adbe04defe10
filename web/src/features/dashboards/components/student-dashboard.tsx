/**
 * Student dashboard (spec 1 §2.13): the welcome with program, year of study and student ID; the application overview
 * (counts and success rate); quick actions; the 3 most recent applications, each linking to its page, or 'No
 * Applications Yet'; then the student's studies and account. A failed load shows 'Error Loading Dashboard' with Try
 * Again. Live: the counts and the list follow the `applications` notices.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { yearOfStudyLabels } from '@stint/shared/accounts/accounts.constants';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { Facts } from '../../../components/facts';
import { LoadingPanel } from '../../../components/loading-panel';
import { PanelList } from '../../../components/panel-list';
import { StatCards } from '../../../components/stat-cards';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useApplicationStats, type ApplicationStats } from '../../../lib/application-stats';
import { useRecentStudentApplications } from '../api/get-student-recent-applications';
import { AccountCard, DashboardError, DashboardPage, DashboardQuickActions, DetailsCard } from './dashboard-page';

/** Spec 1 §9: the dashboard shows the 3 most recent applications. */
const RECENT_APPLICATIONS_SHOWN = 3;

/** Spec 1 §9: the rounded percentage of accepted over total (0 with no applications). */
export function successRate(stats: Pick<ApplicationStats, 'acceptedApplications' | 'totalApplications'>) {
  return stats.totalApplications > 0 ? Math.round((stats.acceptedApplications / stats.totalApplications) * 100) : 0;
}

/** `upcoming`: the upcoming interviews, composed in by the route (features never import each other). */
export function StudentDashboard({ upcoming }: { upcoming?: ReactNode } = {}) {
  const user = useSession((state) => state.user);
  const stats = useApplicationStats();
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

  return (
    <DashboardPage
      name="Student Dashboard"
      greeting={`Welcome, ${user.firstName}!`}
      user={user}
      intro={
        <Facts
          className="facts welcome__facts"
          facts={[
            { label: 'Program', value: user.program },
            { label: 'Year of study', value: user.yearOfStudy ? yearOfStudyLabels[user.yearOfStudy] : null },
            { label: 'Student ID', value: user.studentId },
          ]}
        />
      }
    >
      <section className="dashboard__section" aria-labelledby="application-overview-title">
        <SectionHeader id="application-overview-title" title="Application overview" titleClassName="dashboard__heading">
          <Link to="/student/applications">All applications</Link>
        </SectionHeader>
        {stats.data ? <OverviewCards stats={stats.data} /> : <LoadingPanel text="Loading your numbers…" />}
      </section>

      {upcoming}

      <DashboardQuickActions
        headingId="student-quick-actions-title"
        minWidth="13rem"
        actions={[
          { to: '/student/internships', title: 'Browse Internships', text: 'Find and apply for internships.' },
          { to: '/student/applications', title: 'My Applications', text: 'Track where each one stands.' },
          { to: '/student/logbook', title: 'Logbook', text: "Record this week's work." },
          { to: '/student/reports', title: 'Reports', text: 'Write and submit your reports.' },
        ]}
      />

      <section className="card dashboard__section" aria-labelledby="recent-applications-title">
        <SectionHeader id="recent-applications-title" title="Recent Applications" card>
          {recent.recent && recent.recent.length > 0 ? <Link to="/student/applications">View all</Link> : null}
        </SectionHeader>
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
        <AccountCard id="student-account" user={user} />
      </div>
    </DashboardPage>
  );
}

function OverviewCards({ stats }: { stats: ApplicationStats }) {
  return (
    <StatCards
      accent
      minWidth="9.5rem"
      cards={[
        { key: 'total', label: 'Total Applications', value: stats.totalApplications },
        { key: 'pending', label: 'Pending', value: stats.pendingApplications, tone: 'warning' },
        { key: 'accepted', label: 'Accepted', value: stats.acceptedApplications, tone: 'success' },
        { key: 'rejected', label: 'Rejected', value: stats.rejectedApplications, tone: 'danger' },
        { key: 'rate', label: 'Success Rate', value: `${successRate(stats)}%` },
      ]}
    />
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
  reviewing: 'badge--info',
  accepted: 'badge--success',
  rejected: 'badge--danger',
};

function RecentApplications({ applications }: { applications: Application[] }) {
  if (applications.length === 0) {
    return (
      <div className="dashboard__empty">
        <h3 className="dashboard__empty-title">No Applications Yet</h3>
        <p>Find an internship you like and apply with your cover letter and resume.</p>
        <Link className="button button--primary" to="/student/internships">
          Browse Internships
        </Link>
      </div>
    );
  }
  return (
    <PanelList
      items={applications.map((application) => ({
        key: application._id,
        to: `/student/applications/${encodeURIComponent(application._id)}`,
        title: application.internship.title,
        badge: (
          <span className={`badge ${statusTones[application.status] ?? 'badge--neutral'}`}>
            {statusLabels[application.status] ?? application.status}
          </span>
        ),
        meta: [application.internship.company, `Applied ${formatCalendarDate(application.appliedDate) ?? '—'}`]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  );
}

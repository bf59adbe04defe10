/**
 * Employer dashboard (spec 2 §2): the welcome, the counts, quick actions, the newest postings, the newest
 * applications and the interns waiting for an evaluation (live: they follow the `internships`, `applications` and
 * `evaluations` notices). A failed load of the counts or the
 * postings shows 'Error Loading Dashboard' with the message.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InternshipStatus } from '@stint/shared/internships/internships.constants';
import type { ApplicationStatus } from '@stint/shared/applications/applications.constants';
import type { PendingEvaluation } from '@stint/shared/evaluations/evaluations.schemas';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { LoadingPanel } from '../../../components/loading-panel';
import { PanelList } from '../../../components/panel-list';
import { RetryButton } from '../../../components/query-state';
import { StatCards } from '../../../components/stat-cards';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import { isFilled, POSITIONS_FILLED } from '../../../lib/internship-display';
import { useSession } from '../../../lib/session';
import { useEmployerPostings } from '../api/get-employer-postings';
import { useRecentEmployerApplications } from '../api/get-employer-recent-applications';
import { useEmployerStats, type EmployerStats } from '../api/get-employer-stats';
import { usePendingEvaluations } from '../api/get-pending-evaluations';
import { DashboardError, DashboardPage, DashboardQuickActions } from './dashboard-page';
import { OwnPlacementRatingsCard } from '../../placement-evaluations/components/placement-ratings';

const POSTINGS_SHOWN = 5;
const RECENT_APPLICATIONS_SHOWN = 5;

/** `upcoming`: the upcoming interviews, composed in by the route (features never import each other). */
export function EmployerDashboard({ upcoming }: { upcoming?: ReactNode } = {}) {
  const user = useSession((state) => state.user);
  const stats = useEmployerStats();
  const postings = useEmployerPostings();
  const recent = useRecentEmployerApplications(RECENT_APPLICATIONS_SHOWN);
  const pendingEvaluations = usePendingEvaluations();
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
      name="Employer Dashboard"
      greeting={greeting ? `Welcome, ${greeting}!` : 'Welcome!'}
      intro={firstName && companyName ? <p className="welcome__text">{companyName}</p> : null}
      user={user}
    >
      <section className="dashboard__section" aria-labelledby="stats-title">
        <h2 id="stats-title" className="visually-hidden">
          Overview
        </h2>
        {stats.data ? <EmployerStatCards stats={stats.data.stats} /> : <LoadingPanel text="Loading your numbers…" />}
      </section>

      {upcoming}

      <DashboardQuickActions
        headingId="quick-actions-title"
        minWidth="14rem"
        actions={[
          { to: '/employer/post-internship', title: 'Post Internship', text: 'Open a new role to students.' },
          { to: '/employer/applications', title: 'Applications', text: 'Review who applied.' },
          { to: '/employer/evaluations', title: 'Evaluations', text: 'Evaluate your interns.' },
          { to: '/employer/internships', title: 'My Internships', text: 'Manage your postings.' },
        ]}
      />

      <div className="dashboard__grid">
        <section className="card" aria-labelledby="postings-title">
          <SectionHeader id="postings-title" title="Your Postings" card>
            <Link to="/employer/internships">View all</Link>
          </SectionHeader>
          {postings.data ? (
            <PostingList internships={postings.data.internships.slice(0, POSTINGS_SHOWN)} />
          ) : (
            <LoadingPanel text="Loading your postings…" />
          )}
        </section>

        <section className="card" aria-labelledby="recent-applications-title">
          <SectionHeader id="recent-applications-title" title="Recent Applications" card />
          {recent.recent ? (
            <RecentApplicationList applications={recent.recent} />
          ) : recent.error ? (
            <div className="panel-problem" role="alert">
              <p>{errorMessage(recent.error, 'Failed to fetch applications')}</p>
              <RetryButton onRetry={recent.mutate} />
            </div>
          ) : (
            <LoadingPanel text="Loading applications…" />
          )}
        </section>

        <section className="card" aria-labelledby="pending-evaluations-title">
          <SectionHeader id="pending-evaluations-title" title="Pending Evaluations" card>
            <Link to="/employer/evaluations">All evaluations</Link>
          </SectionHeader>
          {pendingEvaluations.pending ? (
            <PendingEvaluationList pending={pendingEvaluations.pending} />
          ) : pendingEvaluations.error ? (
            <div className="panel-problem" role="alert">
              <p>{errorMessage(pendingEvaluations.error, 'Failed to fetch evaluations')}</p>
              <RetryButton onRetry={pendingEvaluations.mutate} />
            </div>
          ) : (
            <LoadingPanel text="Loading interns…" />
          )}
        </section>
      </div>

      <OwnPlacementRatingsCard />
    </DashboardPage>
  );
}

function EmployerStatCards({ stats }: { stats: EmployerStats }) {
  const awaiting = stats.pendingApplications + stats.reviewingApplications;
  const cards = [
    {
      key: 'internships',
      label: 'Total Internships',
      value: stats.totalInternships,
      note: `${stats.activeInternships} active`,
    },
    {
      key: 'applications',
      label: 'Total Applications',
      value: stats.totalApplications,
      note: stats.totalApplications === 0 ? 'None yet' : 'Across all postings',
    },
    {
      key: 'awaiting',
      label: 'Awaiting Decision',
      value: awaiting,
      note: `${stats.pendingApplications} pending, ${stats.reviewingApplications} reviewing`,
    },
    { key: 'accepted', label: 'Accepted', value: stats.acceptedApplications, note: 'Students accepted' },
    { key: 'rejected', label: 'Rejected', value: stats.rejectedApplications, note: 'Applications declined' },
  ];
  return <StatCards cards={cards} minWidth="11rem" />;
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
    <PanelList
      items={internships.map((internship) => {
        const status = internshipStatus[internship.status];
        const count = internship.applicationsCount ?? internship.applications ?? 0;
        const deadline = formatCalendarDate(internship.applicationDeadline ?? internship.deadline);
        return {
          key: internship._id,
          to: `/employer/internships/${internship._id}`,
          title: internship.title,
          badge: (
            <span className={`badge ${status?.tone ?? 'badge--neutral'}`}>{status?.label ?? internship.status}</span>
          ),
          meta: [
            `${count} application${count === 1 ? '' : 's'}`,
            isFilled(internship) ? POSITIONS_FILLED : deadline ? `Deadline ${deadline}` : null,
          ]
            .filter(Boolean)
            .join(' · '),
        };
      })}
    />
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
    <PanelList
      items={applications.map((application) => {
        const status = applicationStatus[application.status];
        const name =
          [application.student.firstName, application.student.lastName].filter(Boolean).join(' ').trim() ||
          application.student.email;
        return {
          key: application._id,
          to: `/employer/internships/${application.internship._id}`,
          title: name,
          badge: (
            <span className={`badge ${status?.tone ?? 'badge--neutral'}`}>{status?.label ?? application.status}</span>
          ),
          meta: `${application.internship.title} · Applied ${formatCalendarDate(application.appliedDate) ?? '—'}`,
        };
      })}
    />
  );
}

function PendingEvaluationList({ pending }: { pending: PendingEvaluation[] }) {
  if (pending.length === 0) {
    return (
      <div className="panel-empty">
        <p>
          No intern is waiting for an evaluation. Accepted interns show here once their placement starts, until an
          evaluation covers today (or, once the placement has ended, its last day).
        </p>
      </div>
    );
  }
  return (
    <PanelList
      items={pending.map((item) => ({
        key: item.applicationId,
        to: `/employer/evaluations/create/${item.applicationId}`,
        title: item.student.name || 'Intern',
        badge: <span className="badge badge--warning">Evaluate</span>,
        meta: `${item.internship.title} · ${
          item.hasEnded ? `ended ${formatCalendarDate(item.dueDay) ?? item.dueDay}` : 'in progress'
        }`,
      }))}
    />
  );
}

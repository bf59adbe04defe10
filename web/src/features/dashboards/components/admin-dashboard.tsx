/**
 * Administrator dashboard (spec 2 §2, §3 Dashboard stats (admin), §8): the welcome, the platform's counts (live: they
 * follow the `admin-overview` notices), universities waiting for approval, the quick links, the administrator's own
 * account and the Operations panel. A failed load of the counts shows the server's message, else 'Failed to load
 * stats', with Try Again; the rest of the dashboard stays usable.
 */
import { Link } from 'react-router-dom';
import { Banner } from '../../../components/alerts';
import { QueryState } from '../../../components/query-state';
import { StatCards } from '../../../components/stat-cards';
import { useSession } from '../../../lib/session';
import { useAdminStats, type AdminDashboardStats } from '../api/get-admin-stats';
import { AccountCard, DashboardPage, DashboardQuickActions } from './dashboard-page';
import { OperationsPanel } from './operations-panel';
import './admin-dashboard.css';

export function AdminDashboard() {
  const user = useSession((state) => state.user);
  const stats = useAdminStats();
  if (!user) return null; // the route guard renders this screen only with a user

  return (
    <DashboardPage
      name="Admin Dashboard"
      greeting={user.firstName.trim() ? `Welcome, ${user.firstName}!` : 'Welcome!'}
      intro={<p className="welcome__text">{user.department?.trim() || 'Administrator'}</p>}
      user={user}
    >
      <section className="dashboard__section" aria-labelledby="stats-title" aria-busy={stats.isValidating}>
        <h2 id="stats-title" className="visually-hidden">
          Platform overview
        </h2>
        <QueryState
          query={stats}
          errorTitle="Platform counts unavailable"
          errorText="Failed to load stats"
          loadingText="Loading the platform's numbers…"
        >
          {(data) => (
            <>
              <AdminStatCards stats={data.stats} />
              <PendingUniversities count={data.stats.pendingUniversities} />
            </>
          )}
        </QueryState>
      </section>

      <DashboardQuickActions
        headingId="quick-actions-title"
        minWidth="13rem"
        actions={[
          { to: '/admin/students', title: 'Student Progress', text: "Follow every student's internship." },
          { to: '/admin/reports', title: 'Reports', text: 'Review submitted reports.' },
          { to: '/admin/internships', title: 'Internships', text: 'Oversee every posting.' },
          { to: '/admin/analytics', title: 'Analytics', text: 'Trends over time.' },
        ]}
      />

      <div className="dashboard__grid">
        <AccountCard
          id="admin-account"
          user={user}
          more={[
            { label: 'Department', value: user.department },
            { label: 'Employee ID', value: user.employeeId },
          ]}
        />
        <OperationsPanel />
      </div>
    </DashboardPage>
  );
}

function AdminStatCards({ stats }: { stats: AdminDashboardStats }) {
  const cards = [
    {
      key: 'students',
      label: 'Total Students',
      value: stats.totalStudents,
      note: `Out of ${stats.totalUsers} accounts`,
    },
    { key: 'active', label: 'Active Users', value: stats.activeUsers, note: 'Signed in within 30 days' },
    {
      key: 'employers',
      label: 'Total Employers',
      value: stats.totalEmployers,
      note: 'Companies hiring interns',
    },
    { key: 'verified', label: 'Verified Users', value: stats.verifiedUsers, note: 'Confirmed their email' },
    {
      key: 'newsletter',
      label: 'Newsletter Subscribers',
      value: stats.newsletterSubscribers,
      note: 'Subscribed now',
    },
  ];
  return <StatCards cards={cards} minWidth="9.5rem" accent />;
}

function PendingUniversities({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div className="dashboard__notices admin-dashboard__pending">
      <Banner
        tone="warning"
        title={count === 1 ? 'A university awaits approval' : `${count} universities await approval`}
        live={false}
      >
        <p>
          Until approved, a university cannot see its students and students cannot pick it when they register.{' '}
          <Link to="/admin/users?role=university&status=pending">Review pending universities</Link>
        </p>
      </Banner>
    </div>
  );
}

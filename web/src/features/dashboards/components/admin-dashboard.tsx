/** Administrator dashboard: the welcome and the administrator's own account. */
import { useSession } from '../../../lib/session';
import { AccountCard, DashboardPage } from './dashboard-page';
import { OperationsPanel } from './operations-panel';

export function AdminDashboard() {
  const user = useSession((state) => state.user);
  if (!user) return null; // the route guard renders this screen only with a user

  return (
    <DashboardPage
      name="Admin Dashboard"
      greeting={user.firstName.trim() ? `Welcome, ${user.firstName}!` : 'Welcome!'}
      intro={<p className="welcome__text">{user.department?.trim() || 'Administrator'}</p>}
      user={user}
    >
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

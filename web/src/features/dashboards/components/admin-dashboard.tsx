/** Administrator dashboard: the welcome and the administrator's own account. */
import { useSession } from '../../../lib/session';
import { formatDate, fullName } from '../../../lib/user-display';
import { DashboardPage, DetailsCard } from './dashboard-page';

export function AdminDashboard() {
  const user = useSession((state) => state.user);
  if (!user) return null; // the route guard renders this screen only with a user

  return (
    <DashboardPage
      documentTitle="Admin Dashboard"
      user={user}
      welcome={
        <>
          <p className="welcome__eyebrow">Admin Dashboard</p>
          <h1 id="welcome-title" className="welcome__title">
            {user.firstName.trim() ? `Welcome, ${user.firstName}!` : 'Welcome!'}
          </h1>
          <p className="welcome__text">{user.department?.trim() || 'Administrator'}</p>
        </>
      }
    >
      <div className="dashboard__grid">
        <DetailsCard
          id="admin-account"
          title="Your account"
          details={[
            { label: 'Name', value: fullName(user) },
            { label: 'Email', value: user.email },
            { label: 'Phone', value: user.phone },
            { label: 'Department', value: user.department },
            { label: 'Employee ID', value: user.employeeId },
            { label: 'Member since', value: formatDate(user.createdAt) },
          ]}
        />
      </div>
    </DashboardPage>
  );
}

/** Employer dashboard: the welcome and the company's account details. */
import { useSession } from '../../../lib/session';
import { formatDate, fullName } from '../../../lib/user-display';
import { DashboardPage, DetailsCard } from './dashboard-page';

export function EmployerDashboard() {
  const user = useSession((state) => state.user);
  if (!user) return null; // the route guard renders this screen only with a user

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
      <div className="dashboard__grid">
        <DetailsCard
          id="employer-company"
          title="Your company"
          details={[
            { label: 'Company', value: user.companyName },
            { label: 'Address', value: user.companyAddress },
            { label: 'Department', value: user.department },
            { label: 'Employee ID', value: user.employeeId },
          ]}
        />
        <DetailsCard
          id="employer-account"
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

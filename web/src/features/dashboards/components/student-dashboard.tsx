/** Student dashboard (spec 1 §2.13): the welcome with program, year of study and student ID, then the account. */
import { yearOfStudyLabels } from '@stint/shared/accounts/accounts.constants';
import { useSession } from '../../../lib/session';
import { formatDate, fullName } from '../../../lib/user-display';
import { DashboardPage, DetailsCard } from './dashboard-page';

export function StudentDashboard() {
  const user = useSession((state) => state.user);
  if (!user) return null; // the route guard renders this screen only with a user

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

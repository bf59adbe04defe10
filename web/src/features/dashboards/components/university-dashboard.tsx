/**
 * University Dashboard (spec 2 §2, §3): the welcome, the university's card with its accreditation badge, four summary
 * cards (students, applications with the approval rate, logbook entries and reports with the share submitted), the
 * Application and Internship Statistics panels and the five newest students. States: a loading skeleton, 'Error
 * Loading Dashboard' with Try Again (a reload), 'No Data Available'. Live: it moves as the university's students
 * apply, are accepted, submit and are reviewed. A university awaiting approval sees its card and why there is no data.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  accreditationLabels,
  universityTypeLabels,
  yearOfStudyLabels,
  type AccreditationStatus,
  type UniversityType,
} from '@stint/shared/accounts/accounts.constants';
import type { UniversityDashboard as Dashboard, UniversityStudent } from '@stint/shared/university/university.schemas';
import { EmailAddress } from '../../../components/email-address';
import { Facts } from '../../../components/facts';
import { SectionHeader } from '../../../components/section-header';
import { StatCards } from '../../../components/stat-cards';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { fullName, initials } from '../../../lib/user-display';
import { useUniversityDashboard } from '../api/get-university-dashboard';
import { DashboardError, DashboardPage, DetailsCard } from './dashboard-page';
import './university-dashboard.css';

/** Spec 2: accredited, provisional, pending and expired have their own look; anything else is neutral. */
const accreditationTone: Partial<Record<AccreditationStatus, string>> = {
  accredited: 'badge--success',
  provisional: 'badge--warning',
  pending: 'badge--warning',
  expired: 'badge--danger',
};

type UniversityCardData = {
  name: string;
  code: string;
  type: UniversityType | null;
  accreditationStatus: AccreditationStatus | null;
};

/** Spec 2 §8: a non-OK answer reads 'Failed to fetch dashboard data'; anything else the screen's fallback. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? 'Failed to fetch dashboard data'
    : 'Failed to load dashboard data';
}

/**
 * `approvals`: the placement approval queue (issue 17 item 4); `atRisk`: the at-risk alerts (issue 17 item 5); both
 * composed in by the route.
 */
export function UniversityDashboard({ approvals, atRisk }: { approvals?: ReactNode; atRisk?: ReactNode } = {}) {
  const user = useSession((state) => state.user);
  const isApproved = user?.status === 'active';
  const { data, error, isLoading } = useUniversityDashboard(isApproved);
  if (!user) return null; // the route guard renders this screen only with a user

  if (error && !data)
    return <DashboardError message={failureMessage(error)} onRetry={() => window.location.reload()} />;

  const name = fullName(user);
  const page = (content: ReactNode) => (
    <DashboardPage
      name="University Dashboard"
      intro={<p className="welcome__text">{name ? `Welcome, ${name}` : 'Welcome'}</p>}
      user={user}
    >
      {content}
    </DashboardPage>
  );

  if (!isApproved) {
    const contact = user.contactPerson;
    return page(
      <div className="dashboard__grid">
        <UniversityCard
          university={{
            name: user.universityName ?? '',
            code: user.universityCode ?? '',
            type: user.universityType ?? null,
            accreditationStatus: user.accreditationStatus ?? null,
          }}
          note="Your students' applications, logbooks, reports and evaluations appear here once your university is verified."
        />
        <DetailsCard
          id="university-contact"
          title="Contact person"
          details={[
            { label: 'Name', value: contact?.name },
            { label: 'Title', value: contact?.title },
            { label: 'Email', value: contact?.email ? <EmailAddress email={contact.email} /> : null },
            { label: 'Phone', value: contact?.phone },
          ]}
        />
      </div>,
    );
  }

  if (isLoading || (!data && !error)) return page(<DashboardSkeleton />);
  if (!data) {
    return page(
      <div className="empty-panel">
        <h2 className="empty-panel__title">No Data Available</h2>
        <p>No dashboard data is currently available.</p>
      </div>,
    );
  }
  return page(<DashboardContent dashboard={data} approvals={approvals} atRisk={atRisk} />);
}

function DashboardContent({
  dashboard,
  approvals,
  atRisk,
}: {
  dashboard: Dashboard;
  approvals: ReactNode;
  atRisk: ReactNode;
}) {
  const { students, applications, logbooks, reports, internships, evaluations } = dashboard;
  return (
    <>
      <div className="dashboard__section">
        <UniversityCard university={dashboard.university} />
      </div>

      <section className="dashboard__section" aria-labelledby="summary-title">
        <h2 id="summary-title" className="visually-hidden">
          Summary
        </h2>
        <StatCards
          accent
          minWidth="12rem"
          cards={[
            { key: 'students', label: 'Total Students', value: students.total, note: `${students.active} active` },
            {
              key: 'applications',
              label: 'Applications',
              value: applications.total,
              note: `${applications.approvalRate}% approval rate`,
              tone: 'success',
            },
            {
              key: 'logbooks',
              label: 'Logbook Entries',
              value: logbooks.total,
              note: `${logbooks.submissionRate}% submitted`,
              tone: 'warning',
            },
            {
              key: 'reports',
              label: 'Reports',
              value: reports.total,
              note: `${reports.submissionRate}% submitted`,
              tone: 'warning',
            },
          ]}
        />
      </section>

      <div className="dashboard__grid dashboard__section">
        <DetailsCard
          id="application-stats-title"
          title="Application Statistics"
          details={[
            { label: 'Total Applications', value: String(applications.total) },
            { label: 'Approved', value: String(applications.approved) },
            { label: 'Pending', value: String(applications.pending) },
            { label: 'Approval Rate', value: `${applications.approvalRate}%` },
          ]}
        />
        <DetailsCard
          id="internship-stats-title"
          title="Internship Statistics"
          details={[
            { label: 'Total Internships', value: String(internships.total) },
            { label: 'Active Internships', value: String(internships.active) },
            { label: 'Pending Evaluations', value: String(evaluations.pending) },
            { label: 'Completed Evaluations', value: String(evaluations.completed) },
          ]}
        />
      </div>

      {atRisk ? <div className="dashboard__section">{atRisk}</div> : null}

      {approvals ? <div className="dashboard__section">{approvals}</div> : null}

      <section className="card" aria-labelledby="recent-students-title">
        <SectionHeader id="recent-students-title" title="Recent Students" card>
          <Link to="/university/students">View All Students</Link>
        </SectionHeader>
        {students.list.length === 0 ? (
          <div className="panel-empty">
            <p>No students have registered with your university yet. They appear here as they sign up.</p>
          </div>
        ) : (
          <ul className="recent-students plain-list">
            {students.list.map((student) => (
              <RecentStudent key={student._id} student={student} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function UniversityCard({ university, note }: { university: UniversityCardData; note?: string }) {
  const status = university.accreditationStatus;
  return (
    <section className="card" aria-labelledby="university-card-title">
      <SectionHeader id="university-card-title" title={<>{university.name || 'Your university'}</>} card>
        {status ? (
          <span className={`badge ${accreditationTone[status] ?? 'badge--neutral'}`}>
            {accreditationLabels[status]}
          </span>
        ) : null}
      </SectionHeader>
      <Facts
        className="details"
        rowClassName="details__row"
        facts={[
          { label: 'Code', value: university.code },
          { label: 'Type', value: university.type ? universityTypeLabels[university.type] : null },
        ]}
      />
      {note ? <p className="muted university-card__note">{note}</p> : null}
    </section>
  );
}

function RecentStudent({ student }: { student: UniversityStudent }) {
  const name = [student.firstName, student.lastName].filter(Boolean).join(' ') || 'A student';
  const year = yearOfStudyLabels[student.yearOfStudy as keyof typeof yearOfStudyLabels];
  return (
    <li className="recent-students__item">
      <span className="recent-students__avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <div className="recent-students__who">
        <p className="recent-students__name">{name}</p>
        <p className="recent-students__meta">
          {[student.studentId, student.program, year].filter(Boolean).join(' · ')}
        </p>
      </div>
      <Link className="button button--secondary button--small" to={`/university/students/${student._id}`}>
        View Details<span className="visually-hidden"> of {name}</span>
      </Link>
    </li>
  );
}

/** The shape of the dashboard while it loads: announced once, the blocks hidden from assistive technology. */
function DashboardSkeleton() {
  return (
    <div className="dashboard-skeleton" role="status">
      <span className="visually-hidden">Loading the dashboard…</span>
      <div className="dashboard-skeleton__block dashboard-skeleton__block--card" aria-hidden="true" />
      <div className="dashboard-skeleton__row" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="dashboard-skeleton__block" />
        ))}
      </div>
      <div className="dashboard-skeleton__row dashboard-skeleton__row--two" aria-hidden="true">
        <div className="dashboard-skeleton__block dashboard-skeleton__block--panel" />
        <div className="dashboard-skeleton__block dashboard-skeleton__block--panel" />
      </div>
    </div>
  );
}

/**
 * The student's applications (spec 1 §2.15): the counts, the history list with status badges, a detail modal with the
 * status history and Withdraw while pending, and Browse Internships. Live: a decision by the employer shows here
 * without a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { EmptyList } from '../../../components/list-screen';
import { Modal } from '../../../components/modal';
import { Screen } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useApplicationStats } from '../../../lib/application-stats';
import { useStudentApplications } from '../../../lib/student-applications';
import { ApplicationStatCards } from './application-stats';
import { ApplicationUnreadSlot } from '../../../lib/application-thread-slot';
import { StatusBadge } from './application-status';
import { ApplicationView } from './application-view';
import './applications.css';

export function StudentApplicationsScreen() {
  const applications = useStudentApplications();
  const stats = useApplicationStats();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = openId ? applications.data?.applications.find((application) => application._id === openId) : undefined;

  return (
    <Screen
      className="student-applications"
      title="My Applications"
      intro="Every internship you applied for, where it stands, and what changed along the way."
      actions={
        <Link className="button button--primary" to="/student/internships">
          Browse Internships
        </Link>
      }
      outside={
        open ? (
          <Modal
            title={open.internship.title}
            description={[open.internship.company, open.internship.location].filter(Boolean).join(' · ') || undefined}
            onClose={() => setOpenId(null)}
            size="large"
            footer={
              <>
                <Link className="button button--secondary" to={`/student/applications/${encodeURIComponent(open._id)}`}>
                  Open Full Page
                </Link>
                <button type="button" className="button button--primary" onClick={() => setOpenId(null)}>
                  Close
                </button>
              </>
            }
          >
            <ApplicationView application={open} headingLevel={3} idPrefix="application-modal" />
          </Modal>
        ) : null
      }
    >
      <section className="applications-section" aria-labelledby="application-stats-title">
        <h2 id="application-stats-title" className="visually-hidden">
          Overview
        </h2>
        <QueryState
          query={stats}
          errorTitle="Failed to fetch application data"
          errorText="Please try again in a moment."
          loadingText="Loading your numbers…"
        >
          {(data) => <ApplicationStatCards stats={data} />}
        </QueryState>
      </section>

      <section className="applications-section" aria-labelledby="application-history-title">
        <h2 id="application-history-title" className="applications-section__title">
          Application history
        </h2>
        <QueryState
          query={applications}
          errorTitle="Failed to fetch applications"
          errorText="Please try again in a moment."
          loadingText="Loading your applications…"
          isEmpty={(data) => data.applications.length === 0}
          empty={
            <EmptyList
              title="No Applications Yet"
              text="When you apply for an internship, it appears here with its status."
            >
              <Link className="button button--primary" to="/student/internships">
                Browse Internships
              </Link>
            </EmptyList>
          }
        >
          {(data) => (
            <ul className="application-cards plain-list">
              {data.applications.map((application) => (
                <ApplicationCard
                  key={application._id}
                  application={application}
                  onOpen={() => setOpenId(application._id)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </Screen>
  );
}

function ApplicationCard({ application, onOpen }: { application: Application; onOpen: () => void }) {
  const titleId = `application-${application._id}-title`;
  return (
    <li className="application-card">
      <article aria-labelledby={titleId} className="tile application-card__body split-row">
        <div className="application-card__main">
          <h3 id={titleId} className="application-card__title">
            <Link to={`/student/applications/${encodeURIComponent(application._id)}`}>
              {application.internship.title}
            </Link>
          </h3>
          <p className="application-card__meta">
            {[application.internship.company, application.internship.location].filter(Boolean).join(' · ')}
          </p>
          <p className="application-card__meta">Applied {formatCalendarDate(application.appliedDate) ?? '—'}</p>
        </div>
        <div className="application-card__side">
          <StatusBadge status={application.status} />
          <ApplicationUnreadSlot applicationId={application._id} />
          <button type="button" className="button button--secondary button--small" onClick={onOpen}>
            View Details<span className="visually-hidden"> of your application to {application.internship.title}</span>
          </button>
        </div>
      </article>
    </li>
  );
}

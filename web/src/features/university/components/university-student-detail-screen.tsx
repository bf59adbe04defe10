/**
 * A student's page (/university/students/{id}): who they are, their internship (upcoming, current or completed, by its
 * dates), their applications (where and how each stands), their submitted logbook entries and reports (each opening its
 * read-only detail) and the evaluations their employers wrote. Read-only. Another university's student is Student Not
 * Found.
 */
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import type {
  UniversityApplication,
  UniversityLogbookEntry,
  UniversityReport,
} from '@stint/shared/university/university.schemas';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { Facts } from '../../../components/facts';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { ReviewHistory } from '../../../components/review-status';
import { TextList } from '../../../components/text-list';
import { StatCards } from '../../../components/stat-cards';
import { StatusPage } from '../../../components/status-page';
import { ApiError } from '../../../lib/api-client';
import { placementDisplay } from '../../../lib/placement-display';
import { initials } from '../../../lib/user-display';
import { useUniversityStudent } from '../api/get-university-student';
import { ItemTile, LogbookEntryDetail, LogbookRow, ReportDetail, ReportRow, StatusBadge } from './review-items';
import { applicationStatusLabels, loadFailure, personName, placementFacts, yearLabel } from './university-format';
import { ListError } from './university-page';
import { ApplicationThreadSlot } from '../../../lib/application-thread-slot';
import './university.css';
import { StudentPlacementEvaluations } from '../../placement-evaluations/components/placement-ratings';
import { StudentCertificates } from '../../certificates/components/student-certificates';

const BACK = { to: '/university/students', label: 'Back to students' };

export function UniversityStudentDetailScreen() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useUniversityStudent(id);
  const [viewingReport, setViewingReport] = useState<UniversityReport | null>(null);
  const [viewingEntry, setViewingEntry] = useState<UniversityLogbookEntry | null>(null);

  if (error && !data) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <StatusPage
          title="Student Not Found"
          message="This student is not one of your university's students, or no longer exists."
          actions={
            <Link className="button button--primary" to={BACK.to}>
              Back to students
            </Link>
          }
        />
      );
    }
    return (
      <ListError
        title="Error Loading Student"
        message={loadFailure(error, 'Failed to fetch student data', 'Failed to load student data')}
      />
    );
  }
  if (!data) {
    return (
      <main id="main" tabIndex={-1} className="page uni-page">
        <title>Student · Stint</title>
        <div className="page__inner">{isLoading ? <LoadingPanel text="Loading the student…" /> : null}</div>
      </main>
    );
  }

  const { student, applications, logbookEntries, reports, evaluations } = data;
  const name = personName(student);
  const current = student.currentInternship;
  const placement = placementDisplay(current);
  const about = [
    student.studentId ? `Student ID ${student.studentId}` : null,
    student.program,
    student.yearOfStudy ? yearLabel(student.yearOfStudy) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <main id="main" tabIndex={-1} className="page uni-page">
      <title>{`${name} · Stint`}</title>
      <div className="page__inner">
        <PageHeader
          back={BACK}
          title={
            <span className="uni-detail-title">
              <span className="uni-avatar" aria-hidden="true">
                {initials(name)}
              </span>
              {name}
            </span>
          }
          badge={<span className={`badge ${placement.tone}`}>{placement.badge}</span>}
          intro={
            about || student.email ? (
              <>
                {about}
                {about && student.email ? ' · ' : null}
                {student.email ? <EmailAddress email={student.email} /> : null}
              </>
            ) : null
          }
        />

        <StatCards
          className="uni-section"
          minWidth="9rem"
          cards={[
            { key: 'applications', label: 'Applications', value: applications.length },
            { key: 'pending', label: 'Pending Applications', value: student.pendingApplications },
            { key: 'logbooks', label: 'Logbook Entries', value: student.logbookEntries },
            { key: 'reports', label: 'Reports', value: student.reports },
            { key: 'evaluations', label: 'Evaluations', value: evaluations.length },
          ]}
        />

        {current ? (
          <section className="card uni-section" aria-labelledby="current-title">
            <h2 id="current-title" className="card__title">
              {placement.title}
            </h2>
            <Facts className="facts facts--grid" facts={placementFacts(current)} />
          </section>
        ) : null}

        <DetailSection
          id="applications"
          title="Applications"
          items={applications}
          listClassName="uni-applications"
          empty="No applications yet."
        >
          {(application) => <ApplicationRow key={application._id} application={application} />}
        </DetailSection>

        <DetailSection
          id="logbook"
          title="Logbook Entries"
          items={logbookEntries}
          empty="No logbook entries submitted yet."
        >
          {(entry) => (
            <LogbookRow key={entry._id} entry={entry} showStudent={false} onView={() => setViewingEntry(entry)} />
          )}
        </DetailSection>

        <DetailSection id="reports" title="Reports" items={reports} empty="No reports submitted yet.">
          {(report) => (
            <ReportRow key={report._id} report={report} showStudent={false} onView={() => setViewingReport(report)} />
          )}
        </DetailSection>

        <DetailSection id="evaluations" title="Evaluations" items={evaluations} empty="No evaluations yet.">
          {(evaluation) => <EvaluationCard key={evaluation._id} evaluation={evaluation} />}
        </DetailSection>

        <StudentPlacementEvaluations studentId={student._id} />
        <StudentCertificates studentId={student._id} />
      </div>
      {viewingReport ? (
        <ReportDetail reportId={viewingReport._id} title={viewingReport.title} onClose={() => setViewingReport(null)} />
      ) : null}
      {viewingEntry ? (
        <LogbookEntryDetail
          entryId={viewingEntry._id}
          title={viewingEntry.title}
          onClose={() => setViewingEntry(null)}
        />
      ) : null}
    </main>
  );
}

/** One kind of the student's items: its heading and count, then the items as a list, or why there are none. */
function DetailSection<Item>({
  id,
  title,
  items,
  listClassName = 'uni-items',
  empty,
  children,
}: {
  id: string;
  title: string;
  items: readonly Item[];
  listClassName?: string;
  empty: string;
  /** One item (an `<li>` with its key). */
  children: (item: Item) => ReactNode;
}) {
  return (
    <section className="uni-section" aria-labelledby={`${id}-title`}>
      <div className="section-header">
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="muted">{items.length}</p>
      </div>
      {items.length === 0 ? (
        <p className="muted uni-section__empty">{empty}</p>
      ) : (
        <ul className={`${listClassName} plain-list`}>{items.map(children)}</ul>
      )}
    </section>
  );
}

function ApplicationRow({ application }: { application: UniversityApplication }) {
  const status = applicationStatusLabels[application.status];
  return (
    <li className="tile uni-application split-row">
      <div className="uni-application__main">
        <p className="uni-application__title">{application.internship.title || 'Internship'}</p>
        <p className="muted">
          {[application.internship.company, application.internship.location].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="uni-application__side">
        <span className={`badge ${status.tone}`}>{status.label}</span>
        <p className="muted">Applied {formatCalendarDate(application.appliedDate) ?? '—'}</p>
      </div>
      <ApplicationThreadSlot applicationId={application._id} headingLevel={3} collapsible />
    </li>
  );
}

const evaluationTypeLabels: Record<Evaluation['type'], string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  midterm: 'Midterm',
  final: 'Final',
};

function EvaluationCard({ evaluation }: { evaluation: Evaluation }) {
  const headingId = `evaluation-${evaluation._id}-title`;
  const list = (items: string[]) => <TextList items={items} className="uni-detail__list" empty="—" />;
  return (
    <ItemTile
      headingId={headingId}
      title={`${evaluationTypeLabels[evaluation.type]} evaluation`}
      about={
        <p className="uni-item__internship">
          {[evaluation.internship.title, evaluation.internship.company].filter(Boolean).join(' · ')}
        </p>
      }
      badges={<StatusBadge status={evaluation.status} />}
    >
      <Facts
        className="facts facts--grid"
        facts={[
          {
            label: 'Period',
            value: (
              <>
                {formatCalendarDate(evaluation.period.startDate)} – {formatCalendarDate(evaluation.period.endDate)}
              </>
            ),
          },
          { label: 'Average rating', value: `${evaluation.averageRating.toFixed(1)} / 5` },
          { label: 'Attendance', value: `${Math.round(evaluation.attendancePercentage)}%` },
          { label: 'Would hire', value: evaluation.wouldHire ? 'Yes' : 'No' },
          { label: 'Evaluated', value: formatDateTime(evaluation.createdAt) ?? evaluation.evaluationDate },
        ]}
      />
      <details className="uni-item__more">
        <summary>Strengths, areas for improvement and history</summary>
        <h4 className="uni-detail__heading">Strengths</h4>
        {list(evaluation.strengths)}
        <h4 className="uni-detail__heading">Areas for improvement</h4>
        {list(evaluation.areasForImprovement)}
        <h4 className="uni-detail__heading">Recommendations</h4>
        {list(evaluation.recommendations)}
        <h4 className="uni-detail__heading">Status history</h4>
        <ReviewHistory steps={evaluation.statusHistory} />
      </details>
    </ItemTile>
  );
}

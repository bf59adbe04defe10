/**
 * The university's view of its students' reports and logbook entries: a row per item (spec 2 §2: title, student,
 * internship, badges, dates; View Report / View Entry) and the read-only detail each opens, with the status history.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import type { UniversityLogbookEntry, UniversityReport } from '@stint/shared/university/university.schemas';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { Facts, type Fact } from '../../../components/facts';
import { LoadingPanel } from '../../../components/loading-panel';
import { Modal } from '../../../components/modal';
import { ReviewHistory, ReviewStatusBadge } from '../../../components/review-status';
import { TextList } from '../../../components/text-list';
import { errorMessage } from '../../../lib/api-client';
import { reportStatusLabels, reportTypeLabels } from '../../../lib/report-labels';
import { useUniversityLogbookEntry } from '../api/get-university-logbook-entry';
import { useUniversityReport } from '../api/get-university-report';
import { personName } from './university-format';

const labelFor = (status: string) => reportStatusLabels[status as ReportStatus] ?? status;

export function StatusBadge({ status }: { status: string }) {
  return <ReviewStatusBadge status={status} label={labelFor(status)} />;
}

type ItemStudent = UniversityReport['student'];

function ItemRow({
  id,
  title,
  student,
  internship,
  badges,
  facts,
  action,
  showStudent,
}: {
  id: string;
  title: string;
  student: ItemStudent;
  internship: UniversityReport['internship'];
  badges: ReactNode;
  facts: Fact[];
  action: ReactNode;
  showStudent: boolean;
}) {
  const headingId = `item-${id}-title`;
  return (
    <ItemTile
      headingId={headingId}
      title={title || 'Untitled'}
      about={
        <>
          {showStudent ? (
            <p className="uni-item__who">
              <Link to={`/university/students/${student._id}`}>{personName(student)}</Link>
              {student.studentId ? <span> · Student ID {student.studentId}</span> : null}
            </p>
          ) : null}
          <p className="uni-item__internship">
            {internship.title || 'Internship'}
            {internship.company ? ` · ${internship.company}` : null}
          </p>
        </>
      }
      badges={badges}
    >
      <div className="uni-item__footer split-row split-row--bottom">
        <Facts className="uni-item__facts" facts={facts} />
        {action}
      </div>
    </ItemTile>
  );
}

/**
 * A tile of the university's lists (a report, a logbook entry, an evaluation): its title and what it is about, its
 * badges beside them, then its own body.
 */
export function ItemTile({
  headingId,
  title,
  about,
  badges,
  children,
}: {
  headingId: string;
  title: ReactNode;
  /** Under the title: whose it is and the internship. */
  about: ReactNode;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="tile uni-item">
      <article aria-labelledby={headingId}>
        <header className="uni-item__header split-row split-row--top">
          <div className="uni-item__heading row-fill">
            <h3 id={headingId} className="uni-item__title">
              {title}
            </h3>
            {about}
          </div>
          <div className="uni-item__badges cluster">{badges}</div>
        </header>
        {children}
      </article>
    </li>
  );
}

export function ReportRow({
  report,
  onView,
  showStudent = true,
}: {
  report: UniversityReport;
  onView: () => void;
  showStudent?: boolean;
}) {
  return (
    <ItemRow
      id={report._id}
      title={report.title}
      student={report.student}
      internship={report.internship}
      showStudent={showStudent}
      badges={
        <>
          <StatusBadge status={report.status} />
          {report.isLate ? <span className="badge badge--danger">Late</span> : null}
          <span className="badge badge--info">{reportTypeLabels[report.type]}</span>
        </>
      }
      facts={[
        { label: 'Due date', value: formatCalendarDate(report.dueDate) ?? report.dueDate },
        { label: 'Submitted', value: formatCalendarDate(report.submittedDate) },
      ]}
      action={
        <button type="button" className="button button--secondary button--small" onClick={onView}>
          View Report<span className="visually-hidden"> “{report.title}”</span>
        </button>
      }
    />
  );
}

export function LogbookRow({
  entry,
  onView,
  showStudent = true,
}: {
  entry: UniversityLogbookEntry;
  onView: () => void;
  showStudent?: boolean;
}) {
  return (
    <ItemRow
      id={entry._id}
      title={entry.title}
      student={entry.student}
      internship={entry.internship}
      showStudent={showStudent}
      badges={<StatusBadge status={entry.status} />}
      facts={[
        { label: 'Week', value: entry.weekNumber },
        { label: 'Hours worked', value: entry.hoursWorked },
        { label: 'Entry date', value: formatCalendarDate(entry.entryDate) ?? entry.entryDate },
      ]}
      action={
        <button type="button" className="button button--secondary button--small" onClick={onView}>
          View Entry<span className="visually-hidden"> “{entry.title}”</span>
        </button>
      }
    />
  );
}

function DetailState({ error, isLoading, what }: { error: unknown; isLoading: boolean; what: string }) {
  if (error) return <p role="alert">{errorMessage(error, `The ${what} could not be loaded.`)}</p>;
  return isLoading ? <LoadingPanel text={`Loading the ${what}…`} /> : null;
}

const closeButton = (onClose: () => void) => (
  <button type="button" className="button button--secondary" onClick={onClose}>
    Close
  </button>
);

type ReviewItemDetail = {
  title: string;
  student: { firstName: string; lastName: string; studentId?: string | undefined };
  internship: { title: string; company?: string | undefined };
  statusHistory: Report['statusHistory'];
};

/**
 * A read-only review item in a modal: who wrote it about which internship, its own facts and text, then its status
 * history; while it loads, the spinner or what went wrong.
 */
function ReviewItemDetailModal<Item extends ReviewItemDetail>({
  item,
  title,
  description,
  what,
  error,
  isLoading,
  onClose,
  facts,
  children,
}: {
  item: Item | undefined;
  /** The title until the item has loaded. */
  title: string;
  description: string;
  /** What it is, in "The … could not be loaded". */
  what: string;
  error: unknown;
  isLoading: boolean;
  onClose: () => void;
  facts: (item: Item) => Fact[];
  children: (item: Item) => ReactNode;
}) {
  return (
    <Modal
      title={item?.title || title}
      description={description}
      onClose={onClose}
      footer={closeButton(onClose)}
      size="large"
    >
      {item ? (
        <div className="uni-detail">
          <Facts
            className="facts facts--grid uni-detail__facts"
            facts={[
              {
                label: 'Student',
                value: `${personName(item.student)}${item.student.studentId ? ` · ${item.student.studentId}` : ''}`,
              },
              {
                label: 'Internship',
                value: [item.internship.title, item.internship.company].filter(Boolean).join(' · '),
              },
              ...facts(item),
            ]}
          />
          {children(item)}
          <h3 className="uni-detail__heading">Status history</h3>
          <ReviewHistory steps={item.statusHistory} labelFor={labelFor} />
        </div>
      ) : (
        <DetailState error={error} isLoading={isLoading} what={what} />
      )}
    </Modal>
  );
}

/** View Report: the report as the student submitted it, with its status history. Read-only. */
export function ReportDetail({ reportId, title, onClose }: { reportId: string; title: string; onClose: () => void }) {
  const { data, error, isLoading } = useUniversityReport(reportId);
  return (
    <ReviewItemDetailModal
      item={data?.report}
      title={title}
      description="Report (read-only)"
      what="report"
      error={error}
      isLoading={isLoading}
      onClose={onClose}
      facts={(report: Report) => [
        { label: 'Type', value: reportTypeLabels[report.type] },
        { label: 'Status', value: <StatusBadge status={report.status} /> },
        { label: 'Due date', value: formatCalendarDate(report.dueDate) },
        { label: 'Submitted', value: formatCalendarDate(report.submittedDate) },
        { label: 'Late', value: report.isLate ? 'Yes' : 'No' },
      ]}
    >
      {(report) => (
        <>
          <h3 className="uni-detail__heading">Summary</h3>
          <p className="prose">{report.summary}</p>
          <h3 className="uni-detail__heading">Report</h3>
          <div className="prose prose--boxed">{report.content}</div>
        </>
      )}
    </ReviewItemDetailModal>
  );
}

/** View Entry: the logbook entry as the student submitted it, with its status history. Read-only. */
export function LogbookEntryDetail({
  entryId,
  title,
  onClose,
}: {
  entryId: string;
  title: string;
  onClose: () => void;
}) {
  const { data, error, isLoading } = useUniversityLogbookEntry(entryId);
  return (
    <ReviewItemDetailModal
      item={data?.logbookEntry}
      title={title}
      description="Logbook entry (read-only)"
      what="logbook entry"
      error={error}
      isLoading={isLoading}
      onClose={onClose}
      facts={(entry: LogbookEntry) => [
        { label: 'Week', value: entry.weekNumber },
        { label: 'Hours worked', value: entry.hoursWorked },
        { label: 'Status', value: <StatusBadge status={entry.status} /> },
        { label: 'Entry date', value: formatCalendarDate(entry.entryDate) },
        { label: 'Submitted', value: formatDateTime(entry.submittedDate) },
      ]}
    >
      {(entry) => (
        <>
          <h3 className="uni-detail__heading">Activities</h3>
          <TextList items={entry.activities} className="uni-detail__list" empty="None listed." />
          <h3 className="uni-detail__heading">Learning outcomes</h3>
          <p className="prose">{entry.learningOutcomes}</p>
          <h3 className="uni-detail__heading">Student reflection</h3>
          <p className="prose">{entry.studentReflection}</p>
        </>
      )}
    </ReviewItemDetailModal>
  );
}

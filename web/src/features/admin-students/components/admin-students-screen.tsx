/**
 * Student progress (/admin/students; spec 1 §1: administrators monitor student progress; spec 1 §2.2 and spec 2 §2
 * link here): each student with their applications by status, the current internship, and where their logbook entries
 * and reports stand, searched by name, email, student id, university or program, alphabetically, 10 a page. Live: an
 * application, a decision, a logbook entry or a report moving shows without a reload.
 */
import { yearOfStudyLabels } from '@stint/shared/accounts/accounts.constants';
import type { AdminStudentProgress } from '@stint/shared/admin/admin.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { ListFilters, PagedListSection } from '../../../components/list-screen';
import { ListRow } from '../../../components/list-row';
import { Screen } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { useListFilters } from '../../../lib/list-filters';
import { placementDisplay } from '../../../lib/placement-display';
import { useAdminStudents } from '../api/get-admin-students';
import './admin-students.css';

const PATH = '/admin/students';

function filtersFrom(params: URLSearchParams) {
  return { search: params.get('search')?.trim() ?? '' };
}

export function AdminStudentsScreen() {
  const { filters, page, setFilters, clearFilters, hrefForPage } = useListFilters(PATH, filtersFrom);
  const query = useAdminStudents(filters, page);

  return (
    <Screen
      className="admin-students-page"
      page={page}
      back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
      title="Student Progress"
      intro="Every student's applications, current internship, logbook and reports at a glance."
    >
      <ListFilters label="Students" clearLabel="Clear Search" onClear={filters.search ? clearFilters : null}>
        <SearchField
          id="student-search"
          label="Search"
          placeholder="Name, email, student ID, university or program"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
      </ListFilters>

      <PagedListSection
        id="students-list-title"
        title="Students"
        query={query}
        items={(data) => data.students}
        count={['student', 'students']}
        errorTitle="Failed to fetch students"
        errorText="The students could not be loaded."
        loadingText="Loading students…"
        empty={{
          title: 'No Students Found',
          text: filters.search ? 'No students match your search criteria.' : 'No students are currently registered.',
        }}
        page={page}
        hrefForPage={hrefForPage}
        paginationLabel="Student pages"
      >
        {(student) => <StudentRow key={student._id} student={student} />}
      </PagedListSection>
    </Screen>
  );
}

const yearLabel = (year: string | null) =>
  year ? (yearOfStudyLabels[year as keyof typeof yearOfStudyLabels] ?? year) : null;

/** "2 pending · 1 accepted": the non-zero parts, or the fallback when there are none. */
function breakdown(parts: [label: string, count: number][], fallback: string): string {
  const shown = parts.filter(([, count]) => count > 0).map(([label, count]) => `${count} ${label}`);
  return shown.length > 0 ? shown.join(' · ') : fallback;
}

function StudentRow({ student }: { student: AdminStudentProgress }) {
  const name = `${student.firstName} ${student.lastName}`.trim() || student.email;
  const headingId = `student-${student._id}-name`;
  const current = student.currentInternship;
  const placement = placementDisplay(current);
  const { applications, logbooks, reports } = student;
  const dates = current
    ? [formatCalendarDate(current.startDate), formatCalendarDate(current.endDate)].filter(Boolean).join(' – ')
    : '';
  return (
    <ListRow
      headingId={headingId}
      title={name}
      lines={[
        [student.studentId, student.university, student.program, yearLabel(student.yearOfStudy)]
          .filter(Boolean)
          .join(' · '),
        <EmailAddress key="email" email={student.email} />,
      ]}
      badges={
        <>
          <span className={`badge ${placement.tone}`}>{placement.badge}</span>
          {student.status === 'inactive' ? <span className="badge badge--danger">Deactivated</span> : null}
        </>
      }
    >
      {current ? (
        <p className="student-progress__current">
          <span className="student-progress__label">{placement.title}</span>
          <span>
            <strong>{current.title || 'Internship'}</strong>
            {current.company ? ` at ${current.company}` : ''}
            {dates ? ` · ${dates}` : ''}
          </span>
        </p>
      ) : null}

      <dl className="student-progress">
        <ProgressItem
          label="Applications"
          total={applications.total}
          parts={[
            ['pending', applications.pending],
            ['reviewing', applications.reviewing],
            ['accepted', applications.accepted],
            ['rejected', applications.rejected],
            ['withdrawn', applications.withdrawn],
          ]}
        />
        <ProgressItem
          label="Logbook entries"
          total={logbooks.total}
          parts={[
            ['submitted', logbooks.submitted],
            ['approved', logbooks.approved],
            ['rejected', logbooks.rejected],
            ['draft', logbooks.draft],
          ]}
        />
        <ProgressItem
          label="Reports"
          total={reports.total}
          parts={[
            ['in review', reports.inReview],
            ['approved', reports.approved],
            ['need revision', reports.needsRevision],
            ['draft', reports.draft],
          ]}
        />
      </dl>
    </ListRow>
  );
}

/** One count of the student's progress with its non-zero parts under it. */
function ProgressItem({
  label,
  total,
  parts,
}: {
  label: string;
  total: number;
  parts: [label: string, count: number][];
}) {
  return (
    <div className="student-progress__item">
      <dt>{label}</dt>
      <dd>
        <span className="student-progress__count">{total}</span>
        <span className="student-progress__detail">{breakdown(parts, 'None yet')}</span>
      </dd>
    </div>
  );
}

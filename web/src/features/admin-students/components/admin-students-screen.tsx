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
  const query = useAdminStudents(filters.search, page);

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
    <li className="tile admin-row">
      <article aria-labelledby={headingId}>
        <div className="admin-row__header split-row split-row--top">
          <div className="admin-row__who row-fill">
            <h3 id={headingId} className="admin-row__title">
              {name}
            </h3>
            <p className="admin-row__sub">
              {[student.studentId, student.university, student.program, yearLabel(student.yearOfStudy)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="admin-row__sub">
              <EmailAddress email={student.email} />
            </p>
          </div>
          <div className="admin-row__badges cluster">
            <span className={`badge ${placement.tone}`}>{placement.badge}</span>
            {student.status === 'inactive' ? <span className="badge badge--danger">Deactivated</span> : null}
          </div>
        </div>

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
          <div className="student-progress__item">
            <dt>Applications</dt>
            <dd>
              <span className="student-progress__count">{applications.total}</span>
              <span className="student-progress__detail">
                {breakdown(
                  [
                    ['pending', applications.pending],
                    ['reviewing', applications.reviewing],
                    ['accepted', applications.accepted],
                    ['rejected', applications.rejected],
                    ['withdrawn', applications.withdrawn],
                  ],
                  'None yet',
                )}
              </span>
            </dd>
          </div>
          <div className="student-progress__item">
            <dt>Logbook entries</dt>
            <dd>
              <span className="student-progress__count">{logbooks.total}</span>
              <span className="student-progress__detail">
                {breakdown(
                  [
                    ['submitted', logbooks.submitted],
                    ['approved', logbooks.approved],
                    ['rejected', logbooks.rejected],
                    ['draft', logbooks.draft],
                  ],
                  'None yet',
                )}
              </span>
            </dd>
          </div>
          <div className="student-progress__item">
            <dt>Reports</dt>
            <dd>
              <span className="student-progress__count">{reports.total}</span>
              <span className="student-progress__detail">
                {breakdown(
                  [
                    ['in review', reports.inReview],
                    ['approved', reports.approved],
                    ['need revision', reports.needsRevision],
                    ['draft', reports.draft],
                  ],
                  'None yet',
                )}
              </span>
            </dd>
          </div>
        </dl>
      </article>
    </li>
  );
}

/**
 * Student progress (/admin/students; spec 1 §1: administrators monitor student progress; spec 1 §2.2 and spec 2 §2
 * link here): each student with their applications by status, the current internship, and where their logbook entries
 * and reports stand, searched by name, email, student id, university or program, alphabetically, 10 a page. Live: an
 * application, a decision, a logbook entry or a report moving shows without a reload.
 */
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { yearOfStudyLabels } from '@stint/shared/accounts/accounts.constants';
import type { AdminStudentProgress } from '@stint/shared/admin/admin.schemas';
import { Banner } from '../../../components/alerts';
import { formatCalendarDate } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { placementDisplay } from '../../../lib/placement-display';
import { useAdminStudents } from '../api/get-admin-students';
import '../../../styles/admin-lists.css';
import './admin-students.css';

const PATH = '/admin/students';

function filtersFrom(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return { search: params.get('search')?.trim() ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

function hrefFor({ search, page }: { search: string; page: number }): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export function AdminStudentsScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useAdminStudents(filters.search, filters.page);

  const students = data?.students ?? [];
  const totalPages = data?.pagination.totalPages ?? 1;
  const total = data?.pagination.totalItems ?? 0;

  return (
    <main id="main" tabIndex={-1} className="page admin-students-page">
      <title>{filters.page > 1 ? `Student Progress, page ${filters.page} · Stint` : 'Student Progress · Stint'}</title>
      <div className="page__inner">
        <PageHeader
          back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
          title="Student Progress"
          intro="Every student's applications, current internship, logbook and reports at a glance."
        />

        <div className="tile admin-filters" role="search" aria-label="Students">
          <SearchField
            id="student-search"
            label="Search"
            placeholder="Name, email, student ID, university or program"
            value={filters.search}
            onSearch={(search) => void navigate(hrefFor({ search, page: 1 }), { replace: true })}
          />
          {filters.search ? (
            <button
              type="button"
              className="button button--secondary admin-filters__clear"
              onClick={() => void navigate(PATH, { replace: true })}
            >
              Clear Search
            </button>
          ) : null}
        </div>

        <section aria-labelledby="students-list-title" aria-busy={isValidating}>
          <div className="section-header">
            <h2 id="students-list-title">Students</h2>
            {data ? (
              <p className="muted" role="status">
                {total === 1 ? '1 student' : `${total} students`}
              </p>
            ) : null}
          </div>

          {error && !data ? (
            <Banner tone="danger" title="Failed to fetch students">
              <p>{errorMessage(error, 'The students could not be loaded.')}</p>
              <button type="button" className="button button--secondary button--small" onClick={() => void mutate()}>
                Try Again
              </button>
            </Banner>
          ) : isLoading && !data ? (
            <LoadingPanel text="Loading students…" />
          ) : students.length === 0 ? (
            <div className="empty-panel">
              <h3 className="empty-panel__title">{filters.page > 1 ? 'Nothing on this page' : 'No Students Found'}</h3>
              {filters.page > 1 ? (
                <p>
                  There are fewer pages now. <Link to={hrefFor({ ...filters, page: 1 })}>Go to the first page</Link>.
                </p>
              ) : (
                <p>
                  {filters.search ? 'No students match your search criteria.' : 'No students are currently registered.'}
                </p>
              )}
            </div>
          ) : (
            <>
              <ul className="admin-rows" aria-label={`Students, page ${filters.page} of ${totalPages}`}>
                {students.map((student) => (
                  <StudentRow key={student._id} student={student} />
                ))}
              </ul>
              <Pagination
                page={filters.page}
                totalPages={totalPages}
                hrefFor={(page) => hrefFor({ ...filters, page })}
                label="Student pages"
              />
            </>
          )}
        </section>
      </div>
    </main>
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
        <div className="admin-row__header">
          <div className="admin-row__who">
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
          <div className="admin-row__badges">
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

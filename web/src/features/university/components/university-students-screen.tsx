/**
 * Students Management (/university/students, spec 2 §2): the university's students, 10 a page by last name, searched
 * by name, student id or program (Search goes back to page 1). Each card shows who they are, their placement (upcoming,
 * current or completed, and where), their pending applications, submitted logbook entries and reports, and links to
 * their page. The Summary's Active Internships counts every student found whose placement has started and not ended,
 * as the dashboard does; pending applications and reports count the page. Export CSV takes the search. Live:
 * applications, acceptances and submissions show without a reload.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { UniversityStudent } from '@stint/shared/university/university.schemas';
import { EmailAddress } from '../../../components/email-address';
import { Facts } from '../../../components/facts';
import { LoadingPanel } from '../../../components/loading-panel';
import { Screen } from '../../../components/page-header';
import { PagedRows } from '../../../components/list-screen';
import { listHref, pageOf } from '../../../lib/list-filters';
import { placementDisplay } from '../../../lib/placement-display';
import { initials } from '../../../lib/user-display';
import { useUniversityStudents } from '../api/get-university-students';
import { ExportButton } from './export-button';
import { loadFailure, personName, placementFacts, yearLabel } from './university-format';
import { EmptyList, ListError, Summary } from './university-page';
import './university.css';

const PATH = '/university/students';

const hrefFor = (search: string, page: number) => listHref(PATH, { search }, page);

export function UniversityStudentsScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = (searchParams.get('search') ?? '').trim();
  const page = pageOf(searchParams.get('page'));
  const { data, error, isLoading, isValidating } = useUniversityStudents(search, page);

  if (error && !data) {
    return (
      <ListError
        title="Error Loading Students"
        message={loadFailure(error, 'Failed to fetch students data', 'Failed to load students data')}
      />
    );
  }

  const students = data?.students ?? [];
  const totalPages = data?.pagination.totalPages ?? 1;

  return (
    <Screen
      className="uni-page"
      page={page}
      title="Students Management"
      intro="Manage and monitor your students' internship activities"
      actions={<ExportButton name="students" params={new URLSearchParams(search ? { search } : {})} />}
    >
      {/* Keyed by the search, so the box follows the address (back and forward buttons). */}
      <SearchForm key={search} search={search} onSearch={(text) => void navigate(hrefFor(text, 1))} />

      <section aria-labelledby="students-list-title" aria-busy={isValidating}>
        <h2 id="students-list-title" className="visually-hidden">
          Students
        </h2>
        {isLoading && !data ? (
          <LoadingPanel text="Loading students…" />
        ) : students.length === 0 ? (
          <EmptyList
            title="No Students Found"
            text={search ? 'No students match your search criteria.' : 'No students are currently registered.'}
            firstPage={page > 1 ? hrefFor(search, 1) : null}
          />
        ) : (
          <PagedRows
            className="uni-students plain-list"
            label="Students"
            page={page}
            totalPages={totalPages}
            hrefFor={(target) => hrefFor(search, target)}
            paginationLabel="Student pages"
          >
            {students.map((student) => (
              <StudentCard key={student._id} student={student} />
            ))}
          </PagedRows>
        )}
      </section>

      {data ? (
        <Summary
          cards={[
            { key: 'total', label: 'Total Students', value: data.pagination.total },
            // Every student the search finds, as the dashboard counts them: placements started and not ended.
            { key: 'active', label: 'Active Internships', value: data.activeInternships },
            {
              key: 'pending',
              label: 'Pending Applications',
              value: students.reduce((sum, student) => sum + student.pendingApplications, 0),
            },
            { key: 'reports', label: 'Reports', value: students.reduce((sum, student) => sum + student.reports, 0) },
          ]}
          note={totalPages > 1 ? 'Pending applications and reports count this page.' : null}
        />
      ) : null}
    </Screen>
  );
}

function SearchForm({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="tile uni-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="student-search">
        Search students
      </label>
      <input
        id="student-search"
        className="field__control uni-search__input row-fill"
        type="search"
        value={draft}
        placeholder="Search students by name, ID, or program..."
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

export function StudentCard({ student }: { student: UniversityStudent }) {
  const name = personName(student);
  const current = student.currentInternship;
  const placement = placementDisplay(current);
  const headingId = `student-${student._id}-name`;
  return (
    <li className="tile uni-student">
      <article aria-labelledby={headingId}>
        <header className="uni-student__header">
          <span className="uni-avatar" aria-hidden="true">
            {initials(name)}
          </span>
          <div className="uni-student__who">
            <h3 id={headingId} className="uni-student__name">
              {name}
            </h3>
            <p className="uni-student__meta">
              {[student.studentId, student.program, student.yearOfStudy ? yearLabel(student.yearOfStudy) : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {student.email ? (
              <p className="uni-student__meta">
                <EmailAddress email={student.email} />
              </p>
            ) : null}
          </div>
        </header>
        <p className={placement.stage === 'current' ? 'uni-placement uni-placement--active' : 'uni-placement'}>
          <span className={`badge ${placement.tone}`}>{placement.badge}</span>
          {current?.company ? <span className="uni-placement__company">{current.company}</span> : null}
        </p>
        <dl className="uni-counts">
          <div>
            <dt>Applications (pending)</dt>
            <dd>{student.pendingApplications}</dd>
          </div>
          <div>
            <dt>Logbooks</dt>
            <dd>{student.logbookEntries}</dd>
          </div>
          <div>
            <dt>Reports</dt>
            <dd>{student.reports}</dd>
          </div>
        </dl>
        {current ? (
          <section
            className={`uni-current uni-current--${placement.stage}`}
            aria-label={`${name}'s ${placement.title?.toLowerCase()}`}
          >
            <h4 className="uni-current__title">{placement.title}</h4>
            <Facts className="uni-current__facts" facts={placementFacts(current)} />
          </section>
        ) : null}
        <Link className="button button--secondary button--small uni-student__link" to={`${PATH}/${student._id}`}>
          View Details<span className="visually-hidden"> of {name}</span>
        </Link>
      </article>
    </li>
  );
}

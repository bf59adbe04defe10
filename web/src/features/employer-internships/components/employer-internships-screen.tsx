/**
 * My internships (spec 2 §2 /employer/internships): the employer's own internships, 10 per page, each with its status,
 * dates, applications and positions filled ('Positions filled' once none is left).
 */
import { Link, useSearchParams } from 'react-router-dom';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { Facts } from '../../../components/facts';
import { PagedRows } from '../../../components/list-screen';
import { QueryState } from '../../../components/query-state';
import { listHref, pageOf } from '../../../lib/list-filters';
import { useEmployerInternships } from '../api/get-employer-internships';
import {
  applicationCount,
  formatPositions,
  InternshipStatusBadge,
  PositionsFilledBadge,
  plural,
} from './internship-format';
import { Screen } from '../../../components/page-header';
import './employer-internships.css';

export function EmployerInternshipsScreen() {
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const query = useEmployerInternships(page);
  const total = query.data?.pagination.totalItems ?? query.data?.pagination.total;

  return (
    <Screen
      className="employer-page"
      page={page}
      back={{ to: '/employer/dashboard', label: 'Back to dashboard' }}
      title="My Internships"
      intro={
        total === undefined
          ? 'The internships you have posted, newest first.'
          : `${plural(total, 'internship')} posted, newest first.`
      }
      actions={
        <Link className="button button--primary" to="/employer/post-internship">
          Post New Internship
        </Link>
      }
    >
      <QueryState
        query={query}
        errorTitle="Failed to fetch internships"
        errorText="Your internships could not be loaded."
        loadingText="Loading your internships…"
        isEmpty={(loaded) => loaded.internships.length === 0}
        empty={
          <section className="card empty-state" aria-labelledby="no-internships-title">
            <h2 id="no-internships-title" className="card__title">
              {page > 1 ? 'Nothing on this page' : 'No internships yet'}
            </h2>
            {page > 1 ? (
              <p>
                There are fewer pages now. <Link to="/employer/internships">Go to the first page</Link>.
              </p>
            ) : (
              <>
                <p>Post your first internship and it will appear here, with the applications it receives.</p>
                <Link className="button button--primary" to="/employer/post-internship">
                  Post New Internship
                </Link>
              </>
            )}
          </section>
        }
      >
        {(loaded) => (
          <PagedRows
            className="internship-rows plain-list"
            label="Internships"
            page={page}
            totalPages={loaded.pagination.totalPages}
            hrefFor={(target) => listHref('/employer/internships', {}, target)}
            paginationLabel="Internship pages"
          >
            {loaded.internships.map((internship) => (
              <InternshipRow key={internship._id} internship={internship} />
            ))}
          </PagedRows>
        )}
      </QueryState>
    </Screen>
  );
}

function InternshipRow({ internship }: { internship: Internship }) {
  const start = formatCalendarDate(internship.startDate);
  const end = formatCalendarDate(internship.endDate);
  const count = applicationCount(internship);
  return (
    <li className="tile internship-row">
      <div className="internship-row__main">
        <h2 className="internship-row__title">
          {/* The link covers the whole row (CSS): clicking anywhere on it opens the internship. */}
          <Link className="internship-row__link" to={`/employer/internships/${internship._id}`}>
            {internship.title}
          </Link>
        </h2>
        <InternshipStatusBadge status={internship.status} />
        <PositionsFilledBadge internship={internship} />
      </div>
      <Facts
        className="facts internship-row__facts"
        facts={[
          { label: 'Location', value: internship.location || 'Not specified' },
          { label: 'Dates', value: start && end ? `${start} – ${end}` : (start ?? end ?? 'Not specified') },
          { label: 'Applications', value: count },
          { label: 'Positions', value: formatPositions(internship) },
        ]}
      />
    </li>
  );
}

/**
 * Previous / 'Page X of Y' / Next for a paginated list (spec 2: shown only when there is more than one page). The
 * controls are links to the list's own address with another `page`, so the browser's back button and a reload keep
 * the page.
 */
import { Link } from 'react-router-dom';
import './pagination.css';

export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = 'Pagination',
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav className="pagination" aria-label={label}>
      {hasPrevious ? (
        <Link className="button button--secondary button--small" to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span className="button button--secondary button--small pagination__disabled" aria-disabled="true">
          Previous
        </span>
      )}
      <p className="pagination__status">
        Page {page} of {totalPages}
      </p>
      {hasNext ? (
        <Link className="button button--secondary button--small" to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span className="button button--secondary button--small pagination__disabled" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}

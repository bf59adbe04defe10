/**
 * The parts of a filtered, paged list screen (the admin's users, students and internships, the university's
 * students): the filter bar with its Clear button, the heading with the count, the page of rows with Previous / Next,
 * and the empty state, which past the last page (the list shrank under a live change) offers the first page instead.
 * The filters and page live in the address (`useListFilters`, lib/list-filters.ts); the layout is styles/admin-lists.css.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from './pagination';
import { QueryState, type QueryResult } from './query-state';
import '../styles/admin-lists.css';

/** The filter bar (a search landmark): the fields, then Clear while any filter is set. */
export function ListFilters({
  label,
  onClear,
  clearLabel = 'Clear Filters',
  children,
}: {
  /** Names the search landmark ('Users'). */
  label: string;
  /** Clears every filter; `null` hides the button (nothing to clear). */
  onClear: (() => void) | null;
  clearLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="tile admin-filters" role="search" aria-label={label}>
      {children}
      {onClear ? (
        <button type="button" className="button button--secondary admin-filters__clear" onClick={onClear}>
          {clearLabel}
        </button>
      ) : null}
    </div>
  );
}

/** "1 account" / "3 accounts". */
export function countLabel(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/** The list's heading, with the count beside it once known (announced politely as it changes). */
export function ListHeader({
  id,
  title,
  count,
  isFocusable = false,
}: {
  id: string;
  title: ReactNode;
  count: string | null;
  /** The heading takes focus when a row the keyboard was on leaves the list. */
  isFocusable?: boolean;
}) {
  return (
    <div className="section-header">
      <h2 id={id} tabIndex={isFocusable ? -1 : undefined}>
        {title}
      </h2>
      {count !== null ? (
        <p className="muted" role="status">
          {count}
        </p>
      ) : null}
    </div>
  );
}

/** An empty list's panel; past the last page (`firstPage`), a way back to the first instead. */
export function EmptyList({
  title,
  text,
  firstPage = null,
  children,
}: {
  title: string;
  text: ReactNode;
  /** The first page's address when this is a later page, else `null`. */
  firstPage?: string | null;
  /** What to do next (a link under the text); not shown past the last page. */
  children?: ReactNode;
}) {
  return (
    <div className="empty-panel">
      <h3 className="empty-panel__title">{firstPage ? 'Nothing on this page' : title}</h3>
      {firstPage ? (
        <p>
          There are fewer pages now. <Link to={firstPage}>Go to the first page</Link>.
        </p>
      ) : (
        <>
          <p>{text}</p>
          {children}
        </>
      )}
    </div>
  );
}

/** One page of rows, named with its place ('Users, page 2 of 5'), and the page links below it. */
export function PagedRows({
  label,
  page,
  totalPages,
  hrefFor,
  paginationLabel,
  className = 'admin-rows',
  children,
}: {
  /** What the rows are ('Users'). */
  label: string;
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** Names the page links ('User pages'). */
  paginationLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ul className={className} aria-label={`${label}, page ${page} of ${totalPages}`}>
        {children}
      </ul>
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label={paginationLabel} />
    </>
  );
}

/** A page of an SWR list read: its items and where the page stands. */
type ListPage = { pagination: { totalItems: number; totalPages: number } };

/**
 * A whole paged list section: the heading with the count, then the rows of the page (or the failure, the spinner,
 * the empty state) and the page links. `title` also names the rows ('Users, page 2 of 5').
 */
export function PagedListSection<Data extends ListPage, Item>({
  id,
  title,
  isTitleFocusable = false,
  query,
  items,
  count,
  errorTitle,
  errorText,
  loadingText,
  empty,
  page,
  hrefForPage,
  paginationLabel,
  children,
}: {
  id: string;
  title: string;
  isTitleFocusable?: boolean;
  query: QueryResult<Data> & { isValidating: boolean };
  items: (data: Data) => Item[];
  /** The count's words, singular and plural ('account', 'accounts'). */
  count: readonly [one: string, many: string];
  errorTitle: string;
  errorText: string;
  loadingText: string;
  /** The empty state on the first page. */
  empty: { title: string; text: ReactNode };
  page: number;
  hrefForPage: (page: number) => string;
  paginationLabel: string;
  /** One row (an `<li>` with its key). */
  children: (item: Item) => ReactNode;
}) {
  const { data } = query;
  return (
    <section aria-labelledby={id} aria-busy={query.isValidating}>
      <ListHeader
        id={id}
        title={title}
        isFocusable={isTitleFocusable}
        count={data ? countLabel(data.pagination.totalItems, ...count) : null}
      />
      <QueryState
        query={query}
        errorTitle={errorTitle}
        errorText={errorText}
        loadingText={loadingText}
        isEmpty={(loaded) => items(loaded).length === 0}
        empty={<EmptyList title={empty.title} text={empty.text} firstPage={page > 1 ? hrefForPage(1) : null} />}
      >
        {(loaded) => (
          <PagedRows
            label={title}
            page={page}
            totalPages={loaded.pagination.totalPages}
            hrefFor={hrefForPage}
            paginationLabel={paginationLabel}
          >
            {items(loaded).map(children)}
          </PagedRows>
        )}
      </QueryState>
    </section>
  );
}

/** A row's action: a small button described by the row's heading, so a screen reader says whose it is. */
export function RowAction({
  label,
  rowHeadingId,
  isPrimary = false,
  onClick,
}: {
  label: string;
  rowHeadingId: string;
  isPrimary?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`button ${isPrimary ? 'button--primary' : 'button--secondary'} button--small`}
      aria-describedby={rowHeadingId}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

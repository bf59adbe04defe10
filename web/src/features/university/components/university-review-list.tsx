/**
 * What the university's Student Logbooks and Student Reports screens share (spec 2 §2, §8): the error screen, the
 * header with Export CSV, the filters with Clear Filters, the items 10 a page with pagination (or why there are
 * none), the Summary and the open item. Each screen passes its own filters, rows, counts and words.
 */
import type { ReactNode } from 'react';
import type { StatCard } from '../../../components/stat-cards';
import { LoadingPanel } from '../../../components/loading-panel';
import { Screen } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { filterParams } from '../../../lib/list-filters';
import type { ListFilterValues } from '../../../lib/list-filters';
import type { ExportName } from '../api/download-university-export';
import { ExportButton } from './export-button';
import { loadFailure } from './university-format';
import { EmptyList, ListError, Summary } from './university-page';
import './university.css';

export type UniversityReviewListText = {
  /** The screen's title ('Student Reports'). */
  title: string;
  intro: string;
  /** What a failed load says: the title, and the messages for a failed fetch and for anything else. */
  error: { title: string; fetch: string; fallback: string };
  /** The list's hidden heading, and the list's label before its page ('Reports'). */
  listLabel: string;
  loadingText: string;
  emptyTitle: string;
  /** What the empty list says with a filter on, and without. */
  emptyText: { filtered: string; all: string };
  /** The pagination's label ('Report pages'). */
  pagesLabel: string;
  /** Under the Summary when the counts are of one page of several. */
  pageNote: string;
};

/** The list's filters and page in the address (`useListFilters`). */
type ListAddress = {
  filters: ListFilterValues;
  page: number;
  isFiltered: boolean;
  clearFilters: () => void;
  hrefForPage: (page: number) => string;
};

type ListQuery<Data> = { data: Data | undefined; error: unknown; isLoading: boolean; isValidating: boolean };

export function UniversityReviewList<
  Data extends { pagination: { totalPages: number; total: number } },
  Item extends { _id: string },
>({
  text,
  listId,
  exportName,
  filters,
  list,
  query,
  items: itemsOf,
  renderRow,
  summary,
  children,
}: {
  text: UniversityReviewListText;
  /** The id of the list's hidden heading. */
  listId: string;
  exportName: ExportName;
  /** The filter selects. */
  filters: ReactNode;
  /** The filters and page in the address; Export CSV takes the same filters. */
  list: ListAddress;
  /** The page's read (its SWR answer). */
  query: ListQuery<Data>;
  items: (data: Data) => readonly Item[];
  renderRow: (item: Item) => ReactNode;
  /** The Summary's counts: the total, and the others of the items on this page. */
  summary: (items: readonly Item[], total: number) => StatCard[];
  /** The item being viewed, if any. */
  children?: ReactNode;
}) {
  const { data } = query;
  if (query.error && !data) {
    return (
      <ListError title={text.error.title} message={loadFailure(query.error, text.error.fetch, text.error.fallback)} />
    );
  }

  const { page } = list;
  const items = data ? itemsOf(data) : [];
  const totalPages = data?.pagination.totalPages ?? 1;

  return (
    <Screen
      className="uni-page"
      page={page}
      title={text.title}
      intro={text.intro}
      actions={<ExportButton name={exportName} params={filterParams(list.filters)} />}
      outside={children}
    >
      <div className="tile uni-filters">
        {filters}
        <button type="button" className="button button--secondary uni-filters__clear" onClick={list.clearFilters}>
          Clear Filters
        </button>
      </div>

      <section aria-labelledby={listId} aria-busy={query.isValidating}>
        <h2 id={listId} className="visually-hidden">
          {text.listLabel}
        </h2>
        {query.isLoading && !data ? (
          <LoadingPanel text={text.loadingText} />
        ) : items.length === 0 ? (
          <EmptyList
            title={text.emptyTitle}
            text={list.isFiltered ? text.emptyText.filtered : text.emptyText.all}
            firstPage={page > 1 ? list.hrefForPage(1) : null}
          />
        ) : (
          <>
            <ul className="uni-items plain-list" aria-label={`${text.listLabel}, page ${page} of ${totalPages}`}>
              {items.map(renderRow)}
            </ul>
            <Pagination page={page} totalPages={totalPages} hrefFor={list.hrefForPage} label={text.pagesLabel} />
          </>
        )}
      </section>

      {data ? (
        <Summary cards={summary(items, data.pagination.total)} note={totalPages > 1 ? text.pageNote : null} />
      ) : null}
    </Screen>
  );
}

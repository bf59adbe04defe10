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

export function UniversityReviewList<Item extends { _id: string }>({
  text,
  listId,
  exportName,
  exportParams,
  filters,
  isFiltered,
  onClear,
  page,
  hrefFor,
  list,
  renderRow,
  summary,
  children,
}: {
  text: UniversityReviewListText;
  /** The id of the list's hidden heading. */
  listId: string;
  exportName: ExportName;
  exportParams: URLSearchParams;
  /** The filter selects. */
  filters: ReactNode;
  isFiltered: boolean;
  /** Clear Filters: the list unfiltered, at its first page. */
  onClear: () => void;
  page: number;
  /** The screen's address with its filters at page `target`. */
  hrefFor: (target: number) => string;
  list: {
    items: readonly Item[] | undefined;
    totalPages: number | undefined;
    total: number | undefined;
    error: unknown;
    isLoading: boolean;
    isValidating: boolean;
  };
  renderRow: (item: Item) => ReactNode;
  /** The Summary's counts: the total, and the others of the items on this page. */
  summary: (items: readonly Item[], total: number) => StatCard[];
  /** The item being viewed, if any. */
  children?: ReactNode;
}) {
  if (list.error && !list.items) {
    return (
      <ListError title={text.error.title} message={loadFailure(list.error, text.error.fetch, text.error.fallback)} />
    );
  }

  const items = list.items ?? [];
  const totalPages = list.totalPages ?? 1;

  return (
    <Screen
      className="uni-page"
      page={page}
      title={text.title}
      intro={text.intro}
      actions={<ExportButton name={exportName} params={exportParams} />}
      outside={children}
    >
      <div className="tile uni-filters">
        {filters}
        <button type="button" className="button button--secondary uni-filters__clear" onClick={onClear}>
          Clear Filters
        </button>
      </div>

      <section aria-labelledby={listId} aria-busy={list.isValidating}>
        <h2 id={listId} className="visually-hidden">
          {text.listLabel}
        </h2>
        {list.isLoading && !list.items ? (
          <LoadingPanel text={text.loadingText} />
        ) : items.length === 0 ? (
          <EmptyList
            title={text.emptyTitle}
            text={isFiltered ? text.emptyText.filtered : text.emptyText.all}
            firstPage={page > 1 ? hrefFor(1) : null}
          />
        ) : (
          <>
            <ul className="uni-items" aria-label={`${text.listLabel}, page ${page} of ${totalPages}`}>
              {items.map(renderRow)}
            </ul>
            <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label={text.pagesLabel} />
          </>
        )}
      </section>

      {list.items ? (
        <Summary cards={summary(items, list.total ?? 0)} note={totalPages > 1 ? text.pageNote : null} />
      ) : null}
    </Screen>
  );
}

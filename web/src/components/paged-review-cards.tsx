/**
 * A paged list of review cards (logbook entries, reports): the cards with Load More, what to show when there are
 * none, and a banner with Try Again when a page failed to load (above Load More once some cards are shown).
 */
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { Banner } from './alerts';
import { LoadMore } from './load-more';
import { LoadingPanel } from './loading-panel';
import { ReviewCards } from './review-card';

/** Spec 1 §8: load errors show the error message (the server's, else the client's own), with Try Again. */
export function ProblemBanner({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Banner tone="danger" title={title}>
      <p>{errorMessage(error, error instanceof Error ? error.message : 'Please try again in a moment.')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Try Again
      </button>
    </Banner>
  );
}

/** A paged list as its hook gives it (`usePagedList`). */
export type PagedReviewList<Item> = {
  items: readonly Item[] | undefined;
  totalItems: number | undefined;
  hasNextPage: boolean;
  isLoadingMore: boolean;
  error: unknown;
  loadMore: () => void;
  reload: () => void;
};

export function PagedReviewCards<Item extends { _id: string }>({
  list,
  noun,
  failedTitle,
  loadingText,
  renderCard,
  empty,
}: {
  list: PagedReviewList<Item>;
  /** The plural of what the list holds ('entries'). */
  noun: string;
  /** The title of the banner when a page failed to load. */
  failedTitle: string;
  loadingText: string;
  renderCard: (item: Item) => ReactNode;
  /** What shows when the list is empty. */
  empty: ReactNode;
}) {
  if (!list.items) {
    return list.error ? (
      <ProblemBanner title={failedTitle} error={list.error} onRetry={list.reload} />
    ) : (
      <LoadingPanel text={loadingText} />
    );
  }
  if (list.items.length === 0) return empty;
  return (
    <>
      <ReviewCards>{list.items.map(renderCard)}</ReviewCards>
      {list.error ? <ProblemBanner title={failedTitle} error={list.error} onRetry={list.reload} /> : null}
      <LoadMore
        shown={list.items.length}
        total={list.totalItems}
        noun={noun}
        hasNextPage={list.hasNextPage}
        isLoading={list.isLoadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

/**
 * The page a student keeps their review items on (the logbook, the reports; spec 1 §2.16, §2.17): New in the header;
 * while they have no accepted internship, a note that there is nothing to write about yet; their counts; their items
 * ten at a time with Load More, or what to do first; and the open modal. Each slice passes its own words and cards.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from './alerts';
import { LoadingPanel } from './loading-panel';
import { PageHeader } from './page-header';
import { PagedReviewCards, ProblemBanner, type PagedReviewList } from './paged-review-cards';
import { StatCards, type StatCard } from './stat-cards';
import './student-review-page.css';

export type StudentReviewPageText = {
  title: string;
  intro: string;
  /** The New button's label, in the header and on the empty list. */
  newLabel: string;
  /** Why there is nothing to write about before an accepted internship. */
  noPlacement: string;
  statsFailedTitle: string;
  listTitle: string;
  /** The plural of what the list holds ('entries'). */
  noun: string;
  listFailedTitle: string;
  loadingText: string;
  emptyTitle: string;
  /** What the empty list says without an accepted internship, and with one. */
  emptyText: { noPlacement: string; first: string };
};

export function StudentReviewPage<Item extends { _id: string }>({
  text,
  headingIds,
  hasNoPlacement,
  onNew,
  stats,
  list,
  renderCard,
  notice,
  children,
}: {
  text: StudentReviewPageText;
  /** The ids of the counts' and the list's headings. */
  headingIds: { stats: string; list: string };
  hasNoPlacement: boolean;
  onNew: () => void;
  /** The counts as cards once loaded (null until then), or why they failed. */
  stats: { cards: ReactNode | null; error: unknown; retry: () => void };
  list: PagedReviewList<Item>;
  renderCard: (item: Item) => ReactNode;
  /** What the route composes in under the header (why a placement is not open yet, issue 17 item 4). */
  notice?: ReactNode;
  /** The open modal, if any. */
  children?: ReactNode;
}) {
  const newButton = (
    <button type="button" className="button button--primary" onClick={onNew}>
      {text.newLabel}
    </button>
  );
  return (
    <main id="main" tabIndex={-1} className="page review-page">
      <title>{`${text.title} · Stint`}</title>
      <div className="page__inner">
        <PageHeader title={text.title} intro={text.intro} actions={newButton} />
        {notice}

        {hasNoPlacement ? (
          <Banner tone="info" title="No accepted internship yet" live={false}>
            <p>{text.noPlacement}</p>
            <p>
              <Link to="/student/applications">See your applications</Link> ·{' '}
              <Link to="/student/internships">Browse internships</Link>
            </p>
          </Banner>
        ) : null}

        <section className="review-section" aria-labelledby={headingIds.stats}>
          <h2 id={headingIds.stats} className="visually-hidden">
            Overview
          </h2>
          {stats.cards ? (
            stats.cards
          ) : stats.error ? (
            <ProblemBanner title={text.statsFailedTitle} error={stats.error} onRetry={stats.retry} />
          ) : (
            <LoadingPanel text="Loading your numbers…" />
          )}
        </section>

        <section className="review-section" aria-labelledby={headingIds.list}>
          <h2 id={headingIds.list} className="review-section__title">
            {text.listTitle}
          </h2>
          <PagedReviewCards
            list={list}
            noun={text.noun}
            failedTitle={text.listFailedTitle}
            loadingText={text.loadingText}
            renderCard={renderCard}
            empty={
              <div className="empty-panel">
                <h3 className="empty-panel__title">{text.emptyTitle}</h3>
                <p>{hasNoPlacement ? text.emptyText.noPlacement : text.emptyText.first}</p>
                {hasNoPlacement ? (
                  <Link className="button button--primary" to="/student/internships">
                    Browse Internships
                  </Link>
                ) : (
                  newButton
                )}
              </div>
            }
          />
        </section>
      </div>

      {children}
    </main>
  );
}

/** The student's counts above their list: the total, noting how many are still drafts, then the other cards. */
export function ReviewStatCards({
  totalLabel,
  total,
  drafts,
  cards,
}: {
  totalLabel: string;
  total: number;
  drafts: number;
  cards: StatCard[];
}) {
  return (
    <StatCards
      accent
      minWidth="9rem"
      className="review-stat-cards"
      cards={[
        {
          key: 'total',
          label: totalLabel,
          value: total,
          note: drafts > 0 ? `${drafts} draft${drafts === 1 ? '' : 's'}` : undefined,
        },
        ...cards,
      ]}
    />
  );
}

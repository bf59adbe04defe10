/**
 * The student's logbook (spec 1 §2.16): four counts, the entries (ten at a time, Load More), a New Entry modal and,
 * per entry, Edit and Submit. Entries are kept only for an internship the student was accepted to; until there is one,
 * the page says so and New Entry explains it. Live: an employer's review shows without a reload, with a toast.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { Banner } from '../../../components/alerts';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { PagedReviewCards, ProblemBanner } from '../../../components/paged-review-cards';
import { useAcceptedInternships } from '../api/get-accepted-internships';
import { useLogbookStats } from '../api/get-logbook-stats';
import { useMyLogbookEntries } from '../api/get-my-logbook-entries';
import { useLogbookReviewToasts } from '../hooks/use-logbook-review-toasts';
import { LogbookEntryCard } from './logbook-entry-card';
import { LogbookEntryModal } from './logbook-entry-modal';
import { LogbookStatCards } from './logbook-stats';
import './logbooks.css';

/** Which modal is open: a new entry, or the entry being edited (by id, so a live update shows in it). */
type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export function StudentLogbookScreen() {
  const entries = useMyLogbookEntries();
  const stats = useLogbookStats();
  const accepted = useAcceptedInternships();
  const [editing, setEditing] = useState<Editing>(null);
  useLogbookReviewToasts(entries.items);

  const edited: LogbookEntry | undefined =
    editing?.kind === 'edit' ? entries.items?.find((entry) => entry._id === editing.id) : undefined;
  const hasNoPlacement = accepted.internships !== undefined && accepted.internships.length === 0;

  return (
    <main id="main" tabIndex={-1} className="page logbook-page">
      <title>My Logbook · Stint</title>
      <div className="page__inner">
        <PageHeader
          title="My Logbook"
          intro="Record what you did each week of your internship, then submit each entry for your employer to review."
          actions={
            <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
              New Entry
            </button>
          }
        />

        {hasNoPlacement ? (
          <Banner tone="info" title="No accepted internship yet" live={false}>
            <p>
              You can keep a logbook once an employer accepts one of your applications. Until then there is nothing to
              write entries for.
            </p>
            <p>
              <Link to="/student/applications">See your applications</Link> ·{' '}
              <Link to="/student/internships">Browse internships</Link>
            </p>
          </Banner>
        ) : null}

        <section className="logbook-section" aria-labelledby="logbook-stats-title">
          <h2 id="logbook-stats-title" className="visually-hidden">
            Overview
          </h2>
          {stats.data ? (
            <LogbookStatCards stats={stats.data} />
          ) : stats.error ? (
            <ProblemBanner
              title="Failed to fetch logbook statistics"
              error={stats.error}
              onRetry={() => void stats.mutate()}
            />
          ) : (
            <LoadingPanel text="Loading your numbers…" />
          )}
        </section>

        <section className="logbook-section" aria-labelledby="logbook-entries-title">
          <h2 id="logbook-entries-title" className="logbook-section__title">
            Entries
          </h2>
          <PagedReviewCards
            list={entries}
            noun="entries"
            failedTitle="Failed to fetch logbook entries"
            loadingText="Loading your logbook…"
            renderCard={(entry) => (
              <LogbookEntryCard
                key={entry._id}
                entry={entry}
                onEdit={() => setEditing({ kind: 'edit', id: entry._id })}
              />
            )}
            empty={
              <div className="empty-panel">
                <h3 className="empty-panel__title">No Logbook Entries Yet</h3>
                <p>
                  {hasNoPlacement
                    ? 'Once you are accepted to an internship, your weekly entries appear here.'
                    : 'Write your first entry about what you did and learned this week. It is saved as a draft until you submit it.'}
                </p>
                {hasNoPlacement ? (
                  <Link className="button button--primary" to="/student/internships">
                    Browse Internships
                  </Link>
                ) : (
                  <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
                    New Entry
                  </button>
                )}
              </div>
            }
          />
        </section>
      </div>

      {editing?.kind === 'new' ? (
        <LogbookEntryModal entry={null} accepted={accepted} onClose={() => setEditing(null)} />
      ) : editing?.kind === 'edit' && edited ? (
        <LogbookEntryModal entry={edited} accepted={accepted} onClose={() => setEditing(null)} />
      ) : null}
    </main>
  );
}

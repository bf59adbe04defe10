/**
 * Logbook review (/employer/logbooks): the logbook entries the employer's interns submitted, to approve or to reject
 * with a comment; a status filter (Submitted by default, Approved, Rejected) and 10 a page. Live: an entry an intern
 * submits appears without a reload, with a toast.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Banner } from '../../../components/alerts';
import { FilterSelect } from '../../../components/filter-select';
import { LoadingPanel } from '../../../components/loading-panel';
import { Screen } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { ReviewDialog } from '../../../components/review-dialog';
import { showToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { reviewFilters, useEmployerLogbook, type ReviewFilter } from '../api/get-employer-logbook';
import { reviewLogbookEntry, type LogbookDecision } from '../api/review-logbook-entry';
import { useNewLogbookEntryToasts } from '../hooks/use-new-logbook-entry-toasts';
import { entryHeadingId, LogbookEntryCard } from './logbook-entry-card';
import { entryStudentName, logbookStatusLabels } from './logbook-format';
import { ReviewerCards } from '../../../components/reviewer-card';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './employer-logbooks.css';

const PATH = '/employer/logbooks';
const DEFAULT_STATUS: ReviewFilter = 'submitted';

const STATUS_OPTIONS = reviewFilters.map((status) => ({ value: status, label: logbookStatusLabels[status] }));

const EMPTY_TEXT: Record<ReviewFilter, string> = {
  submitted: 'Nothing is waiting for your review. Entries your interns submit appear here at once.',
  approved: 'You have not approved any logbook entry yet.',
  rejected: 'You have not rejected any logbook entry.',
};

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function statusFrom(value: string | null): ReviewFilter {
  return reviewFilters.find((status) => status === value) ?? DEFAULT_STATUS;
}

function hrefFor(status: ReviewFilter, page: number): string {
  const params = new URLSearchParams();
  if (status !== DEFAULT_STATUS) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

type Deciding = { entryId: string; decision: LogbookDecision };

export function EmployerLogbooksScreen() {
  const focusAfterRender = useFocusAfterRender();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const status = statusFrom(searchParams.get('status'));
  const page = pageFrom(searchParams.get('page'));
  const { data, error, isLoading, isValidating, mutate } = useEmployerLogbook(status, page);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  useNewLogbookEntryToasts();

  const entries = data?.logbookEntries ?? [];
  const totalPages = data?.pagination.totalPages ?? 1;
  const total = data?.pagination.totalItems ?? 0;
  const entry = deciding ? entries.find((candidate) => candidate._id === deciding.entryId) : undefined;

  return (
    <Screen
      className="logbook-review-page"
      page={page}
      back={{ to: '/employer/dashboard', label: 'Back to dashboard' }}
      title="Logbook Review"
      intro="Your interns' weekly logbook entries: approve them, or reject them with a note on what to change."
      outside={
        deciding && entry ? (
          <ReviewDialog
            title={deciding.decision === 'approved' ? 'Approve this entry?' : 'Reject this entry?'}
            description={`“${entry.title}” · week ${entry.weekNumber} · ${entryStudentName(entry)}`}
            text={
              deciding.decision === 'approved' ? (
                <p>The intern sees that you approved it.</p>
              ) : (
                <p>The intern sees your comment and can edit the entry and submit it again.</p>
              )
            }
            confirmLabel={deciding.decision === 'approved' ? 'Approve Entry' : 'Reject Entry'}
            busyLabel={deciding.decision === 'approved' ? 'Approving…' : 'Rejecting…'}
            tone={deciding.decision === 'approved' ? 'primary' : 'danger'}
            comment={deciding.decision === 'approved' ? 'optional' : 'required'}
            commentLabel={deciding.decision === 'approved' ? 'Comment' : 'Why is it rejected?'}
            requiredMessage="Please say why the entry is rejected"
            failureMessage={
              deciding.decision === 'approved' ? 'Failed to approve the entry' : 'Failed to reject the entry'
            }
            onClose={() => setDeciding(null)}
            onConfirm={async (comment) => {
              const { message } = await reviewLogbookEntry(entry._id, deciding.decision, comment);
              setDeciding(null);
              showToast({
                tone: 'success',
                title:
                  message ?? (deciding.decision === 'approved' ? 'Logbook entry approved' : 'Logbook entry rejected'),
                message: `“${entry.title}” by ${entryStudentName(entry)}.`,
              });
              // The entry has left the Submitted list: keep the keyboard on the list.
              const decidedId = entry._id;
              focusAfterRender(() =>
                (
                  document.getElementById(entryHeadingId(decidedId)) ?? document.getElementById('logbook-list-title')
                )?.focus(),
              );
            }}
          />
        ) : null
      }
    >
      <div className="tile reviewer-filters">
        <FilterSelect
          id="logbook-status-filter"
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => void navigate(hrefFor(statusFrom(value), 1), { replace: true })}
        />
      </div>

      <section aria-labelledby="logbook-list-title" aria-busy={isValidating}>
        <div className="section-header">
          <h2 id="logbook-list-title" tabIndex={-1}>
            {logbookStatusLabels[status]} entries
          </h2>
          {data ? (
            <p className="muted" role="status">
              {total === 1 ? '1 entry' : `${total} entries`}
            </p>
          ) : null}
        </div>

        {error && !data ? (
          <Banner tone="danger" title="Failed to fetch logbook entries">
            <p>{errorMessage(error, 'The logbook entries could not be loaded.')}</p>
            <button type="button" className="button button--secondary button--small" onClick={() => void mutate()}>
              Try Again
            </button>
          </Banner>
        ) : isLoading && !data ? (
          <LoadingPanel text="Loading logbook entries…" />
        ) : entries.length === 0 ? (
          <div className="empty-panel">
            <h3 className="empty-panel__title">{page > 1 ? 'Nothing on this page' : 'No logbook entries'}</h3>
            {page > 1 ? (
              <p>
                There are fewer pages now. <Link to={hrefFor(status, 1)}>Go to the first page</Link>.
              </p>
            ) : (
              <p>{EMPTY_TEXT[status]}</p>
            )}
          </div>
        ) : (
          <>
            <ReviewerCards label={`${logbookStatusLabels[status]} entries, page ${page} of ${totalPages}`}>
              {entries.map((candidate) => (
                <LogbookEntryCard
                  key={candidate._id}
                  entry={candidate}
                  onDecide={(decision) => setDeciding({ entryId: candidate._id, decision })}
                />
              ))}
            </ReviewerCards>
            <Pagination
              page={page}
              totalPages={totalPages}
              hrefFor={(target) => hrefFor(status, target)}
              label="Logbook pages"
            />
          </>
        )}
      </section>
    </Screen>
  );
}

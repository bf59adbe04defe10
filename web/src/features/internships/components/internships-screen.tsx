/**
 * The public internship list (spec 1 §2.7): search; source, location and work type filters; Clear Filters; the
 * platform, external and shown counts; platform and external sections with their own loading and error states; an
 * empty state 'No Internships Found'; the attribution to the external job board; Create Account and Sign In for
 * visitors, and one line telling them that signing in shows the companies. An empty section says whether nothing
 * matches the filters or there is simply nothing yet. Filters live in the address (shareable, kept by Back and
 * reload).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { RetryButton } from '../../../components/query-state';
import { ToastRegion } from '../../../components/toasts';
import { SectionHeader } from '../../../components/section-header';
import { ApiError } from '../../../lib/api-client';
import {
  useInternships,
  type InternshipList,
  type InternshipQuery,
  type InternshipSource,
} from '../api/get-internships';
import { useFilterParams, pageOf } from '../hooks/use-filter-params';
import { useSaveToggle } from '../hooks/use-save-toggle';
import { useToday } from '../hooks/use-today';
import { useViewer } from '../hooks/use-viewer';
import { InternshipCard } from './internship-card';
import { FilterBar, NoInternshipsFound, SEARCH_HINT, workplaceOptions } from './filter-bar';
import { SignInRequiredModal } from './sign-in-required-modal';
import './internships.css';

const PAGE_SIZE = 12;

type WorkFilter = 'all' | 'remote' | 'onsite';

const sourceOptions = [
  { value: 'all', label: 'All sources' },
  { value: 'platform', label: 'Platform' },
  { value: 'external', label: 'External' },
] as const;

const workOptions = workplaceOptions('All work types');

const FILTER_KEYS = ['q', 'source', 'location', 'work'] as const;

export function InternshipsScreen() {
  const { params, setFilters, clearFilters, hrefForPage } = useFilterParams('/internships', {
    pageKeys: ['page', 'xpage'],
  });
  const search = params.get('q') ?? '';
  const location = params.get('location') ?? '';
  const sourceParam = params.get('source');
  const source: InternshipSource = sourceParam === 'platform' || sourceParam === 'external' ? sourceParam : 'all';
  const workParam = params.get('work');
  const work: WorkFilter = workParam === 'remote' || workParam === 'onsite' ? workParam : 'all';
  const platformPage = pageOf(params.get('page'));
  const externalPage = pageOf(params.get('xpage'));
  const hasFilters = FILTER_KEYS.some((key) => params.get(key));

  const viewer = useViewer();
  const today = useToday();
  const saving = useSaveToggle();
  const [signInMessage, setSignInMessage] = useState<string | null>(null);

  const base: InternshipQuery = {
    search,
    location,
    ...(work === 'all' ? {} : { remote: work === 'remote' }),
    limit: PAGE_SIZE,
  };
  const platform = useInternships(source === 'external' ? null : { ...base, source: 'platform', page: platformPage });
  const external = useInternships(source === 'platform' ? null : { ...base, source: 'external', page: externalPage });

  const counts = platform.data?.counts ?? external.data?.counts ?? null;
  const shown = (platform.data?.internships.length ?? 0) + (external.data?.internships.length ?? 0);
  const requested = [source === 'external' ? null : platform, source === 'platform' ? null : external].filter(
    (result) => result !== null,
  );
  const isEverythingEmpty = requested.every((result) => result.data && result.data.pagination.totalItems === 0);
  // Visitors do not see which company posted a platform internship: said once, above the cards, not on each.
  const hasHiddenCompanies =
    !viewer.isSignedIn && (platform.data?.internships.some((internship) => !internship.company) ?? false);

  const renderCards = (list: InternshipList) => (
    <ul className="internship-grid plain-list">
      {list.internships.map((internship) => (
        <InternshipCard
          key={internship._id}
          internship={internship}
          today={today}
          isSignedIn={viewer.isSignedIn}
          isStudent={viewer.isStudent}
          isSaving={saving.isBusy(internship._id)}
          onToggleSave={() => saving.toggle(internship._id)}
          onSignInRequired={() => setSignInMessage('Sign in as a student to save internships for later.')}
        />
      ))}
    </ul>
  );

  return (
    <main id="main" tabIndex={-1} className="page internships-page">
      <title>Internships · Stint</title>
      <div className="page__inner">
        <PageHeader
          title="Browse Internships"
          intro="Verified internships posted on Stint, and internship roles from our partner job board — remote, hybrid and on-site."
          actions={
            viewer.isSignedIn ? null : (
              <>
                <Link className="button button--primary" to="/register">
                  Create Account
                </Link>
                <Link className="button button--secondary" to="/login">
                  Sign In
                </Link>
              </>
            )
          }
        />

        <FilterBar
          canClear={hasFilters}
          onClear={clearFilters}
          onFilter={(param, value) => setFilters({ [param]: value })}
          fields={[
            {
              param: 'q',
              id: 'internships-search',
              label: 'Search',
              value: search,
              placeholder: SEARCH_HINT,
              wide: true,
            },
            { param: 'source', id: 'internships-source', label: 'Source', value: source, options: sourceOptions },
            {
              param: 'location',
              id: 'internships-location',
              label: 'Location',
              value: location,
              placeholder: 'City or country',
              type: 'text',
            },
            { param: 'work', id: 'internships-work-type', label: 'Work type', value: work, options: workOptions },
          ]}
          status={
            <p className="result-counts" role="status" aria-live="polite">
              {counts ? (
                <>
                  <span>
                    <strong>{counts.platform}</strong> platform
                  </span>
                  <span>
                    <strong>{counts.external}</strong> external
                  </span>
                  <span>
                    <strong>{shown}</strong> shown
                  </span>
                </>
              ) : (
                <span>Counting internships…</span>
              )}
            </p>
          }
        />

        {hasHiddenCompanies ? (
          <p className="internships-notice">
            Company names of internships posted on Stint show once you <Link to="/login">sign in</Link>.
          </p>
        ) : null}

        {isEverythingEmpty ? (
          <NoInternshipsFound
            headingLevel={2}
            text={
              hasFilters
                ? 'Nothing matches these filters. Try other words, another location or fewer filters.'
                : 'There are no open internships right now. New ones are posted every week — check back soon.'
            }
            onClear={hasFilters ? clearFilters : null}
          />
        ) : (
          <>
            {source === 'external' ? null : (
              <ListingSection
                id="platform-internships"
                title="Platform internships"
                result={platform}
                loadingText="Loading platform internships…"
                errorTitle="Failed to fetch platform internships"
                emptyText={
                  hasFilters
                    ? 'No platform internships match these filters.'
                    : 'No internships are open on Stint right now.'
                }
                renderCards={renderCards}
                pagination={
                  platform.data ? (
                    <Pagination
                      label="Platform internships pages"
                      page={platform.data.pagination.page}
                      totalPages={platform.data.pagination.totalPages}
                      hrefFor={hrefForPage('page')}
                    />
                  ) : null
                }
              />
            )}
            {source === 'platform' ? null : (
              <ListingSection
                id="external-internships"
                title="External internships"
                intro="Internship roles from our partner job board. They open on the job board's site, in a new tab."
                result={external}
                loadingText="Loading external internships…"
                errorTitle="Failed to fetch external internships"
                quietError
                emptyText={
                  hasFilters
                    ? 'No external internships match these filters.'
                    : 'The partner job board has no internship roles listed right now.'
                }
                renderCards={renderCards}
                pagination={
                  external.data ? (
                    <Pagination
                      label="External internships pages"
                      page={external.data.pagination.page}
                      totalPages={external.data.pagination.totalPages}
                      hrefFor={hrefForPage('xpage')}
                    />
                  ) : null
                }
              />
            )}
          </>
        )}

        <p className="attribution">
          External internships are listed from a partner job board and filtered to internship, trainee and entry-level
          roles. Stint does not review them; applications happen on the job board&apos;s site.
        </p>
      </div>
      {signInMessage ? <SignInRequiredModal message={signInMessage} onClose={() => setSignInMessage(null)} /> : null}
      <ToastRegion />
    </main>
  );
}

function ListingSection({
  id,
  title,
  intro,
  result,
  loadingText,
  errorTitle,
  quietError = false,
  emptyText,
  renderCards,
  pagination,
}: {
  id: string;
  title: string;
  intro?: string;
  result: SWRResponse<InternshipList>;
  loadingText: string;
  errorTitle: string;
  /** Spec 1 §8: the external list fails silently: a quiet note rather than an alert. */
  quietError?: boolean;
  emptyText: string;
  renderCards: (list: InternshipList) => ReactNode;
  pagination: ReactNode;
}) {
  const { data, error, isValidating, mutate } = result;
  const headingId = `${id}-title`;
  const serverMessage = error instanceof ApiError && error.isServerMessage ? error.message : null;
  return (
    <section
      className="listing-section"
      aria-labelledby={headingId}
      aria-busy={isValidating && data ? true : undefined}
    >
      <SectionHeader
        id={headingId}
        title={
          <>
            {title}
            {data ? <span className="listing-section__count"> ({data.pagination.totalItems})</span> : null}
          </>
        }
        titleClassName="listing-section__title"
        className="listing-section__header"
      >
        {intro ? <p className="listing-section__intro">{intro}</p> : null}
      </SectionHeader>
      {data ? (
        data.internships.length > 0 ? (
          <>
            {renderCards(data)}
            {pagination}
          </>
        ) : (
          <p className="listing-section__empty">{emptyText}</p>
        )
      ) : error ? (
        <div
          className={quietError ? 'listing-problem listing-problem--quiet' : 'listing-problem'}
          role={quietError ? 'status' : 'alert'}
        >
          <p className="listing-problem__title">
            {quietError ? 'External internships are not available right now.' : errorTitle}
          </p>
          {serverMessage && !quietError ? <p className="listing-problem__text">{serverMessage}</p> : null}
          <RetryButton onRetry={mutate} />
        </div>
      ) : (
        <LoadingPanel text={loadingText} />
      )}
    </section>
  );
}

/**
 * The student's internship browser (spec 1 §2.14): a hero with the student's application counts, search, a location
 * filter (all, remote, on-site), sorts (newest, deadline soon, highest salary), More Filters (category, work type,
 * paid, duration), Saved, the card grid and a modal with the tabs 'Internship Details' and 'Apply Now'. The counts,
 * the student's existing applications and the apply form come from the applications feature, through the route.
 */
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  internshipCategories,
  workTypes,
  type InternshipCategory,
  type InternshipSort,
  type WorkType,
} from '@stint/shared/internships/internships.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { Banner } from '../../../components/alerts';
import { formatCalendarDate } from '../../../components/dates';
import { CheckboxField } from '../../../components/form-controls';
import { LoadingPanel } from '../../../components/loading-panel';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { Tabs } from '../../../components/tabs';
import { showToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useInternships } from '../api/get-internships';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { useToday } from '../hooks/use-today';
import { InternshipFacts, InternshipSections } from './internship-details';
import {
  deadlineLabel,
  deadlineOf,
  durationFilters,
  isAcceptingApplications,
  matchesDuration,
  type DurationFilter,
} from './internship-format';
import { FilterSelect } from './filter-select';
import { SearchBox } from './search-box';
import { StudentInternshipCard, type ExistingApplication } from './student-internship-card';
import './internships.css';

const PAGE_SIZE = 24;

type ModalTab = 'details' | 'apply';

const locationOptions = [
  { value: 'all', label: 'All locations' },
  { value: 'remote', label: 'Remote' },
  { value: 'onsite', label: 'On-site' },
] as const;

const sortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'deadline', label: 'Deadline soon' },
  { value: 'salary', label: 'Highest salary' },
] as const;

const workTypeLabels: Record<WorkType, string> = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' };

const MORE_FILTER_KEYS = ['category', 'workType', 'paid', 'duration'] as const;
const FILTER_KEYS = ['q', 'where', 'sort', 'saved', ...MORE_FILTER_KEYS] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function StudentInternshipsScreen({
  summary,
  applicationFor,
  renderApplyForm,
}: {
  /** The student's application counts, shown in the hero. */
  summary: ReactNode;
  /** The student's application to an internship, if there is one. */
  applicationFor: (internshipId: string) => ExistingApplication | undefined;
  /** The Apply Now tab's form; `onApplied` closes the modal. */
  renderApplyForm: (internship: Internship, onApplied: () => void) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const where = oneOf(['remote', 'onsite'], params.get('where')) ?? 'all';
  const sort: InternshipSort = oneOf(['deadline', 'salary'], params.get('sort')) ?? 'newest';
  const category: InternshipCategory | undefined = oneOf(internshipCategories, params.get('category'));
  const workType: WorkType | undefined = oneOf(workTypes, params.get('workType'));
  const paid = oneOf(['true', 'false'], params.get('paid'));
  const duration: DurationFilter | null =
    oneOf(
      durationFilters.map((option) => option.value),
      params.get('duration'),
    ) ?? null;
  const saved = params.get('saved') === '1';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const moreFilterCount = MORE_FILTER_KEYS.filter((key) => params.get(key)).length;
  const hasFilters = FILTER_KEYS.some((key) => key !== 'sort' && params.get(key));

  const [showMore, setShowMore] = useState(moreFilterCount > 0);
  const [open, setOpen] = useState<{ id: string; tab: ModalTab } | null>(null);
  const today = useToday();
  const bookmarks = useToggleBookmark();

  const { data, error, isValidating, mutate } = useInternships({
    source: 'platform',
    search,
    ...(where === 'all' ? {} : { remote: where === 'remote' }),
    ...(category ? { category } : {}),
    ...(workType ? { workType } : {}),
    ...(paid ? { paid: paid === 'true' } : {}),
    ...(saved ? { bookmarked: true } : {}),
    sort,
    page,
    limit: PAGE_SIZE,
  });
  // The api has no duration filter: it narrows the page that came back.
  const internships = data ? data.internships.filter((internship) => matchesDuration(internship, duration)) : [];
  const selected = open ? (data?.internships.find((internship) => internship._id === open.id) ?? null) : null;

  const setFilters = (patch: Partial<Record<FilterKey, string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value && value !== 'all' && value !== 'newest') next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next, { replace: true });
  };

  const clearFilters = () => {
    const next = new URLSearchParams();
    if (sort !== 'newest') next.set('sort', sort);
    setParams(next, { replace: true });
  };

  const hrefForPage = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const text = next.toString();
    return text ? `/student/internships?${text}` : '/student/internships';
  };

  const onToggleSave = async (id: string) => {
    const problem = await bookmarks.toggle(id);
    if (problem) showToast({ tone: 'danger', title: problem });
  };

  return (
    <main id="main" tabIndex={-1} className="page student-internships">
      <title>Find Internships · Stint</title>
      <div className="page__inner">
        <header className="student-hero">
          <div className="student-hero__text">
            <p className="student-hero__eyebrow">Student Internships</p>
            <h1 className="student-hero__title">Find your next internship</h1>
            <p className="student-hero__intro">
              Search verified internships, save the ones you like and apply with your cover letter and resume.
            </p>
          </div>
          <div className="student-hero__summary">{summary}</div>
        </header>

        <section className="filter-bar" aria-label="Search and filters">
          <div className="filter-bar__fields">
            <SearchBox
              id="student-internships-search"
              className="filter-bar__search"
              label="Search"
              placeholder="Title, company, location or keyword"
              value={search}
              onSearch={(value) => setFilters({ q: value })}
            />
            <FilterSelect
              id="student-internships-location"
              label="Location"

              value={where}
              options={locationOptions}
              onChange={(value) => setFilters({ where: value })}
            />
            <FilterSelect
              id="student-internships-sort"
              label="Sort by"

              value={sort}
              options={sortOptions}
              onChange={(value) => setFilters({ sort: value })}
            />
          </div>
          <div className="filter-bar__footer">
            <div className="filter-bar__toggles">
              <button
                type="button"
                className="button button--secondary button--small"
                aria-expanded={showMore}
                aria-controls="student-internships-more"
                onClick={() => setShowMore((current) => !current)}
              >
                More Filters{moreFilterCount > 0 ? ` (${moreFilterCount})` : ''}
              </button>
              <CheckboxField
                id="student-internships-saved"
                className="filter-bar__saved"
                label="Saved only"
                checked={saved}
                onChange={(checked) => setFilters({ saved: checked ? '1' : '' })}
              />
            </div>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={clearFilters}
              disabled={!hasFilters}
            >
              Clear Filters
            </button>
          </div>
          <div id="student-internships-more" className="filter-bar__more" hidden={!showMore}>
            <FilterSelect
              id="student-internships-category"
              label="Category"

              value={category ?? 'all'}
              options={[
                { value: 'all', label: 'All categories' },
                ...internshipCategories.map((value) => ({ value, label: value })),
              ]}
              onChange={(value) => setFilters({ category: value })}
            />
            <FilterSelect
              id="student-internships-work-type"
              label="Work type"

              value={workType ?? 'all'}
              options={[
                { value: 'all', label: 'All work types' },
                ...workTypes.map((value) => ({ value, label: workTypeLabels[value] })),
              ]}
              onChange={(value) => setFilters({ workType: value })}
            />
            <FilterSelect
              id="student-internships-paid"
              label="Pay"

              value={paid ?? 'all'}
              options={[
                { value: 'all', label: 'Paid or unpaid' },
                { value: 'true', label: 'Paid only' },
                { value: 'false', label: 'Unpaid only' },
              ]}
              onChange={(value) => setFilters({ paid: value })}
            />
            <FilterSelect
              id="student-internships-duration"
              label="Duration"

              value={duration ?? 'all'}
              options={[{ value: 'all', label: 'Any duration' }, ...durationFilters]}
              onChange={(value) => setFilters({ duration: value })}
            />
          </div>
        </section>

        <section
          className="listing-section"
          aria-labelledby="student-internships-results"
          aria-busy={isValidating && data ? true : undefined}
        >
          <div className="listing-section__header">
            <h2 id="student-internships-results" className="listing-section__title">
              {saved ? 'Saved internships' : 'Internships'}
            </h2>
            <p className="result-counts" role="status" aria-live="polite">
              {data ? (
                <span>
                  <strong>{duration ? internships.length : data.pagination.totalItems}</strong>{' '}
                  {(duration ? internships.length : data.pagination.totalItems) === 1 ? 'internship' : 'internships'}
                </span>
              ) : null}
            </p>
          </div>
          {data ? (
            internships.length > 0 ? (
              <>
                <ul className="internship-grid">
                  {internships.map((internship) => (
                    <StudentInternshipCard
                      key={internship._id}
                      internship={internship}
                      today={today}
                      application={applicationFor(internship._id)}
                      isSaving={bookmarks.isBusy(internship._id)}
                      onToggleSave={() => void onToggleSave(internship._id)}
                      onOpen={(tab) => setOpen({ id: internship._id, tab })}
                    />
                  ))}
                </ul>
                <Pagination
                  label="Internship pages"
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  hrefFor={hrefForPage}
                />
              </>
            ) : (
              <div className="empty-panel">
                <h3 className="empty-panel__title">No Internships Found</h3>
                <p>
                  {saved && !search && moreFilterCount === 0 && where === 'all'
                    ? 'You have not saved any internships yet. Use Save on an internship to keep it here.'
                    : hasFilters
                      ? 'Nothing matches these filters. Try other words or fewer filters.'
                      : 'There are no open internships right now. Check back soon.'}
                </p>
                {hasFilters ? (
                  <button type="button" className="button button--primary" onClick={clearFilters}>
                    Clear Filters
                  </button>
                ) : null}
              </div>
            )
          ) : error ? (
            <Banner tone="danger" title="Failed to fetch internships">
              <p>{errorMessage(error, 'Please try again in a moment.')}</p>
              <button type="button" className="button button--secondary button--small" onClick={() => void mutate()}>
                Try Again
              </button>
            </Banner>
          ) : (
            <LoadingPanel text="Loading internships…" />
          )}
        </section>
      </div>

      {open && selected ? (
        <InternshipModal
          internship={selected}
          tab={open.tab}
          today={today}
          application={applicationFor(selected._id)}
          onTab={(tab) => setOpen({ id: selected._id, tab })}
          onClose={() => setOpen(null)}
          renderApplyForm={renderApplyForm}
        />
      ) : null}
    </main>
  );
}

function InternshipModal({
  internship,
  tab,
  today,
  application,
  onTab,
  onClose,
  renderApplyForm,
}: {
  internship: Internship;
  tab: ModalTab;
  today: Date;
  application: ExistingApplication | undefined;
  onTab: (tab: ModalTab) => void;
  onClose: () => void;
  renderApplyForm: (internship: Internship, onApplied: () => void) => ReactNode;
}) {
  const deadline = deadlineOf(internship);
  const deadlineText = deadline ? deadlineLabel(deadline, today) : null;
  const isOpen = isAcceptingApplications(internship, today);
  return (
    <Modal
      title={internship.title}
      description={internship.company ?? undefined}
      onClose={onClose}
      size="large"
      initialFocus='[role="tab"][aria-selected="true"]'
    >
      <Tabs
        label="Internship"
        tabs={[
          { key: 'details', label: 'Internship Details' },
          { key: 'apply', label: 'Apply Now' },
        ]}
        selected={tab}
        onSelect={onTab}
      >
        {tab === 'details' ? (
          <div className="modal-details">
            {deadline ? (
              <p className="modal-details__deadline">
                Apply by {formatCalendarDate(deadline)}
                {deadlineText ? (
                  <span className={`deadline-tag deadline-tag--${deadlineText.tone}`}>{deadlineText.label}</span>
                ) : null}
              </p>
            ) : null}
            <InternshipFacts internship={internship} />
            <InternshipSections internship={internship} headingLevel={3} idPrefix="modal-internship" />
            {application || !isOpen ? null : (
              <button type="button" className="button button--primary" onClick={() => onTab('apply')}>
                Apply Now
              </button>
            )}
          </div>
        ) : application ? (
          <div className="modal-apply-note">
            <p>
              You have already applied for this internship. Its status: <strong>{application.statusLabel}</strong>.
            </p>
            <Link
              className="button button--primary"
              to={`/student/applications/${encodeURIComponent(application.applicationId)}`}
            >
              View Application
            </Link>
          </div>
        ) : !isOpen ? (
          <p className="modal-apply-note">This internship is no longer accepting applications.</p>
        ) : (
          renderApplyForm(internship, onClose)
        )}
      </Tabs>
    </Modal>
  );
}

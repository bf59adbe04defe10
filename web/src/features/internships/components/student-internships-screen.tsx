/**
 * The student's internship browser (spec 1 §2.14): a hero with the student's application counts, search, a location
 * filter (all, remote, on-site), sorts (newest, deadline soon, highest salary), More Filters (category, work type,
 * paid, duration), Saved, the card grid and a modal with the tabs 'Internship Details' and 'Apply Now'. The counts,
 * the student's existing applications and the apply form come from the applications feature, through the route.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  internshipCategories,
  workTypes,
  type InternshipCategory,
  type InternshipSort,
  type WorkType,
} from '@stint/shared/internships/internships.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { CheckboxField } from '../../../components/form-fields';
import { LoadingPanel } from '../../../components/loading-panel';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-state';
import { Tabs } from '../../../components/tabs';
import { SectionHeader } from '../../../components/section-header';
import { workTypeLabels } from '../../../lib/internship-display';
import { useInternships } from '../api/get-internships';
import { pageOf, useFilterParams } from '../hooks/use-filter-params';
import { useSaveToggle } from '../hooks/use-save-toggle';
import { useToday } from '../hooks/use-today';
import { InternshipFacts, InternshipSections } from './internship-details';
import { DeadlineTag, FilledTag } from './internship-parts';
import {
  deadlineLabel,
  deadlineOf,
  durationFilters,
  isAcceptingApplications,
  isFilled,
  matchesDuration,
  type DurationFilter,
} from './internship-format';
import { FilterBar, NoInternshipsFound, SEARCH_HINT, workplaceOptions } from './filter-bar';
import { StudentInternshipCard, type ExistingApplication } from './student-internship-card';
import './internships.css';

const PAGE_SIZE = 24;

type ModalTab = 'details' | 'apply';

const locationOptions = workplaceOptions('All locations');

const sortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'deadline', label: 'Deadline soon' },
  { value: 'salary', label: 'Highest salary' },
] as const;

const categoryOptions = [
  { value: 'all', label: 'All categories' },
  ...internshipCategories.map((value) => ({ value, label: value })),
];

const workTypeOptions = [
  { value: 'all', label: 'All work types' },
  ...workTypes.map((value) => ({ value, label: workTypeLabels[value] ?? value })),
];

const paidOptions = [
  { value: 'all', label: 'Paid or unpaid' },
  { value: 'true', label: 'Paid only' },
  { value: 'false', label: 'Unpaid only' },
];

const durationOptions = [{ value: 'all', label: 'Any duration' }, ...durationFilters];

const MORE_FILTER_KEYS = ['category', 'workType', 'paid', 'duration'] as const;
const FILTER_KEYS = ['q', 'where', 'saved', ...MORE_FILTER_KEYS] as const;

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
  const { params, setFilters, clearFilters, hrefForPage } = useFilterParams('/student/internships', {
    keepOnClear: ['sort'],
  });
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
  const page = pageOf(params.get('page'));
  const moreFilterCount = MORE_FILTER_KEYS.filter((key) => params.get(key)).length;
  const hasFilters = FILTER_KEYS.some((key) => params.get(key));

  const [showMore, setShowMore] = useState(moreFilterCount > 0);
  const [open, setOpen] = useState<{ id: string; tab: ModalTab } | null>(null);
  const today = useToday();
  const saving = useSaveToggle();

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

        <FilterBar
          canClear={hasFilters}
          onClear={clearFilters}
          onFilter={(param, value) => setFilters({ [param]: value })}
          fields={[
            {
              param: 'q',
              id: 'student-internships-search',
              label: 'Search',
              value: search,
              placeholder: SEARCH_HINT,
              wide: true,
            },
            {
              param: 'where',
              id: 'student-internships-location',
              label: 'Location',
              value: where,
              options: locationOptions,
            },
            { param: 'sort', id: 'student-internships-sort', label: 'Sort by', value: sort, options: sortOptions },
          ]}
          more={{
            id: 'student-internships-more',
            isOpen: showMore,
            fields: [
              {
                param: 'category',
                id: 'student-internships-category',
                label: 'Category',
                value: category ?? 'all',
                options: categoryOptions,
              },
              {
                param: 'workType',
                id: 'student-internships-work-type',
                label: 'Work type',
                value: workType ?? 'all',
                options: workTypeOptions,
              },
              {
                param: 'paid',
                id: 'student-internships-paid',
                label: 'Pay',
                value: paid ?? 'all',
                options: paidOptions,
              },
              {
                param: 'duration',
                id: 'student-internships-duration',
                label: 'Duration',
                value: duration ?? 'all',
                options: durationOptions,
              },
            ],
          }}
          status={
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
          }
        />

        <section
          className="listing-section"
          aria-labelledby="student-internships-results"
          aria-busy={isValidating && data ? true : undefined}
        >
          <SectionHeader
            id="student-internships-results"
            title={<>{saved ? 'Saved internships' : 'Internships'}</>}
            titleClassName="listing-section__title"
            className="listing-section__header"
          >
            <p className="result-counts" role="status" aria-live="polite">
              {data ? (
                <span>
                  <strong>{duration ? internships.length : data.pagination.totalItems}</strong>{' '}
                  {(duration ? internships.length : data.pagination.totalItems) === 1 ? 'internship' : 'internships'}
                </span>
              ) : null}
            </p>
          </SectionHeader>
          {data ? (
            internships.length > 0 ? (
              <>
                <ul className="internship-grid plain-list">
                  {internships.map((internship) => (
                    <StudentInternshipCard
                      key={internship._id}
                      internship={internship}
                      today={today}
                      application={applicationFor(internship._id)}
                      isSaving={saving.isBusy(internship._id)}
                      onToggleSave={() => saving.toggle(internship._id)}
                      onOpen={(tab) => setOpen({ id: internship._id, tab })}
                    />
                  ))}
                </ul>
                <Pagination
                  label="Internship pages"
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  hrefFor={hrefForPage('page')}
                />
              </>
            ) : (
              <NoInternshipsFound
                headingLevel={3}
                text={
                  saved && !search && moreFilterCount === 0 && where === 'all'
                    ? 'You have not saved any internships yet. Use Save on an internship to keep it here.'
                    : hasFilters
                      ? 'Nothing matches these filters. Try other words or fewer filters.'
                      : 'There are no open internships right now. Check back soon.'
                }
                onClear={hasFilters ? clearFilters : null}
              />
            )
          ) : error ? (
            <QueryError
              title="Failed to fetch internships"
              error={error}
              fallback="Please try again in a moment."
              onRetry={mutate}
            />
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
  const filled = isFilled(internship);
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
                {filled ? <FilledTag /> : deadlineText ? <DeadlineTag deadline={deadlineText} /> : null}
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
          <p className="modal-apply-note">
            {filled
              ? 'Positions filled: every position of this internship has been taken, so it is not taking applications.'
              : 'This internship is no longer accepting applications.'}
          </p>
        ) : (
          renderApplyForm(internship, onClose)
        )}
      </Tabs>
    </Modal>
  );
}

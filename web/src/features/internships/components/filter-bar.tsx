/** The search and filter panel of an internship list, and what the list says when nothing matches (spec 1 §2.7, §2.14). */
import type { ReactNode } from 'react';
import { FilterSelect } from '../../../components/filter-select';
import { SearchBox } from './search-box';

type Option = { value: string; label: string };

export const SEARCH_HINT = 'Title, company, location or keyword';

/** Where the work happens: any ('All …'), remote or on-site. */
export function workplaceOptions(anyLabel: string): readonly Option[] {
  return [
    { value: 'all', label: anyLabel },
    { value: 'remote', label: 'Remote' },
    { value: 'onsite', label: 'On-site' },
  ];
}

/** One filter: typed text (applied after a pause) or a choice; `param` is its key in the address. */
export type FilterField = { param: string; id: string; label: string; value: string } & (
  { options: readonly Option[] } | { placeholder: string; type?: 'search' | 'text'; wide?: boolean }
);

function FilterFields({
  fields,
  onFilter,
}: {
  fields: FilterField[];
  onFilter: (param: string, value: string) => void;
}) {
  return fields.map((field) =>
    'options' in field ? (
      <FilterSelect
        key={field.param}
        id={field.id}
        label={field.label}
        value={field.value}
        options={field.options}
        onChange={(value) => onFilter(field.param, value)}
      />
    ) : (
      <SearchBox
        key={field.param}
        id={field.id}
        className={field.wide ? 'filter-bar__search' : undefined}
        type={field.type}
        label={field.label}
        placeholder={field.placeholder}
        value={field.value}
        onSearch={(value) => onFilter(field.param, value)}
      />
    ),
  );
}

export function FilterBar({
  fields,
  more,
  onFilter,
  status,
  canClear,
  onClear,
}: {
  fields: FilterField[];
  /** More filters in a panel below, shown while `isOpen` (its toggle is part of `status`). */
  more?: { id: string; isOpen: boolean; fields: FilterField[] };
  onFilter: (param: string, value: string) => void;
  /** Left of Clear Filters: the counts, or more toggles. */
  status: ReactNode;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <section className="tile filter-bar" aria-label="Search and filters">
      <div className="filter-bar__fields">
        <FilterFields fields={fields} onFilter={onFilter} />
      </div>
      <div className="filter-bar__footer split-row">
        {status}
        <button type="button" className="button button--secondary button--small" onClick={onClear} disabled={!canClear}>
          Clear Filters
        </button>
      </div>
      {more ? (
        <div id={more.id} className="filter-bar__more" hidden={!more.isOpen}>
          <FilterFields fields={more.fields} onFilter={onFilter} />
        </div>
      ) : null}
    </section>
  );
}

/** Spec 1 §2.7: 'No Internships Found', with Clear Filters while filters are set. */
export function NoInternshipsFound({
  headingLevel,
  text,
  onClear,
}: {
  headingLevel: 2 | 3;
  text: string;
  onClear: (() => void) | null;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-panel">
      <Heading className="empty-panel__title">No Internships Found</Heading>
      <p>{text}</p>
      {onClear ? (
        <button type="button" className="button button--primary" onClick={onClear}>
          Clear Filters
        </button>
      ) : null}
    </div>
  );
}

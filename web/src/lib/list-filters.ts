/**
 * A list's filters and page kept in the address, so a link, Back and a reload show the same list. The address carries
 * only what is set, in the order the filters are declared, and `page` only past the first; changing a filter starts
 * the list again at its first page (a later page of another filter means nothing).
 */
import { useNavigate, useSearchParams } from 'react-router-dom';

/** A list's filters: each a text, or `null`/empty for "any". */
export type ListFilterValues = Record<string, string | null>;

/** A `page` value of the address: a whole number from 1, else 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The value of `raw` among `values` (an address is typed by hand), else `null`. */
export function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | null {
  return values.find((value) => value === raw) ?? null;
}

/** The filters that are set as query parameters, in their declared order (a list's address, its read, its export). */
export function filterParams(filters: ListFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

/** The address of a list with these filters at this page. */
export function listHref(path: string, filters: ListFilterValues, page: number): string {
  const params = filterParams(filters);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function useListFilters<Filters extends ListFilterValues>(
  path: string,
  /** Reads the filters from the address, every key present (`null` for "any"). */
  parse: (params: URLSearchParams) => Filters,
) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = parse(searchParams);
  const page = pageOf(searchParams.get('page'));
  // Filtering replaces the entry: Back leaves the list rather than stepping through every keystroke of a search.
  const go = (next: Filters) => void navigate(listHref(path, next, 1), { replace: true });
  return {
    filters,
    page,
    isFiltered: Object.values(filters).some(Boolean),
    setFilters: (patch: Partial<Filters>) => go({ ...filters, ...patch }),
    clearFilters: () => void navigate(path, { replace: true }),
    hrefForPage: (target: number) => listHref(path, filters, target),
  };
}

/**
 * One page of a filtered list read from the api (the admin's users, the university's reports and logbook entries):
 * its SWR key is the API path with the filters that are set, in the order they are declared, then the page and the
 * page size; the previous page stays on screen while the next one loads.
 */
import useSWR from 'swr';
import { apiFetch } from './api-client';
import type { ListFilterValues } from './list-filters';

/** The filters that are set, as query parameters: the list's and its CSV export's. */
export function filterParams(filters: ListFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

export function filteredPageKey(path: string, filters: ListFilterValues, page: number, pageSize: number): string {
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('limit', String(pageSize));
  return `${path}?${params.toString()}`;
}

export function useFilteredPage<Page>(path: string, filters: ListFilterValues, page: number, pageSize: number) {
  return useSWR(filteredPageKey(path, filters, page, pageSize), (key: string) => apiFetch<Page>(key), {
    keepPreviousData: true,
  });
}

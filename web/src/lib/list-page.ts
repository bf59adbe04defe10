/**
 * One page of a filtered list read from the api (the admin's users, students and internships): the request carries
 * the filters that are set, the page (always, unlike the screen's address) and the page size, and is the SWR key, so
 * `registerLiveKey` on the list's path reaches every page and filter.
 */
import useSWR from 'swr';
import { apiFetch } from './api-client';
import { filterParams, type ListFilterValues } from './list-filters';

/** `/admin/users?search=ada&page=2&limit=10`. */
export function listPageKey(path: string, filters: ListFilterValues, page: number, pageSize: number): string {
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('limit', String(pageSize));
  return `${path}?${params.toString()}`;
}

export function useListPage<Page>(path: string, filters: ListFilterValues, page: number, pageSize: number) {
  // The previous page stays on screen while the next one loads.
  return useSWR(listPageKey(path, filters, page, pageSize), (key: string) => apiFetch<Page>(key), {
    keepPreviousData: true,
  });
}

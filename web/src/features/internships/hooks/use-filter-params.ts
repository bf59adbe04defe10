/**
 * Filters that live in the address (shareable, kept by Back and reload): change some, clear them, and the links of a
 * list's pages. A value that means "any" (`all`, `newest`, empty) is left out of the address; changing a filter
 * starts every list on the screen again at its first page.
 */
import { useSearchParams } from 'react-router-dom';

const ANY = new Set(['', 'all', 'newest']);

export { pageOf } from '../../../lib/list-filters';

export function useFilterParams(
  path: string,
  {
    pageKeys = ['page'],
    keepOnClear = [],
  }: {
    /** The page parameters of the screen's lists. */
    pageKeys?: readonly string[];
    /** What Clear Filters leaves as it is (a sort order is not a filter). */
    keepOnClear?: readonly string[];
  } = {},
) {
  const [params, setParams] = useSearchParams();

  const setFilters = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value && !ANY.has(value)) next.set(key, value);
      else next.delete(key);
    }
    for (const key of pageKeys) next.delete(key);
    setParams(next, { replace: true });
  };

  const clearFilters = () => {
    const next = new URLSearchParams();
    for (const key of keepOnClear) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const hrefForPage = (key: string) => (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(key, String(page));
    else next.delete(key);
    const text = next.toString();
    return text ? `${path}?${text}` : path;
  };

  return { params, setFilters, clearFilters, hrefForPage };
}

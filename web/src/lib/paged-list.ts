/**
 * A list read page by page with Load More (spec 1 §9: "Load More when a next page exists"). The pages on screen live
 * under ONE SWR key, `[path?limit=N, pageCount]`, whose path is what `registerLiveKey` matches: a change notice or a
 * reconnect (lib/live.ts) reloads every page shown, together, so the list stays one consistent snapshot even when a new
 * item pushes the others down a page. (`useSWRInfinite` keeps its pages under a `$inf$` key that key filters skip, so
 * live notices would not reach it.) Items are de-duplicated by `_id` across pages.
 */
import { useCallback, useMemo, useState } from 'react';
import useSWR, { mutate } from 'swr';
import type { Pagination } from '@stint/shared/http/envelope';
import type { Topic } from '@stint/shared/live/topics';
import { apiFetch } from './api-client';
import { registerLiveKey } from './live';

type PageOf<Item> = { items: Item[]; pagination: Pagination };
type PagedKey = readonly [string, number];

/** The key path of a paged list: live matchers see it (`/logbooks/student/my-entries?limit=10`). */
export function pagedListPath(path: string, pageSize: number): string {
  return `${path}?limit=${pageSize}`;
}

export function usePagedList<Page, Item extends { _id: string }>(
  path: string,
  { pageSize, select }: { pageSize: number; select: (page: Page) => PageOf<Item> },
) {
  const [pageCount, setPageCount] = useState(1);
  const listPath = pagedListPath(path, pageSize);
  const key: PagedKey = [listPath, pageCount];

  const {
    data,
    error,
    isLoading,
    isValidating,
    mutate: revalidate,
  } = useSWR(
    key,
    ([, count]: PagedKey) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          apiFetch<Page>(`${path}?page=${index + 1}&limit=${pageSize}`).then(select),
        ),
      ),
    // The pages already shown stay while the next one loads (or fails to).
    { keepPreviousData: true },
  );

  const items = useMemo(() => {
    if (!data) return undefined;
    const byId = new Map<string, Item>();
    for (const item of data.flatMap((page) => page.items)) if (!byId.has(item._id)) byId.set(item._id, item);
    return [...byId.values()];
  }, [data]);

  const lastPage = data?.at(-1)?.pagination;
  const loadedPages = data?.length ?? 0;
  const isLoadingMore = data !== undefined && loadedPages < pageCount && isValidating;
  const loadMore = useCallback(() => setPageCount(loadedPages + 1), [loadedPages]);

  return {
    items,
    /** Items in the whole list, on every page. */
    totalItems: lastPage?.totalItems,
    hasNextPage: lastPage?.hasNextPage ?? false,
    isLoading,
    isLoadingMore,
    /** The last load failed: the first page (no `items`), the next one, or a reload (`items` still shown). */
    error: error as unknown,
    loadMore,
    /** Loads every page shown again. */
    reload: () => revalidate(),
  };
}

/** Reloads every paged list under `path` (after the user changed one of its items), whatever its page count. */
export function revalidatePagedList(path: string, pageSize: number): Promise<unknown> {
  const listPath = pagedListPath(path, pageSize);
  return mutate((key) => Array.isArray(key) && key[0] === listPath).catch(() => {});
}

/**
 * A paged list that a live notice of `topic` reloads: the key is registered once, when the api module is loaded, and
 * the hook and the reload after the user's own change share the path and page size, so they cannot drift apart.
 */
export function livePagedList<Page, Item extends { _id: string }>(
  topic: Topic,
  path: string,
  { pageSize, select }: { pageSize: number; select: (page: Page) => PageOf<Item> },
) {
  registerLiveKey(topic, path);
  return {
    useList: () => usePagedList(path, { pageSize, select }),
    revalidate: () => revalidatePagedList(path, pageSize),
  };
}

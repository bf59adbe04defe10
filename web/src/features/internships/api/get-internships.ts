/**
 * `GET /internships` (spec 1 §2.7, §2.14, §7; docs/architecture.md §HTTP): one page of internships with the platform
 * and external counts. The key is the path with its query, in a fixed order and without defaults, so that equal filters
 * share one cache entry. Live: the public `internships` notice (new postings, status and count changes) reloads every
 * list.
 */
import useSWR from 'swr';
import type { Pagination } from '@stint/shared/http/envelope';
import type { InternshipCategory, InternshipSort, WorkType } from '@stint/shared/internships/internships.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export type InternshipSource = 'all' | 'platform' | 'external';

export type InternshipQuery = {
  search?: string;
  source?: InternshipSource;
  location?: string;
  /** `true`: remote only; `false`: on-site only. */
  remote?: boolean;
  category?: InternshipCategory;
  workType?: WorkType;
  paid?: boolean;
  /** Only the signed-in student's saved internships. */
  bookmarked?: boolean;
  sort?: InternshipSort;
  page?: number;
  limit?: number;
};

export type InternshipList = {
  internships: Internship[];
  pagination: Pagination;
  counts: { platform: number; external: number };
};

const LIST_PATH = '/internships';

/** `/internships` and `/internships?…` only: not one internship, not the employer's own list. */
const isListPath = (path: string) => path === LIST_PATH || path.startsWith(`${LIST_PATH}?`);

registerLiveKey(topics.internships, isListPath);
// The student saved or unsaved an internship (in another tab too): the Saved list and the Save buttons follow.
registerLiveKey(topics.bookmarks, isListPath);

export function internshipsPath(query: InternshipQuery): string {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  const location = query.location?.trim();
  if (search) params.set('search', search);
  if (query.source && query.source !== 'all') params.set('source', query.source);
  if (location) params.set('location', location);
  if (query.remote !== undefined) params.set('remote', String(query.remote));
  if (query.category) params.set('category', query.category);
  if (query.workType) params.set('workType', query.workType);
  if (query.paid !== undefined) params.set('paid', String(query.paid));
  if (query.bookmarked) params.set('bookmarked', 'true');
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `${LIST_PATH}?${text}` : LIST_PATH;
}

export function getInternships(path: string): Promise<InternshipList> {
  return apiFetch<InternshipList>(path);
}

/** `null` skips the request (e.g. the external section while the source filter is 'platform'). */
export function useInternships(query: InternshipQuery | null) {
  return useSWR(query ? internshipsPath(query) : null, getInternships, { keepPreviousData: true });
}

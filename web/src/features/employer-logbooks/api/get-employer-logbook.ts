/**
 * `GET /logbooks/employer?status&page&limit=10`: the review queue — the logbook entries of the employer's interns,
 * `submitted` ones (awaiting review) unless another status is asked for, a page at a time.
 */
import useSWR from 'swr';
import type { Pagination } from '@stint/shared/http/envelope';
import { LOGBOOK_PAGE_SIZE } from '@stint/shared/logbooks/logbooks.constants';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const EMPLOYER_LOGBOOK_PATH = '/logbooks/employer';

// An intern submitting an entry (or the employer's own review in another tab) reaches the employer's room.
registerLiveKey(topics.logbooks, EMPLOYER_LOGBOOK_PATH);

export const reviewFilters = ['submitted', 'approved', 'rejected'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];

export type EmployerLogbookPage = { logbookEntries: LogbookEntry[]; pagination: Pagination };

export function employerLogbookKey(status: ReviewFilter, page: number): string {
  return `${EMPLOYER_LOGBOOK_PATH}?status=${status}&page=${page}&limit=${LOGBOOK_PAGE_SIZE}`;
}

export function useEmployerLogbook(status: ReviewFilter, page: number) {
  // The previous page stays on screen while the next one loads.
  return useSWR(employerLogbookKey(status, page), (key: string) => apiFetch<EmployerLogbookPage>(key), {
    keepPreviousData: true,
  });
}

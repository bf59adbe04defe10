/**
 * `GET /internships/employer/internships?page=1&limit=10` (spec 2 §7): the newest of the employer's postings, for the
 * dashboard's list. The same request (and cache entry) as the first page of My Internships.
 */
import useSWR from 'swr';
import type { Pagination } from '@stint/shared/http/envelope';
import { EMPLOYER_INTERNSHIPS_PAGE_SIZE } from '@stint/shared/internships/internships.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

const POSTINGS_PATH = '/internships/employer/internships';
const POSTINGS_KEY = `${POSTINGS_PATH}?page=1&limit=${EMPLOYER_INTERNSHIPS_PAGE_SIZE}`;

registerLiveKey(topics.internships, POSTINGS_PATH);
registerLiveKey(topics.applications, POSTINGS_PATH);

export function getEmployerPostings(): Promise<{ internships: Internship[]; pagination: Pagination }> {
  return apiFetch<{ internships: Internship[]; pagination: Pagination }>(POSTINGS_KEY);
}

export function useEmployerPostings() {
  return useSWR(POSTINGS_KEY, getEmployerPostings);
}

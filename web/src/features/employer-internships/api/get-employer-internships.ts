/** `GET /internships/employer/internships?page&limit=10` (spec 2 §7): the employer's own internships, a page at a time. */
import useSWR from 'swr';
import type { Pagination } from '@stint/shared/http/envelope';
import { EMPLOYER_INTERNSHIPS_PAGE_SIZE } from '@stint/shared/internships/internships.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const EMPLOYER_INTERNSHIPS_PATH = '/internships/employer/internships';

// Statuses change with the employer's own actions and the deadline job; application counts with every application.
registerLiveKey(topics.internships, EMPLOYER_INTERNSHIPS_PATH);
registerLiveKey(topics.applications, EMPLOYER_INTERNSHIPS_PATH);

export type EmployerInternshipsPage = { internships: Internship[]; pagination: Pagination };

export function employerInternshipsKey(page: number): string {
  return `${EMPLOYER_INTERNSHIPS_PATH}?page=${page}&limit=${EMPLOYER_INTERNSHIPS_PAGE_SIZE}`;
}

export function getEmployerInternships(page: number): Promise<EmployerInternshipsPage> {
  return apiFetch<EmployerInternshipsPage>(employerInternshipsKey(page));
}

export function useEmployerInternships(page: number) {
  // The previous page stays on screen while the next one loads.
  return useSWR(employerInternshipsKey(page), () => getEmployerInternships(page), { keepPreviousData: true });
}

/** `GET /university/students?page&limit=10&search` (spec 2 §7): the university's students, by last name. */
import useSWR from 'swr';
import { UNIVERSITY_PAGE_SIZE, type UniversityStudentList } from '@stint/shared/university/university.schemas';
import { apiFetch } from '../../../lib/api-client';
import './university-live';

export function universityStudentsKey(search: string, page: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(UNIVERSITY_PAGE_SIZE) });
  if (search) params.set('search', search);
  return `/university/students?${params.toString()}`;
}

export function useUniversityStudents(search: string, page: number) {
  // The previous page stays on screen while the next one loads.
  return useSWR(universityStudentsKey(search, page), (key: string) => apiFetch<UniversityStudentList>(key), {
    keepPreviousData: true,
  });
}

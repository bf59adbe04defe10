/** `GET /university/students/{id}`: one of the university's students, with everything about their internship. */
import useSWR from 'swr';
import type { UniversityStudentDetail } from '@stint/shared/university/university.schemas';
import { apiFetch } from '../../../lib/api-client';
import './university-live';

export const universityStudentKey = (studentId: string) => `/university/students/${encodeURIComponent(studentId)}`;

export function useUniversityStudent(studentId: string) {
  return useSWR(universityStudentKey(studentId), (key: string) => apiFetch<UniversityStudentDetail>(key));
}

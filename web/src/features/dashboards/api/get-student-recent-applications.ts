/** `GET /applications/student` (spec 1 §2.13, lib/student-applications.ts): the dashboard shows the 3 newest. */
import { useStudentApplications } from '../../../lib/student-applications';
import { recentOf } from './recent-applications';

export function useRecentStudentApplications(limit: number) {
  return recentOf(useStudentApplications(), limit);
}

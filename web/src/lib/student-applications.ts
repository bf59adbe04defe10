/**
 * `GET /applications/student` (spec 1 §2.13, §2.15, §7): the signed-in student's applications, newest first, read by
 * the applications screen and the student's dashboard (one cache entry). Live: the `applications` notice reaches the
 * student's own room whenever one of them changes.
 */
import type { Application } from '@stint/shared/applications/applications.schemas';
import { liveRead } from './live-read';
import { topics } from '@stint/shared/live/topics';

export const STUDENT_APPLICATIONS_PATH = '/applications/student';

export const useStudentApplications = liveRead<{ applications: Application[] }>(STUDENT_APPLICATIONS_PATH, [
  topics.applications,
]);

/** `GET /applications/employer` (spec 2 §7): every application to the employer's internships. */
import type { Application } from '@stint/shared/applications/applications.schemas';
import { liveRead } from '../../../lib/live-read';
import { EMPLOYER_APPLICATIONS_PATH } from './get-internship-applications';
import { topics } from '@stint/shared/live/topics';

export const useEmployerApplications = liveRead<{ applications: Application[] }>(EMPLOYER_APPLICATIONS_PATH, [
  topics.applications,
]);

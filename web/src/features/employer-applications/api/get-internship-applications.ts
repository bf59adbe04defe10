/** `GET /applications/employer/internship/{id}` (spec 2 §7): the applications to one of the employer's internships. */
import useSWR from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const EMPLOYER_APPLICATIONS_PATH = '/applications/employer';

// A new application or a change of status reaches the employer's room: the open list loads again.
registerLiveKey(topics.applications, EMPLOYER_APPLICATIONS_PATH);

export function internshipApplicationsPath(internshipId: string): string {
  return `${EMPLOYER_APPLICATIONS_PATH}/internship/${encodeURIComponent(internshipId)}`;
}

export function getInternshipApplications(internshipId: string): Promise<{ applications: Application[] }> {
  return apiFetch<{ applications: Application[] }>(internshipApplicationsPath(internshipId));
}

export function useInternshipApplications(internshipId: string) {
  return useSWR(internshipApplicationsPath(internshipId), () => getInternshipApplications(internshipId));
}

/** `GET /applications/employer` (spec 2 §7): every application to the employer's internships. */
import useSWR from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { EMPLOYER_APPLICATIONS_PATH } from './get-internship-applications';
import { topics } from '@stint/shared/live/topics';

registerLiveKey(topics.applications, EMPLOYER_APPLICATIONS_PATH);

export function getEmployerApplications(): Promise<{ applications: Application[] }> {
  return apiFetch<{ applications: Application[] }>(EMPLOYER_APPLICATIONS_PATH);
}

export function useEmployerApplications() {
  return useSWR(EMPLOYER_APPLICATIONS_PATH, getEmployerApplications);
}

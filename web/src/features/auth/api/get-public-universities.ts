/** `GET /public/universities` (spec 1 §2.10): the approved universities a student can pick when registering. */
import useSWR from 'swr';
import type { PublicUniversity } from '@stint/shared/accounts/accounts.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const PUBLIC_UNIVERSITIES_PATH = '/public/universities';

// An admin's approval reaches an open register form at once (the projector's `universities` notice).
registerLiveKey(topics.universities, PUBLIC_UNIVERSITIES_PATH);

export function getPublicUniversities(): Promise<{ universities: PublicUniversity[] }> {
  return apiFetch<{ universities: PublicUniversity[] }>(PUBLIC_UNIVERSITIES_PATH, { token: null });
}

/** A failure is ignored by the form (spec 1 §8): the student can still type the university's name. */
export function usePublicUniversities() {
  return useSWR(PUBLIC_UNIVERSITIES_PATH, getPublicUniversities, { shouldRetryOnError: false });
}

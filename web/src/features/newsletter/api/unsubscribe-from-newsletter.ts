/**
 * `POST /newsletter/unsubscribe` (the link in every digest): ends the subscription the signed token names. Works signed
 * out; a second request changes nothing.
 */
import useSWRImmutable from 'swr/immutable';
import { apiRequest } from '../../../lib/api-client';

export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export async function unsubscribeFromNewsletter(token: string): Promise<{ message: string | undefined }> {
  // No bearer token: a session in this browser has nothing to do with the address the link is for.
  const { message } = await apiRequest<unknown>(UNSUBSCRIBE_PATH, { method: 'POST', body: { token }, token: null });
  return { message };
}

/** Unsubscribes once per token and keeps the result (strict mode's double mount, re-renders send nothing more). */
export function useUnsubscribeFromNewsletter(token: string | null) {
  return useSWRImmutable(
    token ? [UNSUBSCRIBE_PATH, token] : null,
    ([, value]: [string, string]) => unsubscribeFromNewsletter(value),
    { shouldRetryOnError: false },
  );
}

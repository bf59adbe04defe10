/**
 * A short-lived signed link to a private file (a resume, later a profile picture), issued by an authorized call: an
 * `<a>` or an `<img>` cannot send the bearer token, so the link carries its own signature. Each time it shows, a fresh
 * link with its full lifetime ahead; asked for again before it runs out while it stays on screen.
 */
import useSWR from 'swr';
import { apiFetch } from './api-client';

/** The api's links live 5 minutes; a new one is fetched after 4. */
const REFRESH_BEFORE_EXPIRY_MS = 4 * 60_000;

export type SignedLink = { url: string; originalName: string; contentType: string };

/** `path` is the api path that issues the link (`null`: nothing to fetch yet). */
export function useSignedLink(path: string | null) {
  return useSWR(path, (key: string) => apiFetch<SignedLink>(key), {
    revalidateOnMount: true,
    dedupingInterval: 0,
    refreshInterval: REFRESH_BEFORE_EXPIRY_MS,
    shouldRetryOnError: false,
  });
}

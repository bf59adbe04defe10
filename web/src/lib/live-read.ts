/**
 * A GET that screens read through SWR under its own path and that live notices keep fresh: the path is registered for
 * each topic once, when the api module loads, and every screen reading it shares the one cache entry.
 */
import useSWR from 'swr';
import type { Topic } from '@stint/shared/live/topics';
import { apiFetch } from './api-client';
import { registerLiveKey } from './live';

export function liveRead<Data>(path: string, liveTopics: Topic[]) {
  for (const topic of liveTopics) registerLiveKey(topic, path);
  const fetchData = (key: string) => apiFetch<Data>(key);
  return function useLiveRead() {
    return useSWR(path, fetchData);
  };
}

/**
 * A GET that screens read through SWR under its own path and that live notices keep fresh: the path is registered for
 * each topic once, when the api module loads, and every screen reading it shares the one cache entry.
 */
import useSWR from 'swr';
import type { Topic } from '@stint/shared/live/topics';
import { apiFetch } from './api-client';
import { registerLiveKey } from './live';

/**
 * `refreshIntervalMs`: also reread this often, for data that changes with the calendar and so has no notice (an alert
 * that falls due).
 */
export function liveRead<Data>(path: string, liveTopics: Topic[], options: { refreshIntervalMs?: number } = {}) {
  for (const topic of liveTopics) registerLiveKey(topic, path);
  const fetchData = (key: string) => apiFetch<Data>(key);
  const config = options.refreshIntervalMs ? { refreshInterval: options.refreshIntervalMs } : undefined;
  return function useLiveRead() {
    return useSWR(path, fetchData, config);
  };
}

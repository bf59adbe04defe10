/**
 * The live channel (docs/architecture.md §Realtime): one socket.io connection per session. Each `change` notice
 * revalidates the SWR keys registered for its topic (REST stays the source of truth); after a reconnect every live key
 * is revalidated, so nothing is missed while offline.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { mutate } from 'swr';
import type { ClientToServerEvents, LiveNotice, ServerToClientEvents } from '@stint/shared/live/socket-events';
import { getToken, subscribeToToken } from './api-client';
import type { Topic } from '@stint/shared/live/topics';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * An API path prefix (`'/applications/student'` matches it, its sub-paths and its query strings) or a predicate over
 * the SWR key's path.
 */
export type LiveKeyMatcher = string | ((path: string) => boolean);
type ChangeListener = (notice: LiveNotice) => void;

const matchersByTopic = new Map<Topic, Set<LiveKeyMatcher>>();
const changeListeners = new Set<ChangeListener>();
let hasConnectedBefore = false;

/**
 * Marks the SWR keys that `topic` notices invalidate. Call it at module level in a feature's api file, next to the
 * hook that reads the key. Returns the unregister function.
 */
export function registerLiveKey(topic: Topic, matcher: LiveKeyMatcher): () => void {
  let matchers = matchersByTopic.get(topic);
  if (!matchers) {
    matchers = new Set();
    matchersByTopic.set(topic, matchers);
  }
  matchers.add(matcher);
  return () => {
    matchers.delete(matcher);
    if (matchers.size === 0) matchersByTopic.delete(topic);
  };
}

/** Subscribes to every notice this session receives (e.g. for a toast about one's own items). */
export function subscribeToLiveChanges(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/** Opens the live channel for the current token and reopens it when the token changes. Mount once, in `App`. */
export function useLiveChannel(): void {
  const token = useSyncExternalStore(subscribeToToken, getToken, () => null);

  useEffect(() => {
    let socket: LiveSocket | null = null;
    let isCancelled = false;
    // Loaded on demand so that socket.io stays out of the entry chunk and the first paint.
    void import('socket.io-client').then(({ io }) => {
      if (isCancelled) return;
      const live: LiveSocket = io({ auth: token ? { token } : {}, transports: ['websocket'], forceNew: true });
      socket = live;
      live.on('connect', () => {
        // The first connection of the page needs nothing; any later one (reconnect, new token) may have missed notices.
        if (hasConnectedBefore) revalidateAllLiveKeys();
        hasConnectedBefore = true;
      });
      live.on('change', handleChange);
    });
    return () => {
      isCancelled = true;
      socket?.disconnect();
    };
  }, [token]);
}

function handleChange(notice: LiveNotice): void {
  revalidateMatching([...(matchersByTopic.get(notice.topic) ?? [])]);
  for (const listener of changeListeners) listener(notice);
}

function revalidateAllLiveKeys(): void {
  revalidateMatching([...matchersByTopic.values()].flatMap((matchers) => [...matchers]));
}

function revalidateMatching(matchers: LiveKeyMatcher[]): void {
  if (matchers.length === 0) return;
  // Mounted keys refetch now; unmounted ones lose their dedupe window, so they refetch when next shown.
  void mutate((key) => {
    const path = keyPath(key);
    return path !== null && matchers.some((matcher) => matchesPath(matcher, path));
  }).catch(() => {});
}

function matchesPath(matcher: LiveKeyMatcher, path: string): boolean {
  if (typeof matcher !== 'string') return matcher(path);
  if (!path.startsWith(matcher)) return false;
  const next = path.charAt(matcher.length);
  return next === '' || next === '/' || next === '?' || matcher.endsWith('/');
}

function keyPath(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return null;
}

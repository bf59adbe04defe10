/**
 * `GET /applications/{id}/messages`: an application's thread, newest page first, Load Earlier adding older pages. The
 * pages shown live under one SWR key `[path?limit=N, pageCount]` (as `lib/paged-list.ts` keeps them), which a
 * `messages` notice — a message posted or read on either side — reloads together.
 */
import { useMemo, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { MESSAGES_PAGE_SIZE } from '@stint/shared/messages/messages.constants';
import type { Thread, ThreadMessage } from '@stint/shared/messages/messages.schemas';
import { topics } from '@stint/shared/live/topics';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';

export const threadPath = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}/messages`;
const isThreadPath = (path: string) => /^\/applications\/[^/]+\/messages(\?|$)/.test(path);

registerLiveKey(topics.messages, isThreadPath);

type ThreadKey = readonly [string, number];

/** Oldest first, as a conversation reads; each message once however the pages moved while loading. */
export function conversationOf(pages: readonly Thread[]): ThreadMessage[] {
  const byId = new Map<string, ThreadMessage>();
  for (const message of pages.flatMap((page) => page.messages))
    if (!byId.has(message._id)) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export function useThread(applicationId: string | null) {
  const [pageCount, setPageCount] = useState(1);
  const path = applicationId ? threadPath(applicationId) : null;
  const key: ThreadKey | null = path ? [`${path}?limit=${MESSAGES_PAGE_SIZE}`, pageCount] : null;
  const query = useSWR(
    key,
    ([, count]: ThreadKey) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          apiFetch<Thread>(`${path}?page=${index + 1}&limit=${MESSAGES_PAGE_SIZE}`),
        ),
      ),
    { keepPreviousData: true },
  );
  const pages = query.data;
  const messages = useMemo(() => (pages ? conversationOf(pages) : undefined), [pages]);
  const first = pages?.[0];
  return {
    ...query,
    messages,
    canWrite: first?.canWrite ?? false,
    readUpTo: first?.readUpTo ?? 0,
    unreadCount: first?.unreadCount ?? 0,
    hasEarlier: pages?.at(-1)?.pagination.hasNextPage ?? false,
    loadEarlier: () => setPageCount((pages?.length ?? 0) + 1),
  };
}

/** Reloads every page shown of the application's thread (after the person wrote or read). */
export function revalidateThread(applicationId: string): Promise<unknown> {
  const path = threadPath(applicationId);
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`${path}?`));
}

/**
 * `GET /messages/unread`: how many messages wait for the signed-in student or employer, for the navbar's badge. Live:
 * a message posted to them or read by them (in any tab) publishes `messages` to their own room.
 */
import useSWR, { mutate } from 'swr';
import type { UnreadMessages } from '@stint/shared/messages/messages.schemas';
import { topics } from '@stint/shared/live/topics';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';

export const UNREAD_MESSAGES_PATH = '/messages/unread';

registerLiveKey(topics.messages, UNREAD_MESSAGES_PATH);

/** Null (no request) for a role that has no threads of its own. */
export function useUnreadMessages(isParticipant: boolean) {
  return useSWR<UnreadMessages>(isParticipant ? UNREAD_MESSAGES_PATH : null, (key: string) =>
    apiFetch<UnreadMessages>(key),
  );
}

export function revalidateUnreadMessages(): Promise<unknown> {
  return mutate(UNREAD_MESSAGES_PATH);
}

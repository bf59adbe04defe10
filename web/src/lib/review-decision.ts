/**
 * A reviewer's decision on a review item (a logbook entry, a report, an evaluation): `POST {itemPath}/review` with the
 * status, and the comment only when there is one (an empty box is no comment; the api asks for one where its rules
 * need it). Once the api has answered, every page of the reviewer's list under `listPath` loads again, so the item
 * leaves or moves in it without waiting for the live notice.
 */
import { mutate } from 'swr';
import { apiRequest } from './api-client';

export async function sendReviewDecision(
  itemPath: string,
  { status, comment }: { status: string; comment: string },
  listPath: string,
): Promise<{ message: string | undefined }> {
  const { message } = await apiRequest<unknown>(`${itemPath}/review`, {
    method: 'POST',
    body: comment ? { status, comment } : { status },
  });
  await mutate((key) => typeof key === 'string' && key.startsWith(listPath)).catch(() => {});
  return { message };
}

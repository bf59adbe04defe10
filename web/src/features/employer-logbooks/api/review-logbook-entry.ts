/**
 * `POST /logbooks/{id}/review`: the employer approves a submitted entry of their intern, or rejects it with a comment
 * (the api answers 400 'Please say why the entry is rejected' without one, and 409 once the entry has moved on).
 * Every page of the queue loads again afterwards.
 */
import { mutate } from 'swr';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { apiRequest } from '../../../lib/api-client';
import { EMPLOYER_LOGBOOK_PATH } from './get-employer-logbook';

export type LogbookDecision = 'approved' | 'rejected';

export async function reviewLogbookEntry(
  entryId: string,
  status: LogbookDecision,
  comment: string,
): Promise<{ logbookEntry: LogbookEntry | undefined; message: string | undefined }> {
  const { data, message } = await apiRequest<{ logbookEntry?: LogbookEntry } | undefined>(
    `/logbooks/${encodeURIComponent(entryId)}/review`,
    { method: 'POST', body: comment ? { status, comment } : { status } },
  );
  await mutate((key) => typeof key === 'string' && key.startsWith(EMPLOYER_LOGBOOK_PATH)).catch(() => {});
  return { logbookEntry: data?.logbookEntry, message };
}

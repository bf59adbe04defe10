/**
 * `POST /logbooks` (spec 1 §2.16, §5, §7): a new entry, saved as a draft, for an internship the student was accepted
 * to. A 400 carries the field messages of spec 1 §5.
 */
import type { CreateLogbookEntryBody, LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { postOnce } from '../../../lib/idempotency-key';
import { revalidateLogbook } from './revalidate-logbook';

export async function createLogbookEntry(
  body: CreateLogbookEntryBody,
  /** The same key for a retry of the same submission: the server then answers with the entry it already made. */
  idempotencyKey: string,
): Promise<{ logbookEntry: LogbookEntry; message: string | undefined }> {
  const { data, message } = await postOnce<{ logbookEntry: LogbookEntry }>('/logbooks', body, idempotencyKey);
  await revalidateLogbook();
  return { logbookEntry: data.logbookEntry, message };
}

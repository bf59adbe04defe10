/**
 * `PUT /logbooks/{id}`: the student rewrites a draft or a rejected entry (the internship stays); a rejected one becomes
 * a draft again, to submit once more.
 */
import type { LogbookEntry, UpdateLogbookEntryBody } from '@stint/shared/logbooks/logbooks.schemas';
import { apiRequest } from '../../../lib/api-client';
import { revalidateLogbook } from './revalidate-logbook';

export async function updateLogbookEntry(
  id: string,
  body: UpdateLogbookEntryBody,
): Promise<{ logbookEntry: LogbookEntry; message: string | undefined }> {
  const { data, message } = await apiRequest<{ logbookEntry: LogbookEntry }>(`/logbooks/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
  await revalidateLogbook();
  return { logbookEntry: data.logbookEntry, message };
}

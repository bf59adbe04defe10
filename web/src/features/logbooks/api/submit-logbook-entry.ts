/** `POST /logbooks/{id}/submit`: a draft or a rejected entry goes to the employer for review. */
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { apiRequest } from '../../../lib/api-client';
import { revalidateLogbook } from './revalidate-logbook';

export async function submitLogbookEntry(
  id: string,
): Promise<{ logbookEntry: LogbookEntry; message: string | undefined }> {
  const { data, message } = await apiRequest<{ logbookEntry: LogbookEntry }>(
    `/logbooks/${encodeURIComponent(id)}/submit`,
    { method: 'POST', body: {} },
  );
  await revalidateLogbook();
  return { logbookEntry: data.logbookEntry, message };
}

/** `GET /university/logbooks/{id}`: one submitted logbook entry with its status history (read-only). */
import useSWR from 'swr';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { apiFetch } from '../../../lib/api-client';
import './university-live';

export function useUniversityLogbookEntry(entryId: string) {
  return useSWR(`/university/logbooks/${encodeURIComponent(entryId)}`, (key: string) =>
    apiFetch<{ logbookEntry: LogbookEntry }>(key),
  );
}

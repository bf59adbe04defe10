/**
 * After the student saved or submitted an entry: the list and the counts load again at once (the live notice would do
 * it too; this does not wait for it).
 */
import { mutate } from 'swr';
import { LOGBOOK_STATS_PATH } from './get-logbook-stats';
import { revalidateMyLogbookEntries } from './get-my-logbook-entries';

export function revalidateLogbook(): Promise<unknown> {
  return Promise.all([revalidateMyLogbookEntries(), mutate(LOGBOOK_STATS_PATH)]).catch(() => {});
}

/**
 * `GET /logbooks/student/my-entries?page&limit=10` (spec 1 §2.16, §7): the student's entries, newest first, ten a page
 * with Load More. Live: the `logbooks` notice reaches the student's room whenever one of their entries changes (an
 * employer's review included), and every page shown loads again.
 */
import type { Pagination } from '@stint/shared/http/envelope';
import { LOGBOOK_PAGE_SIZE } from '@stint/shared/logbooks/logbooks.constants';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { livePagedList } from '../../../lib/paged-list';
import { topics } from '@stint/shared/live/topics';

export const MY_LOGBOOK_ENTRIES_PATH = '/logbooks/student/my-entries';

const myEntries = livePagedList(topics.logbooks, MY_LOGBOOK_ENTRIES_PATH, {
  pageSize: LOGBOOK_PAGE_SIZE,
  select: (page: { logbookEntries: LogbookEntry[]; pagination: Pagination }) => ({
    items: page.logbookEntries,
    pagination: page.pagination,
  }),
});

export const useMyLogbookEntries = myEntries.useList;
export const revalidateMyLogbookEntries = myEntries.revalidate;

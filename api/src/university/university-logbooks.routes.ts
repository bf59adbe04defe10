/**
 * The university's students' logbook entries (spec 2 §7): the list by status, 10 a page, newest submission first,
 * and one entry with its status history. Drafts are the student's own: never listed, and a 404 by id.
 */
import {
  universityLogbookEntryDetailSchema,
  universityLogbookListSchema,
  universityLogbooksQuerySchema,
} from '@stint/shared/university/university.schemas';
import { submittedItemRoutes } from './submitted-item-routes';
import { logbookEntriesOf, toLogbookItem } from './university.store';

const logbookRoutes = submittedItemRoutes({
  path: '/university/logbooks',
  items: logbookEntriesOf,
  notFound: 'Logbook entry not found',
  list: {
    summary: "Your students' submitted logbook entries by status, newest submission first, 10 a page",
    query: universityLogbooksQuerySchema,
    response: universityLogbookListSchema,
    key: 'logbookEntries',
    toItem: toLogbookItem,
  },
  detail: {
    summary: "One of your students' submitted logbook entries, with its status history (read-only)",
    response: universityLogbookEntryDetailSchema,
    key: 'logbookEntry',
  },
});

export const listUniversityLogbooksRoute = logbookRoutes.list;
export const getUniversityLogbookEntryRoute = logbookRoutes.detail;

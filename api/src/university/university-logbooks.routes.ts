/**
 * The university's students' logbook entries (spec 2 §7): the list by status, 10 a page, newest submission first,
 * and one entry with its status history. Drafts are the student's own: never listed, and a 404 by id.
 */
import { z } from 'zod';
import {
  universityLogbookEntryDetailSchema,
  universityLogbookListSchema,
  universityLogbooksQuerySchema,
} from '@stint/shared/university/university.schemas';
import { defineRoute } from '../http/route';
import { findVisible } from '../placements/placements.store';
import {
  approvedUniversity,
  findItemPage,
  logbookEntriesOf,
  toLogbookItem,
  visibleToUniversity,
} from './university.store';

const LOGBOOK_NOT_FOUND = 'Logbook entry not found';

export const listUniversityLogbooksRoute = defineRoute({
  method: 'get',
  path: '/university/logbooks',
  summary: "Your students' submitted logbook entries by status, newest submission first, 10 a page",
  tags: ['university'],
  access: ['university'],
  query: universityLogbooksQuerySchema,
  response: universityLogbookListSchema,
  async handler({ query, actor, deps }) {
    await approvedUniversity(deps, actor);
    const { items, pagination } = await findItemPage(logbookEntriesOf(deps), actor, query);
    return { logbookEntries: items.map(toLogbookItem), pagination };
  },
});

export const getUniversityLogbookEntryRoute = defineRoute({
  method: 'get',
  path: '/university/logbooks/:id',
  summary: "One of your students' submitted logbook entries, with its status history (read-only)",
  tags: ['university'],
  access: ['university'],
  params: z.object({ id: z.uuid(LOGBOOK_NOT_FOUND) }),
  response: universityLogbookEntryDetailSchema,
  async handler({ params, actor, deps }) {
    await approvedUniversity(deps, actor);
    const entry = await findVisible(logbookEntriesOf(deps), params.id, actor, visibleToUniversity, LOGBOOK_NOT_FOUND);
    return { logbookEntry: entry };
  },
});

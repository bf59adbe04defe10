/**
 * Reading logbook entries: the student's own, page by page (Load More) with their stats; the employer's review
 * queue of its interns' entries; one entry for whoever may see it.
 */
import { z } from 'zod';
import {
  employerLogbookQuerySchema,
  logbookEntrySchema,
  logbookListQuerySchema,
  logbookListSchema,
  logbookStatsSchema,
} from '@stint/shared/logbooks/logbooks.schemas';
import { defineRoute } from '../http/route';
import { findPage } from '../platform/read-queries';
import { entriesOf, findVisibleEntry, logbookParamsSchema } from './logbooks.store';

export const listStudentLogbookRoute = defineRoute({
  method: 'get',
  path: '/logbooks/student/my-entries',
  summary: 'Your logbook entries, newest first, 10 a page',
  tags: ['logbooks'],
  access: ['student'],
  query: logbookListQuerySchema,
  response: logbookListSchema,
  async handler({ query, actor, deps }) {
    const { items, pagination } = await findPage(entriesOf(deps), { studentId: actor.id }, query);
    return { logbookEntries: items, pagination };
  },
});

export const studentLogbookStatsRoute = defineRoute({
  method: 'get',
  path: '/logbooks/student/stats',
  summary: 'Your logbook counts by status and the hours you logged',
  tags: ['logbooks'],
  access: ['student'],
  response: logbookStatsSchema,
  async handler({ actor, deps }) {
    const entries = await entriesOf(deps).find({ studentId: actor.id });
    const count = (status: string) => entries.filter((entry) => entry.status === status).length;
    return {
      totalEntries: entries.length,
      draftEntries: count('draft'),
      submittedEntries: count('submitted'),
      approvedEntries: count('approved'),
      rejectedEntries: count('rejected'),
      totalHours: entries.reduce((sum, entry) => sum + entry.hoursWorked, 0),
    };
  },
});

export const listEmployerLogbookRoute = defineRoute({
  method: 'get',
  path: '/logbooks/employer',
  summary: "Your interns' logbook entries by status (submitted ones, awaiting your review, unless asked otherwise)",
  tags: ['logbooks'],
  access: ['employer'],
  query: employerLogbookQuerySchema,
  response: logbookListSchema,
  async handler({ query, actor, deps }) {
    const filter = { employerId: actor.id, status: query.status, submittedDate: { $ne: null } };
    const { items, pagination } = await findPage(entriesOf(deps), filter, query, { updatedAt: -1 });
    return { logbookEntries: items, pagination };
  },
});

export const getLogbookEntryRoute = defineRoute({
  method: 'get',
  path: '/logbooks/:id',
  summary: 'One logbook entry with its status history',
  tags: ['logbooks'],
  access: ['student', 'employer', 'admin'],
  params: logbookParamsSchema,
  response: z.object({ logbookEntry: logbookEntrySchema }),
  async handler({ params, actor, deps }) {
    return { logbookEntry: await findVisibleEntry(deps, actor, params.id) };
  },
});

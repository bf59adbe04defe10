/**
 * The university's students' reports (spec 2 §7): the list by status and type, 10 a page, newest submission first,
 * and one report with its content and status history. Drafts are the student's own: never listed, and a 404 by id.
 */
import { z } from 'zod';
import {
  universityReportDetailSchema,
  universityReportListSchema,
  universityReportsQuerySchema,
} from '@stint/shared/university/university.schemas';
import { defineRoute } from '../http/route';
import { findVisible } from '../placements/placements.store';
import { approvedUniversity, findItemPage, reportsOf, toReportItem, visibleToUniversity } from './university.store';

const REPORT_NOT_FOUND = 'Report not found';

export const listUniversityReportsRoute = defineRoute({
  method: 'get',
  path: '/university/reports',
  summary: "Your students' submitted reports by status and type, newest submission first, 10 a page",
  tags: ['university'],
  access: ['university'],
  query: universityReportsQuerySchema,
  response: universityReportListSchema,
  async handler({ query, actor, deps }) {
    await approvedUniversity(deps, actor);
    const { items, pagination } = await findItemPage(
      reportsOf(deps),
      actor,
      query,
      query.type ? { type: query.type } : {},
    );
    return { reports: items.map(toReportItem), pagination };
  },
});

export const getUniversityReportRoute = defineRoute({
  method: 'get',
  path: '/university/reports/:id',
  summary: "One of your students' submitted reports, with its status history (read-only)",
  tags: ['university'],
  access: ['university'],
  params: z.object({ id: z.uuid(REPORT_NOT_FOUND) }),
  response: universityReportDetailSchema,
  async handler({ params, actor, deps }) {
    await approvedUniversity(deps, actor);
    const report = await findVisible(reportsOf(deps), params.id, actor, visibleToUniversity, REPORT_NOT_FOUND);
    return { report };
  },
});

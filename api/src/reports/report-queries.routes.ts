/**
 * Reading reports: the student's own, page by page (Load More) with their stats ('In Review' = submitted +
 * under_review, 'Needs Revision' = rejected + requires_revision); the admin's list of every submitted report by
 * status and type; one report for whoever may see it.
 */
import { z } from 'zod';
import type { Filter } from '@stint/shared/infra/read-store/read-store.port';
import { REPORT_IN_REVIEW, REPORT_NEEDS_REVISION } from '@stint/shared/reports/reports.constants';
import {
  adminReportQuerySchema,
  reportListQuerySchema,
  reportListSchema,
  reportSchema,
  reportStatsSchema,
} from '@stint/shared/reports/reports.schemas';
import { defineRoute } from '../http/route';
import { countEach, findPage } from '../platform/read-queries';
import { findVisibleReport, reportParamsSchema, reportsOf } from './reports.store';

export const listStudentReportsRoute = defineRoute({
  method: 'get',
  path: '/reports/student/my-reports',
  summary: 'Your reports, newest first, 10 a page',
  tags: ['reports'],
  access: ['student'],
  query: reportListQuerySchema,
  response: reportListSchema,
  async handler({ query, actor, deps }) {
    const { items, pagination } = await findPage(reportsOf(deps), { studentId: actor.id }, query);
    return { reports: items, pagination };
  },
});

export const studentReportStatsRoute = defineRoute({
  method: 'get',
  path: '/reports/student/stats',
  summary: 'Your report counts: total, drafts, in review, approved, needing revision',
  tags: ['reports'],
  access: ['student'],
  response: reportStatsSchema,
  async handler({ actor, deps }) {
    return countEach(
      reportsOf(deps),
      { studentId: actor.id },
      {
        totalReports: {},
        draftReports: { status: 'draft' },
        inReview: { status: { $in: REPORT_IN_REVIEW } },
        approvedReports: { status: 'approved' },
        needsRevision: { status: { $in: REPORT_NEEDS_REVISION } },
      },
    );
  },
});

export const listAdminReportsRoute = defineRoute({
  method: 'get',
  path: '/reports/admin',
  summary: "Every student's submitted reports (the review queue is status=in_review), oldest submission first",
  tags: ['reports'],
  access: ['admin'],
  query: adminReportQuerySchema,
  response: reportListSchema,
  async handler({ query, deps }) {
    const filter: Filter = { submittedDate: { $ne: null } };
    if (query.status === 'in_review') filter.status = { $in: REPORT_IN_REVIEW };
    else if (query.status) filter.status = query.status;
    if (query.type) filter.type = query.type;
    const { items, pagination } = await findPage(reportsOf(deps), filter, query, { submittedDate: 1, createdAt: 1 });
    return { reports: items, pagination };
  },
});

export const getReportRoute = defineRoute({
  method: 'get',
  path: '/reports/:id',
  summary: 'One report with its status history',
  tags: ['reports'],
  access: ['student', 'admin'],
  params: reportParamsSchema,
  response: z.object({ report: reportSchema }),
  async handler({ params, actor, deps }) {
    return { report: await findVisibleReport(deps, actor, params.id) };
  },
});

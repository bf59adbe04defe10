/**
 * Moving a report on (spec 1 §2.17, §4): the student revises a draft, a rejected or a requires-revision report
 * (back to a draft) and submits it (late when after its due date); an admin takes it into review and approves,
 * rejects or asks for revision, with a comment. An invalid move is a 409; another's report a 404.
 */
import { z } from 'zod';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { ReportReviewDecision } from '@stint/shared/reports/reports.constants';
import type { ReportContent } from '@stint/shared/reports/reports.events';
import { reportSchema, reviewReportBodySchema, reviseReportBodySchema } from '@stint/shared/reports/reports.schemas';
import { defineRoute, Reply } from '../http/route';
import { sealFor } from '../placements/placements.store';
import { moveReport, reportParamsSchema } from './reports.store';

const response = z.object({ report: reportSchema });

export const reviseReportRoute = defineRoute({
  method: 'post',
  path: '/reports/:id/revise',
  summary: 'Rewrite your draft, rejected or requires-revision report (it becomes a draft to submit again)',
  tags: ['reports'],
  access: ['student'],
  params: reportParamsSchema,
  body: reviseReportBodySchema,
  response,
  async handler(route) {
    const { body, actor, deps } = route;
    const content: ReportContent = { title: body.title, content: body.content, summary: body.summary };
    const { before, item: report } = await moveReport(route, {
      command: async () => ({
        type: 'ReviseReport',
        studentId: actor.id,
        reportType: body.type,
        dueDate: body.dueDate,
        content: await sealFor(deps, actor.id, content),
      }),
      after: () => ({ revision: { ...content, type: body.type, dueDate: body.dueDate } }),
    });
    return new Reply({ report }, { message: before.status === 'draft' ? 'Report updated' : 'Report revised' });
  },
});

export const submitReportRoute = defineRoute({
  method: 'post',
  path: '/reports/:id/submit',
  summary: 'Submit your draft report for review (marked late after its due date)',
  tags: ['reports'],
  access: ['student'],
  params: reportParamsSchema,
  response,
  async handler(route) {
    const today = (context: CommandContext) => context.at.slice(0, 10);
    const { item: report } = await moveReport(route, {
      command: (_before, context) => ({ type: 'SubmitReport', studentId: route.actor.id, today: today(context) }),
      after: (_before, context, result) => {
        const submitted = result.events.find((event) => event.type === 'ReportSubmitted');
        const isLate = submitted?.type === 'ReportSubmitted' && submitted.data.isLate;
        return { status: 'submitted', patch: { submittedDate: today(context), isLate } };
      },
    });
    return new Reply({ report }, { message: 'Report submitted for review' });
  },
});

const REVIEW_MESSAGES: Record<ReportReviewDecision, string> = {
  under_review: 'Report taken into review',
  approved: 'Report approved',
  rejected: 'Report rejected',
  requires_revision: 'Revision requested',
};

export const reviewReportRoute = defineRoute({
  method: 'post',
  path: '/reports/:id/review',
  summary: 'Take a submitted report into review, or approve, reject or send it back for revision (with a comment)',
  tags: ['reports'],
  access: ['admin'],
  params: reportParamsSchema,
  body: reviewReportBodySchema,
  response,
  async handler(route) {
    const { body } = route;
    const { item: report } = await moveReport(route, {
      command: () => ({
        type: 'ReviewReport',
        decision: body.status,
        ...(body.comment ? { comment: body.comment } : {}),
      }),
      after: () => ({ status: body.status, comment: body.comment }),
    });
    return new Reply({ report }, { message: REVIEW_MESSAGES[body.status] });
  },
});

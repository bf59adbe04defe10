/**
 * POST /reports (spec 1 §2.17, §5 Report form, §7): a student writes a report on an internship they were accepted
 * to, saved as a draft. What the student wrote travels sealed with their key.
 */
import { z } from 'zod';
import { ValidationError } from '@stint/shared';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import type { ReportContent } from '@stint/shared/reports/reports.events';
import { newReport } from '@stint/shared/reports/reports.read-models';
import { createReportBodySchema, reportSchema } from '@stint/shared/reports/reports.schemas';
import { defineRoute, Reply } from '../http/route';
import { createPlacedItem, loadPlacement } from '../placements/placements.store';
import { commandReport, reportsOf } from './reports.store';

export const NOT_PLACED = 'You can report only on an internship you were accepted to';

export const createReportRoute = defineRoute({
  method: 'post',
  path: '/reports',
  summary: 'Write a report (a draft) on an internship you were accepted to',
  tags: ['reports'],
  access: ['student'],
  body: createReportBodySchema,
  response: z.object({ report: reportSchema }),
  status: 201,
  async handler({ body, actor, deps, command, settle }) {
    const loaded = await loadPlacement(deps, body.internship, actor.id);
    if (!loaded) throw new ValidationError(NOT_PLACED, [{ path: 'internship', message: NOT_PLACED }]);
    const content: ReportContent = { title: body.title, content: body.content, summary: body.summary };
    const report = await createPlacedItem({ deps, command, settle }, loaded, {
      content,
      id: (context) => deterministicId('report', context.commandId),
      send: (reportId, placed, context) =>
        commandReport(
          deps,
          reportId,
          {
            type: 'CreateReport',
            reportId,
            ...placed,
            reportType: body.type,
            dueDate: body.dueDate,
          },
          context,
        ),
      collection: reportsOf(deps),
      created: (result) => result.events.find((event) => event.type === 'ReportCreated')?.data,
      build: newReport,
      missing: (reportId) => `Report ${reportId} was neither created nor found`,
    });
    return new Reply({ report }, { message: 'Report saved as a draft' });
  },
});

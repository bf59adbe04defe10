/**
 * Moving a logbook entry on (spec 1 §2.16, §4): the student edits a draft or a rejected entry and submits it; the
 * internship's employer approves it, or rejects it with a comment. An invalid move is a 409; another's entry a 404.
 */
import { z } from 'zod';
import { logbookContentSchema } from '@stint/shared/logbooks/logbooks.events';
import type { LogbookStatus } from '@stint/shared/logbooks/logbooks.constants';
import {
  logbookEntrySchema,
  reviewLogbookEntryBodySchema,
  updateLogbookEntryBodySchema,
} from '@stint/shared/logbooks/logbooks.schemas';
import { defineRoute, Reply } from '../http/route';
import { sealFor } from '../placements/placements.store';
import { moveLogbookEntry, logbookParamsSchema } from './logbooks.store';

const response = z.object({ logbookEntry: logbookEntrySchema });

export const updateLogbookEntryRoute = defineRoute({
  method: 'put',
  path: '/logbooks/:id',
  summary: 'Edit your draft or rejected logbook entry (it becomes a draft)',
  tags: ['logbooks'],
  access: ['student'],
  params: logbookParamsSchema,
  body: updateLogbookEntryBodySchema,
  response,
  async handler(route) {
    const { body, actor, deps } = route;
    const content = logbookContentSchema.parse(body);
    const { weekNumber, hoursWorked, dueDate } = body;
    const { item: logbookEntry } = await moveLogbookEntry(route, {
      command: async () => ({
        type: 'EditLogbookEntry',
        studentId: actor.id,
        weekNumber,
        hoursWorked,
        dueDate,
        content: await sealFor(deps, actor.id, content),
      }),
      after: () => ({ revision: { ...content, weekNumber, hoursWorked, dueDate } }),
    });
    return new Reply({ logbookEntry }, { message: 'Logbook entry updated' });
  },
});

export const submitLogbookEntryRoute = defineRoute({
  method: 'post',
  path: '/logbooks/:id/submit',
  summary: 'Submit your logbook entry to the employer for review',
  tags: ['logbooks'],
  access: ['student'],
  params: logbookParamsSchema,
  response,
  async handler(route) {
    const { item: logbookEntry } = await moveLogbookEntry(route, {
      command: () => ({ type: 'SubmitLogbookEntry', studentId: route.actor.id }),
      after: (_before, context) => ({ status: 'submitted', patch: { submittedDate: context.at } }),
    });
    return new Reply({ logbookEntry }, { message: 'Logbook entry submitted for review' });
  },
});

const REVIEW_MESSAGES: Record<'approved' | 'rejected', string> = {
  approved: 'Logbook entry approved',
  rejected: 'Logbook entry rejected',
};

export const reviewLogbookEntryRoute = defineRoute({
  method: 'post',
  path: '/logbooks/:id/review',
  summary: "Approve or reject (with a comment) a submitted logbook entry of your internship's intern",
  tags: ['logbooks'],
  access: ['employer'],
  params: logbookParamsSchema,
  body: reviewLogbookEntryBodySchema,
  response,
  async handler(route) {
    const { body } = route;
    const status: LogbookStatus = body.status;
    const { item: logbookEntry } = await moveLogbookEntry(route, {
      command: () => ({
        type: 'ReviewLogbookEntry',
        employerId: route.actor.id,
        decision: body.status,
        ...(body.comment ? { comment: body.comment } : {}),
      }),
      after: () => ({ status, comment: body.comment }),
    });
    return new Reply({ logbookEntry }, { message: REVIEW_MESSAGES[body.status] });
  },
});

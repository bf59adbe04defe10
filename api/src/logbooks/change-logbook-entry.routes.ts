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
import { itemAfterMove, itemAfterRevision, sealFor } from '../placements/placements.store';
import { commandLogbook, entriesOf, findVisibleEntry, logbookParamsSchema } from './logbooks.store';

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
  async handler({ params, body, actor, deps, command, settle }) {
    const before = await findVisibleEntry(deps, actor, params.id);
    const context = command();
    const content = logbookContentSchema.parse(body);
    const result = await commandLogbook(
      deps,
      before._id,
      {
        type: 'EditLogbookEntry',
        studentId: actor.id,
        weekNumber: body.weekNumber,
        hoursWorked: body.hoursWorked,
        dueDate: body.dueDate,
        content: await sealFor(deps, actor.id, content),
      },
      context,
    );
    await settle(result.position);
    const patch = { ...content, weekNumber: body.weekNumber, hoursWorked: body.hoursWorked, dueDate: body.dueDate };
    const logbookEntry = await itemAfterRevision(entriesOf(deps), before, context, patch);
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
  async handler({ params, actor, deps, command, settle }) {
    const before = await findVisibleEntry(deps, actor, params.id);
    const context = command();
    const result = await commandLogbook(deps, before._id, { type: 'SubmitLogbookEntry', studentId: actor.id }, context);
    await settle(result.position);
    const logbookEntry = await itemAfterMove(entriesOf(deps), before, context, {
      status: 'submitted',
      patch: { submittedDate: context.at },
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
  async handler({ params, body, actor, deps, command, settle }) {
    const before = await findVisibleEntry(deps, actor, params.id);
    const context = command();
    const result = await commandLogbook(
      deps,
      before._id,
      {
        type: 'ReviewLogbookEntry',
        employerId: actor.id,
        decision: body.status,
        ...(body.comment ? { comment: body.comment } : {}),
      },
      context,
    );
    await settle(result.position);
    const status: LogbookStatus = body.status;
    const logbookEntry = await itemAfterMove(entriesOf(deps), before, context, { status, comment: body.comment });
    return new Reply({ logbookEntry }, { message: REVIEW_MESSAGES[body.status] });
  },
});

/**
 * Status changes (spec 2 §4): the employer who owns the internship marks an application reviewing, accepted
 * or rejected; the student withdraws a pending one. Both are decided on the internship's stream, where the
 * seats are counted, so two racing acceptances can never fill more positions than there are.
 */
import { z } from 'zod';
import { applicationDecisionBodySchema, applicationSchema } from '@stint/shared/applications/applications.schemas';
import { NotFoundError } from '@stint/shared';
import { defineRoute, Reply } from '../http/route';
import { cachedInternship } from '../internships/internships.store';
import {
  applicationAfterChange,
  applicationParamsSchema,
  commandInternship,
  findVisibleApplication,
} from './applications.store';

const DECISION_MESSAGES = {
  reviewing: 'Application marked as under review',
  accepted: 'Application accepted',
  rejected: 'Application rejected',
} as const;

export const decideApplicationRoute = defineRoute({
  method: 'patch',
  path: '/applications/:id/status',
  summary: 'Mark an application to one of your internships reviewing, accepted or rejected',
  tags: ['applications'],
  access: ['employer'],
  params: applicationParamsSchema,
  body: applicationDecisionBodySchema,
  response: z.object({ application: applicationSchema }),
  async handler({ params, body, actor, deps, command, settle }) {
    const before = await findVisibleApplication(deps, actor, params.id);
    const context = command();
    const result = await commandInternship(
      deps,
      before.internshipId,
      {
        type: 'DecideApplication',
        applicationId: before._id,
        employerId: actor.id,
        status: body.status,
        ...(body.note ? { note: body.note } : {}),
      },
      context,
    );
    await settle(result);
    const application = await applicationAfterChange(deps, before, result, context);
    return new Reply({ application }, { message: DECISION_MESSAGES[body.status] });
  },
});

export const withdrawApplicationRoute = defineRoute({
  method: 'post',
  path: '/applications/:id/withdraw',
  summary: 'Withdraw your pending application, or your accepted one up to the last day of the placement',
  tags: ['applications'],
  access: ['student'],
  params: applicationParamsSchema,
  response: z.object({ application: applicationSchema }),
  async handler({ params, actor, deps, command, settle }) {
    const before = await findVisibleApplication(deps, actor, params.id);
    // Its last day, which the internship's stream does not hold: a placement that has ended is not withdrawn from.
    const internship = await cachedInternship(deps, before.internshipId);
    if (!internship) throw new NotFoundError('Application not found');
    const context = command();
    const result = await commandInternship(
      deps,
      before.internshipId,
      {
        type: 'WithdrawApplication',
        applicationId: before._id,
        studentId: actor.id,
        today: context.at,
        endDate: internship.endDate,
      },
      context,
    );
    await settle(result);
    const application = await applicationAfterChange(deps, before, result, context);
    return new Reply({ application }, { message: 'Application withdrawn' });
  },
});

/**
 * Reading evaluations: the employer's own, the accepted interns still waiting for one this period (the dashboard's
 * pending-evaluations panel), the admin's list by status, and one evaluation for whoever may see it.
 */
import { z } from 'zod';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import {
  adminEvaluationQuerySchema,
  evaluationSchema,
  pendingEvaluationSchema,
} from '@stint/shared/evaluations/evaluations.schemas';
import { defineRoute } from '../http/route';
import { evaluationParamsSchema, evaluationsOf, findVisibleEvaluation } from './evaluations.store';

/** Lists answer at most this many evaluations (no screen pages them; newest first). */
const EVALUATION_LIST_MAX = 1000;
const newestFirst = { sort: { createdAt: -1 as const }, limit: EVALUATION_LIST_MAX };
const listSchema = z.object({ evaluations: z.array(evaluationSchema) });

export const listEmployerEvaluationsRoute = defineRoute({
  method: 'get',
  path: '/evaluations/employer',
  summary: 'The evaluations you wrote, newest first',
  tags: ['evaluations'],
  access: ['employer'],
  response: listSchema,
  async handler({ actor, deps }) {
    return { evaluations: await evaluationsOf(deps).find({ employerId: actor.id }, newestFirst) };
  },
});

export const listPendingEvaluationsRoute = defineRoute({
  method: 'get',
  path: '/evaluations/employer/pending',
  summary: 'Your accepted interns with no evaluation whose period covers today',
  tags: ['evaluations'],
  access: ['employer'],
  response: z.object({ pending: z.array(pendingEvaluationSchema) }),
  async handler({ actor, deps }) {
    const today = new Date().toISOString().slice(0, 10);
    const [accepted, current] = await Promise.all([
      deps.platform.readStore
        .collection<ApplicationDocument>(applicationsCollection)
        .find({ employerId: actor.id, status: 'accepted' }, { sort: { updatedAt: -1 }, limit: EVALUATION_LIST_MAX }),
      evaluationsOf(deps).find(
        { employerId: actor.id, 'period.startDate': { $lte: today }, 'period.endDate': { $gte: today } },
        { limit: EVALUATION_LIST_MAX },
      ),
    ]);
    const evaluated = new Set(current.map((evaluation) => evaluation.applicationId));
    return {
      pending: accepted
        .filter((application) => !evaluated.has(application._id))
        .map((application) => ({
          applicationId: application._id,
          student: {
            _id: application.studentId,
            name: [application.student.firstName, application.student.lastName].filter(Boolean).join(' '),
          },
          internship: {
            _id: application.internshipId,
            title: application.internship.title,
            company: application.internship.company,
          },
        })),
    };
  },
});

export const listAdminEvaluationsRoute = defineRoute({
  method: 'get',
  path: '/evaluations/admin',
  summary: 'Every evaluation, newest first, optionally by status (the review queue is status=submitted)',
  tags: ['evaluations'],
  access: ['admin'],
  query: adminEvaluationQuerySchema,
  response: listSchema,
  async handler({ query, deps }) {
    const filter = query.status ? { status: query.status } : {};
    return { evaluations: await evaluationsOf(deps).find(filter, newestFirst) };
  },
});

export const getEvaluationRoute = defineRoute({
  method: 'get',
  path: '/evaluations/:id',
  summary: 'One evaluation with its status history',
  tags: ['evaluations'],
  access: ['employer', 'admin'],
  params: evaluationParamsSchema,
  response: z.object({ evaluation: evaluationSchema }),
  async handler({ params, actor, deps }) {
    return { evaluation: await findVisibleEvaluation(deps, actor, params.id) };
  },
});

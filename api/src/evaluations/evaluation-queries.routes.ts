/**
 * Reading evaluations: the employer's own, the interns still waiting for one (the dashboard's pending-evaluations
 * panel: placements that have started with no evaluation covering today, or their last day once they have ended), the
 * admin's list by status, and one evaluation for whoever may see it.
 */
import { z } from 'zod';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import {
  adminEvaluationQuerySchema,
  evaluationSchema,
  pendingEvaluationSchema,
} from '@stint/shared/evaluations/evaluations.schemas';
import { evaluationDueDay, periodCovers } from '@stint/shared/evaluations/evaluation-due';
import { defineRoute } from '../http/route';
import { internshipsOf } from '../internships/internships.store';
import { evaluationParamsSchema, evaluationsOf, findVisibleEvaluation } from './evaluations.store';

/** Lists answer at most this many evaluations (no screen pages them; newest first). */
const EVALUATION_LIST_MAX = 1000;
/** The pending list reads at most this many evaluations of the interns it weighs (a dozen each at most, in practice). */
const PENDING_EVALUATIONS_READ_MAX = 20_000;
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
  summary:
    'Your interns whose placement has started and has no evaluation covering today (or, once it has ended, its last day)',
  tags: ['evaluations'],
  access: ['employer'],
  response: z.object({ pending: z.array(pendingEvaluationSchema) }),
  async handler({ actor, deps }) {
    const today = new Date().toISOString().slice(0, 10);
    const accepted = await deps.platform.readStore
      .collection<ApplicationDocument>(applicationsCollection)
      .find({ employerId: actor.id, status: 'accepted' }, { sort: { updatedAt: -1 }, limit: EVALUATION_LIST_MAX });
    const internships = await internshipsOf(deps).find(
      { _id: { $in: [...new Set(accepted.map((application) => application.internshipId))] } },
      { limit: EVALUATION_LIST_MAX },
    );
    const datesOf = new Map(internships.map((internship) => [internship._id, internship]));
    const dueDays = new Map<string, string>();
    for (const application of accepted) {
      const day = evaluationDueDay(datesOf.get(application.internshipId), today);
      if (day) dueDays.set(application._id, day);
    }
    const evaluations = await evaluationsOf(deps).find(
      { employerId: actor.id, applicationId: { $in: [...dueDays.keys()] }, 'period.startDate': { $lte: today } },
      { limit: PENDING_EVALUATIONS_READ_MAX },
    );
    const covered = new Set(
      evaluations
        .filter(({ applicationId, period }) => periodCovers(period, dueDays.get(applicationId) ?? ''))
        .map((evaluation) => evaluation.applicationId),
    );
    const pending = accepted.flatMap((application) => {
      const dueDay = dueDays.get(application._id);
      if (!dueDay || covered.has(application._id)) return [];
      return [
        {
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
          dueDay,
          hasEnded: dueDay < today,
        },
      ];
    });
    return { pending };
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

/**
 * POST /evaluations (spec 2 §2 Evaluations, §3 Evaluation, §5, §7): the employer evaluates an accepted intern of its
 * own internship for a period; creating one submits it. One evaluation per intern, type and period start (a second
 * is a 409). The written parts are about the student and travel sealed with the student's key.
 */
import { NotFoundError } from '@stint/shared';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import type { EvaluationContent } from '@stint/shared/evaluations/evaluations.events';
import { newEvaluation } from '@stint/shared/evaluations/evaluations.read-models';
import { createEvaluationBodySchema, evaluationSchema } from '@stint/shared/evaluations/evaluations.schemas';
import { defineRoute, Reply } from '../http/route';
import { createPlacedItem, loadPlacement } from '../placements/placements.store';
import { commandEvaluation, evaluationsOf } from './evaluations.store';

export const submitEvaluationRoute = defineRoute({
  method: 'post',
  path: '/evaluations',
  summary: 'Evaluate an accepted intern of your internship for a period (submitted at once)',
  tags: ['evaluations'],
  access: ['employer'],
  body: createEvaluationBodySchema,
  response: evaluationSchema,
  status: 201,
  errors: [404],
  async handler({ body, actor, deps, command, settle }) {
    const loaded = await loadPlacement(deps, body.internship, body.student);
    // Someone else's intern, or no application at all, is indistinguishable from a missing one.
    if (!loaded || loaded.placement.employerId !== actor.id) throw new NotFoundError('Application not found');
    const content: EvaluationContent = {
      strengths: body.strengths,
      areasForImprovement: body.areasForImprovement,
      specificExamples: body.specificExamples,
      recommendations: body.recommendations,
      additionalComments: body.additionalComments,
    };
    const evaluation = await createPlacedItem({ deps, command, settle }, loaded, {
      content,
      id: () => deterministicId('evaluation', loaded.placement.applicationId, body.type, body.period.startDate),
      send: (evaluationId, placed, context) =>
        commandEvaluation(
          deps,
          evaluationId,
          {
            type: 'SubmitEvaluation',
            evaluationId,
            employerId: actor.id,
            ...placed,
            evaluationType: body.type,
            period: body.period,
            ratings: body.ratings,
            attendance: body.attendance,
            workQuality: body.workQuality,
            wouldHire: body.wouldHire,
            wouldRecommend: body.wouldRecommend,
          },
          context,
        ),
      collection: evaluationsOf(deps),
      created: (result) => result.events.find((event) => event.type === 'EvaluationSubmitted')?.data,
      build: newEvaluation,
      missing: (evaluationId) => `Evaluation ${evaluationId} was neither submitted nor found`,
    });
    return new Reply(evaluation, { message: 'Evaluation submitted successfully' });
  },
});

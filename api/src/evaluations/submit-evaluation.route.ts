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
import { itemAfterCreate, loadPlacement, sealFor } from '../placements/placements.store';
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
    const context = command();
    const content: EvaluationContent = {
      strengths: body.strengths,
      areasForImprovement: body.areasForImprovement,
      specificExamples: body.specificExamples,
      recommendations: body.recommendations,
      additionalComments: body.additionalComments,
    };
    const evaluationId = deterministicId(
      'evaluation',
      loaded.placement.applicationId,
      body.type,
      body.period.startDate,
    );
    const result = await commandEvaluation(
      deps,
      evaluationId,
      {
        type: 'SubmitEvaluation',
        evaluationId,
        employerId: actor.id,
        placement: loaded.placement,
        today: context.at.slice(0, 10),
        evaluationType: body.type,
        period: body.period,
        ratings: body.ratings,
        attendance: body.attendance,
        workQuality: body.workQuality,
        wouldHire: body.wouldHire,
        wouldRecommend: body.wouldRecommend,
        content: await sealFor(deps, body.student, content),
      },
      context,
    );
    await settle(result.position);
    const evaluation = await itemAfterCreate(deps, {
      collection: evaluationsOf(deps),
      id: evaluationId,
      created: result.events.find((event) => event.type === 'EvaluationSubmitted')?.data,
      loaded,
      context,
      build: (data, placed, step) => newEvaluation(data, content, placed, step),
      missing: `Evaluation ${evaluationId} was neither submitted nor found`,
    });
    return new Reply(evaluation, { message: 'Evaluation submitted successfully' });
  },
});

/** POST /evaluations/{id}/review: an admin moves an evaluation on, submitted → reviewed → approved, with a comment. */
import { z } from 'zod';
import { evaluationSchema, reviewEvaluationBodySchema } from '@stint/shared/evaluations/evaluations.schemas';
import { defineRoute, Reply } from '../http/route';
import { itemAfterMove } from '../placements/placements.store';
import { commandEvaluation, evaluationParamsSchema, evaluationsOf, findVisibleEvaluation } from './evaluations.store';

export const reviewEvaluationRoute = defineRoute({
  method: 'post',
  path: '/evaluations/:id/review',
  summary: 'Mark a submitted evaluation reviewed, or a reviewed one approved',
  tags: ['evaluations'],
  access: ['admin'],
  params: evaluationParamsSchema,
  body: reviewEvaluationBodySchema,
  response: z.object({ evaluation: evaluationSchema }),
  async handler({ params, body, actor, deps, command, settle }) {
    const before = await findVisibleEvaluation(deps, actor, params.id);
    const context = command();
    const result = await commandEvaluation(
      deps,
      before._id,
      { type: 'ReviewEvaluation', decision: body.status, ...(body.comment ? { comment: body.comment } : {}) },
      context,
    );
    await settle(result.position);
    const evaluation = await itemAfterMove(evaluationsOf(deps), before, context, {
      status: body.status,
      comment: body.comment,
    });
    return new Reply(
      { evaluation },
      { message: body.status === 'reviewed' ? 'Evaluation marked as reviewed' : 'Evaluation approved' },
    );
  },
});

/** POST /evaluations/{id}/review: an admin moves an evaluation on, submitted → reviewed → approved, with a comment. */
import { z } from 'zod';
import { evaluationSchema, reviewEvaluationBodySchema } from '@stint/shared/evaluations/evaluations.schemas';
import { defineRoute, Reply } from '../http/route';
import { moveEvaluation, evaluationParamsSchema } from './evaluations.store';

export const reviewEvaluationRoute = defineRoute({
  method: 'post',
  path: '/evaluations/:id/review',
  summary: 'Mark a submitted evaluation reviewed, or a reviewed one approved',
  tags: ['evaluations'],
  access: ['admin'],
  params: evaluationParamsSchema,
  body: reviewEvaluationBodySchema,
  response: z.object({ evaluation: evaluationSchema }),
  async handler(route) {
    const { body } = route;
    const { item: evaluation } = await moveEvaluation(route, {
      command: () => ({
        type: 'ReviewEvaluation',
        decision: body.status,
        ...(body.comment ? { comment: body.comment } : {}),
      }),
      after: () => ({ status: body.status, comment: body.comment }),
    });
    return new Reply(
      { evaluation },
      { message: body.status === 'reviewed' ? 'Evaluation marked as reviewed' : 'Evaluation approved' },
    );
  },
});

/** How the evaluation routes find evaluations, decide who may see one, and command an evaluation's stream. */
import { z } from 'zod';
import type { Actor } from '@stint/shared';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { EvaluationCommand } from '@stint/shared/evaluations/evaluations.commands';
import { evaluationDecider } from '@stint/shared/evaluations/evaluations.decider';
import { evaluationsCollection, type EvaluationDocument } from '@stint/shared/evaluations/evaluations.read-models';
import type { ApiDeps } from '../platform/api-deps';
import { findVisible, reviewItemMover } from '../placements/placements.store';
import { evaluationStream } from '@stint/shared/evaluations/evaluations.streams';

type Stores = Pick<ApiDeps, 'platform'>;

export const EVALUATION_NOT_FOUND = 'Evaluation not found';

export const evaluationParamsSchema = z.object({ id: z.uuid(EVALUATION_NOT_FOUND) });

export const evaluationsOf = (deps: Stores) =>
  deps.platform.readStore.collection<EvaluationDocument>(evaluationsCollection);

/** The employer who wrote it, and admins. */
export function canSeeEvaluation(actor: Actor, evaluation: EvaluationDocument): boolean {
  if (actor.role === 'employer') return evaluation.employerId === actor.id;
  return actor.role === 'admin';
}

export const findVisibleEvaluation = (deps: Stores, actor: Actor, id: string) =>
  findVisible(evaluationsOf(deps), id, actor, canSeeEvaluation, EVALUATION_NOT_FOUND);

export const commandEvaluation = (
  deps: Stores,
  evaluationId: string,
  command: EvaluationCommand,
  context: CommandContext,
) => handleCommand(deps.platform.eventStore, evaluationStream(evaluationId), evaluationDecider, command, context);

/** Moves one of the evaluations on, for the routes that change them (`reviewItemMover`). */
export const moveEvaluation = reviewItemMover({
  find: findVisibleEvaluation,
  collection: evaluationsOf,
  command: commandEvaluation,
});

/** `GET /evaluations/employer` (spec 2 §7): the evaluations the employer wrote, newest first. */
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { liveRead } from '../../../lib/live-read';
import { topics } from '@stint/shared/live/topics';

export const EMPLOYER_EVALUATIONS_PATH = '/evaluations/employer';

export type EvaluationList = { evaluations: Evaluation[] };

// An admin marking one of them reviewed or approved reaches the employer's room: the open list loads again.
export const useEmployerEvaluations = liveRead<EvaluationList>(EMPLOYER_EVALUATIONS_PATH, [topics.evaluations]);

/**
 * A toast for each evaluation an employer submits while an admin is on the review screens (docs/architecture.md
 * §Realtime); an admin's own reviews say nothing (lib/submission-toasts.ts).
 */
import { useSubmissionToasts } from '../../../lib/submission-toasts';
import { getEvaluation } from '../api/get-evaluation';
import { evaluationTypeLabels } from '../components/evaluation-format';
import { topics } from '@stint/shared/live/topics';

export function useNewEvaluationToasts(): void {
  useSubmissionToasts(topics.evaluations, getEvaluation, {
    // An evaluation is never sent back to its employer, so it is submitted, and announced, once.
    submission: (evaluation) => evaluation._id,
    toast: (evaluation) => ({
      title: 'New evaluation submitted',
      message: `${evaluationTypeLabels[evaluation.type]} evaluation of ${evaluation.student.name} (${evaluation.internship.company || evaluation.internship.title}).`,
      action: { label: 'Review evaluations', to: '/admin/evaluations' },
    }),
  });
}

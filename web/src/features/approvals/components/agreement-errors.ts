/** The learning agreement form's checks: the api's own schema, so the screen says exactly what the server would. */
import { learningAgreementBodySchema } from '@stint/shared/approvals/approvals.schemas';
import type { LearningAgreement } from '@stint/shared/approvals/approvals.events';
import type { FieldErrors } from '../../../components/alerts';

export const AGREEMENT_FIELDS = [
  'startDate',
  'endDate',
  'supervisorName',
  'supervisorEmail',
  'learningGoals',
] as const satisfies readonly (keyof LearningAgreement)[];

/** The first message for each field that is wrong, in form order; none when the agreement can be sent. */
export function agreementErrors(values: LearningAgreement): FieldErrors {
  const result = learningAgreementBodySchema.safeParse({ round: 0, ...values });
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return Object.fromEntries(AGREEMENT_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]!]));
}

/** The university's decision needs a comment to ask for changes (the api's rule, said before sending). */
export function decisionError(decision: 'approved' | 'changes-requested', comment: string): string | null {
  return decision === 'changes-requested' && !comment.trim()
    ? 'Please say what should change in the learning agreement'
    : null;
}

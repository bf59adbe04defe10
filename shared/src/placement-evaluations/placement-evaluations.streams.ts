/** Stream names of the placement evaluations area. */

/** The student's one evaluation of a placement: `placementevaluation-<applicationId>`. */
export const placementEvaluationStream = (applicationId: string) => `placementevaluation-${applicationId}`;

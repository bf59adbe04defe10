/** Stream names of the evaluations area. */

/** One evaluation: `evaluation-<evaluationId>`. */
export const evaluationStream = (evaluationId: string) => `evaluation-${evaluationId}`;

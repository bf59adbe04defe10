/** Stream names of the at-risk alerts area. */

/** One university's acknowledgements of its at-risk alerts: `atrisk-<universityId>`. */
export const atRiskStream = (universityId: string) => `atrisk-${universityId}`;

/** Stream names of the certificates area. */

/** The completion certificates of one placement: `certificate-<applicationId>`. */
export const certificateStream = (applicationId: string) => `certificate-${applicationId}`;

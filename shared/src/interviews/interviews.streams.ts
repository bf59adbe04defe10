/** Stream names of the interviews area. */

/** The interview of one application between its student and the internship's employer: `interview-<applicationId>`. */
export const interviewStream = (applicationId: string) => `interview-${applicationId}`;

/** The application an interview stream belongs to, or null for any other stream. */
export function parseInterviewStream(stream: string): string | null {
  const prefix = 'interview-';
  return stream.startsWith(prefix) && stream.length > prefix.length ? stream.slice(prefix.length) : null;
}

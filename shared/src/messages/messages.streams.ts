/** Stream names of the messages area. */

/** The thread of one application between its student and the internship's employer: `messagethread-<applicationId>`. */
export const messageThreadStream = (applicationId: string) => `messagethread-${applicationId}`;

/** The application a thread stream belongs to, or null for any other stream. */
export function parseMessageThreadStream(stream: string): string | null {
  const prefix = 'messagethread-';
  return stream.startsWith(prefix) && stream.length > prefix.length ? stream.slice(prefix.length) : null;
}

/** Messages per application (issue 17 item 2): limits and the words api and web share. */

/** Longest message, counted in characters (code points) after the edge's text check. */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_EMPTY_MESSAGE = 'Write a message before sending it';
export const MESSAGE_TOO_LONG_MESSAGE = `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters`;
export const MESSAGE_RATE_LIMITED_MESSAGE =
  'You have sent many messages in a short time. Please wait a minute before sending another one.';
export const THREAD_NOT_FOUND_MESSAGE = 'Application not found';
export const MESSAGE_NOT_IN_THREAD_MESSAGE = 'That message is not in this thread';

/** What a message whose author deleted their account shows instead of its text. */
export const REMOVED_MESSAGE_TEXT = 'This message was removed.';

/** A thread page: newest first, this many at a time. */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_MAX_PAGE_SIZE = 100;

/** Who writes in a thread: the application's student and the internship's employer. */
export const messageAuthorRoles = ['student', 'employer'] as const;
export type MessageAuthorRole = (typeof messageAuthorRoles)[number];

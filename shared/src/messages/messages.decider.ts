/**
 * One application's thread (stream `messagethread-<applicationId>`): who takes part, the messages by number, how far
 * each participant has read, and the day each was last mailed about an unread message.
 */
import { defineDecider, unknownCommand } from '../decider';
import { NotFoundError, ValidationError } from '../errors';
import type { MessageCommand } from './messages.commands';
import { MESSAGE_NOT_IN_THREAD_MESSAGE, THREAD_NOT_FOUND_MESSAGE } from './messages.constants';
import { messageEventSchemas, type MessageEvent } from './messages.events';

export type MessageThreadState = {
  participants: { studentId: string; employerId: string } | null;
  /** Each message's number and author, by id. */
  messages: ReadonlyMap<string, { seq: number; authorId: string }>;
  count: number;
  /** The number of the last message each participant has read. */
  readUpTo: Readonly<Record<string, number>>;
  /** The day (UTC) each participant was last mailed about an unread message. */
  mailedOn: Readonly<Record<string, string>>;
};

const initialState = (): MessageThreadState => ({
  participants: null,
  messages: new Map(),
  count: 0,
  readUpTo: {},
  mailedOn: {},
});

function evolve(state: MessageThreadState, event: MessageEvent): MessageThreadState {
  switch (event.type) {
    case 'MessagePosted': {
      const { messageId, seq, authorId, studentId, employerId } = event.data;
      const messages = new Map(state.messages);
      messages.set(messageId, { seq, authorId });
      return {
        ...state,
        participants: state.participants ?? { studentId, employerId },
        messages,
        count: Math.max(state.count, seq),
      };
    }
    case 'MessagesRead': {
      const { readerId, upTo } = event.data;
      if (upTo <= (state.readUpTo[readerId] ?? 0)) return state;
      return { ...state, readUpTo: { ...state.readUpTo, [readerId]: upTo } };
    }
    case 'UnreadMessageMailed':
      return { ...state, mailedOn: { ...state.mailedOn, [event.data.recipientId]: event.data.day } };
  }
}

const takesPart = (state: MessageThreadState, id: string) =>
  state.participants !== null && (state.participants.studentId === id || state.participants.employerId === id);

function decide(command: MessageCommand, state: MessageThreadState): MessageEvent[] {
  switch (command.type) {
    case 'PostMessage': {
      const { author } = command;
      const participants = state.participants ?? { studentId: command.studentId, employerId: command.employerId };
      const isParticipant =
        author.role === 'student' ? author.id === participants.studentId : author.id === participants.employerId;
      if (!isParticipant) throw new NotFoundError(THREAD_NOT_FOUND_MESSAGE);
      // The same message sent twice (a retry under a new key with the same id) is recorded once.
      if (state.messages.has(command.messageId)) return [];
      return [
        {
          type: 'MessagePosted',
          data: {
            applicationId: command.applicationId,
            messageId: command.messageId,
            seq: state.count + 1,
            authorId: author.id,
            authorRole: author.role,
            studentId: participants.studentId,
            employerId: participants.employerId,
            internshipId: command.internshipId,
            universityId: command.universityId,
            text: command.text,
          },
        },
      ];
    }
    case 'MarkMessagesRead': {
      if (!takesPart(state, command.readerId)) throw new NotFoundError(THREAD_NOT_FOUND_MESSAGE);
      const message = state.messages.get(command.upToMessageId);
      if (!message) {
        throw new ValidationError(MESSAGE_NOT_IN_THREAD_MESSAGE, [
          { path: 'upToMessageId', message: MESSAGE_NOT_IN_THREAD_MESSAGE },
        ]);
      }
      // Reading an older message again, or the same one twice, moves nothing.
      if (message.seq <= (state.readUpTo[command.readerId] ?? 0)) return [];
      return [
        {
          type: 'MessagesRead',
          data: {
            applicationId: command.applicationId,
            readerId: command.readerId,
            upToMessageId: command.upToMessageId,
            upTo: message.seq,
          },
        },
      ];
    }
    case 'RecordUnreadMessageMail': {
      const message = state.messages.get(command.messageId);
      const { recipientId } = command;
      // Nothing to mail: no such message, the recipient wrote it or is no participant, has read it since, or was
      // mailed about this thread today already.
      if (!message || message.authorId === recipientId || !takesPart(state, recipientId)) return [];
      if (message.seq <= (state.readUpTo[recipientId] ?? 0)) return [];
      if (state.mailedOn[recipientId] === command.day) return [];
      return [
        {
          type: 'UnreadMessageMailed',
          data: { applicationId: command.applicationId, recipientId, messageId: command.messageId, day: command.day },
        },
      ];
    }
    default:
      return unknownCommand(command);
  }
}

export const messageThreadDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: messageEventSchemas,
});

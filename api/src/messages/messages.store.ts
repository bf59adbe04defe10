/**
 * What the thread routes share: who may see an application's thread (its student and the internship's employer, who
 * write; the student's university, which only reads; for anyone else it does not exist), the read model's
 * collections, and how a message document becomes the answer's shape with its author's name.
 */
import { NotFoundError, type Actor } from '@stint/shared';
import { DELETED_USER_NAME, usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { MessageCommand } from '@stint/shared/messages/messages.commands';
import { THREAD_NOT_FOUND_MESSAGE, type MessageAuthorRole } from '@stint/shared/messages/messages.constants';
import { messageThreadDecider } from '@stint/shared/messages/messages.decider';
import {
  messageThreadsCollection,
  threadMessagesCollection,
  type MessageDocument,
  type MessageThreadDocument,
} from '@stint/shared/messages/messages.read-models';
import type { ThreadMessage } from '@stint/shared/messages/messages.schemas';
import { messageThreadStream } from '@stint/shared/messages/messages.streams';
import type { ApiDeps } from '../platform/api-deps';
import { approvedUniversity } from '../university/university.store';

type Stores = Pick<ApiDeps, 'platform'>;

export const messagesOf = (deps: Stores) =>
  deps.platform.readStore.collection<MessageDocument>(threadMessagesCollection);
export const threadsOf = (deps: Stores) =>
  deps.platform.readStore.collection<MessageThreadDocument>(messageThreadsCollection);
const usersOf = (deps: Stores) => deps.platform.readStore.collection<UserDocument>(usersCollection);

/** The application, the caller's side in its thread (null for its student's university) and that university. */
export type ThreadAccess = {
  application: ApplicationDocument;
  side: MessageAuthorRole | null;
  universityId: string | null;
};

/** The thread of an application the caller may see, else a 404 that hides it. */
export async function findThread(deps: Stores, actor: Actor, applicationId: string): Promise<ThreadAccess> {
  const application = await deps.platform.readStore
    .collection<ApplicationDocument>(applicationsCollection)
    .get(applicationId);
  if (!application) throw new NotFoundError(THREAD_NOT_FOUND_MESSAGE);
  const student = await usersOf(deps).get(application.studentId);
  const universityId = student?.universityId ?? null;
  if (actor.role === 'student' && application.studentId === actor.id) {
    return { application, side: 'student', universityId };
  }
  if (actor.role === 'employer' && application.employerId === actor.id) {
    return { application, side: 'employer', universityId };
  }
  if (actor.role === 'university' && universityId === actor.id) {
    // A university an administrator has not approved yet is told why (403), as on its other routes.
    await approvedUniversity(deps, actor);
    return { application, side: null, universityId };
  }
  throw new NotFoundError(THREAD_NOT_FOUND_MESSAGE);
}

/** The thread of an application the caller writes in (its student or employer), else a 404. */
export async function findOwnThread(deps: Stores, actor: Actor, applicationId: string) {
  const access = await findThread(deps, actor, applicationId);
  if (!access.side) throw new NotFoundError(THREAD_NOT_FOUND_MESSAGE);
  return { ...access, side: access.side };
}

/** Sends a command to the application's thread. Only the thread's own people race here: retry on the newer state. */
export const commandThread = (deps: Stores, applicationId: string, command: MessageCommand, context: CommandContext) =>
  handleCommand(deps.platform.eventStore, messageThreadStream(applicationId), messageThreadDecider, command, context, {
    retries: 3,
  });

/** The name a message shows: the author's as the users read model has it ("Deleted user" once erased). */
export function authorName(user: UserDocument | null | undefined): string {
  if (!user) return DELETED_USER_NAME;
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || DELETED_USER_NAME;
}

/** The answer's shape of messages, their authors' names read once per author. */
export async function toMessages(deps: Stores, actor: Actor, messages: MessageDocument[]): Promise<ThreadMessage[]> {
  const authors = await usersOf(deps).getMany([...new Set(messages.map((message) => message.authorId))]);
  const byId = new Map(authors.map((user) => [user._id, user]));
  return messages.map((message) => ({
    _id: message._id,
    applicationId: message.applicationId,
    seq: message.seq,
    author: { _id: message.authorId, name: authorName(byId.get(message.authorId)), role: message.authorRole },
    text: message.text,
    removed: message.text === null,
    postedAt: message.postedAt,
    isOwn: message.authorId === actor.id,
  }));
}

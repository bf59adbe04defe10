/**
 * POST /applications/{id}/messages: the application's student or the internship's employer writes in its thread.
 * The text travels sealed with the author's key; each person may send only so many in a window (429 beyond).
 */
import { z } from 'zod';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import type { MessageText } from '@stint/shared/messages/messages.events';
import { messageSchema, postMessageBodySchema } from '@stint/shared/messages/messages.schemas';
import { applicationParamsSchema } from '../applications/applications.store';
import { defineRoute, Reply } from '../http/route';
import { messageThrottleFor } from './message-throttle';
import { authorName, commandThread, findOwnThread, messagesOf, toMessages } from './messages.store';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';

export const postMessageRoute = defineRoute({
  method: 'post',
  path: '/applications/:id/messages',
  summary: 'Write to the other side of an application (its student or the employer)',
  tags: ['messages'],
  access: ['student', 'employer'],
  params: applicationParamsSchema,
  body: postMessageBodySchema,
  response: z.object({ message: messageSchema }),
  status: 201,
  errors: [429],
  async handler({ params, body, actor, deps, req, command, settle }) {
    const { application, side, universityId } = await findOwnThread(deps, actor, params.id);
    await messageThrottleFor(deps, req).hit(req, actor.id);
    const context = command();
    // Derived from the command: a retry with the same Idempotency-Key records the message once.
    const messageId = deterministicId('message', context.commandId);
    const sealed: MessageText = { text: body.text };
    const text = await deps.platform.cipher.encrypt(actor.id, JSON.stringify(sealed));
    if (!text) throw new Error('Sealing returned nothing for a message');
    const result = await commandThread(
      deps,
      params.id,
      {
        type: 'PostMessage',
        applicationId: params.id,
        messageId,
        author: { id: actor.id, role: side },
        studentId: application.studentId,
        employerId: application.employerId,
        internshipId: application.internshipId,
        universityId,
        text,
      },
      context,
    );
    await settle(result);
    const stored = await messagesOf(deps).get(messageId);
    if (stored)
      return new Reply({ message: (await toMessages(deps, actor, [stored]))[0]! }, { message: 'Message sent' });
    // The projector is past its bound: the answer is the message as recorded.
    const posted = result.events.find((event) => event.type === 'MessagePosted');
    const author = await deps.platform.readStore.collection<UserDocument>(usersCollection).get(actor.id);
    return new Reply(
      {
        message: {
          _id: messageId,
          applicationId: params.id,
          seq: posted?.type === 'MessagePosted' ? posted.data.seq : 0,
          author: { _id: actor.id, name: authorName(author), role: side },
          text: body.text,
          removed: false,
          postedAt: context.at,
          isOwn: true,
        },
      },
      { message: 'Message sent' },
    );
  },
});

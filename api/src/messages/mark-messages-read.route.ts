/**
 * POST /applications/{id}/messages/read: the reader has read the thread up to the newest message their screen showed
 * (a read marker, an event), so one that arrived meanwhile stays unread.
 */
import { z } from 'zod';
import { markMessagesReadBodySchema } from '@stint/shared/messages/messages.schemas';
import { sideOf } from '@stint/shared/messages/messages.read-models';
import { applicationParamsSchema } from '../applications/applications.store';
import { defineRoute } from '../http/route';
import { commandThread, findOwnThread, threadsOf } from './messages.store';

export const markMessagesReadRoute = defineRoute({
  method: 'post',
  path: '/applications/:id/messages/read',
  summary: "Mark an application's messages read up to one of them",
  tags: ['messages'],
  access: ['student', 'employer'],
  params: applicationParamsSchema,
  body: markMessagesReadBodySchema,
  response: z.object({ readUpTo: z.number().int(), unreadCount: z.number().int() }),
  async handler({ params, body, actor, deps, command, settle }) {
    const { side } = await findOwnThread(deps, actor, params.id);
    const result = await commandThread(
      deps,
      params.id,
      { type: 'MarkMessagesRead', applicationId: params.id, readerId: actor.id, upToMessageId: body.upToMessageId },
      command(),
    );
    await settle(result);
    const fields = sideOf(side);
    const thread = await threadsOf(deps).get(params.id);
    const marked = result.events.find((event) => event.type === 'MessagesRead');
    const readUpTo = Math.max(thread?.[fields.readUpTo] ?? 0, marked?.type === 'MessagesRead' ? marked.data.upTo : 0);
    return { readUpTo, unreadCount: thread?.[fields.unread] ?? 0 };
  },
});

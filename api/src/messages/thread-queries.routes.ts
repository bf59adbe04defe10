/**
 * The thread reads: one page of an application's thread (newest first) with the caller's unread count, and the
 * caller's unread messages across their applications (the navbar's badge).
 */
import { z } from 'zod';
import { applicationParamsSchema } from '../applications/applications.store';
import { sideOf } from '@stint/shared/messages/messages.read-models';
import { threadQuerySchema, threadSchema, unreadMessagesSchema } from '@stint/shared/messages/messages.schemas';
import { defineRoute } from '../http/route';
import { findPage } from '../platform/read-queries';
import { findThread, messagesOf, threadsOf, toMessages } from './messages.store';

export const getThreadRoute = defineRoute({
  method: 'get',
  path: '/applications/:id/messages',
  summary: "An application's messages between its student and the employer, newest first",
  tags: ['messages'],
  access: ['student', 'employer', 'university'],
  params: applicationParamsSchema,
  query: threadQuerySchema,
  response: threadSchema,
  async handler({ params, query, actor, deps }) {
    const { side } = await findThread(deps, actor, params.id);
    const [{ items, pagination }, thread] = await Promise.all([
      findPage(messagesOf(deps), { applicationId: params.id }, query, { seq: -1 }),
      threadsOf(deps).get(params.id),
    ]);
    const fields = side ? sideOf(side) : null;
    return {
      messages: await toMessages(deps, actor, items),
      canWrite: side !== null,
      readUpTo: thread && fields ? thread[fields.readUpTo] : 0,
      unreadCount: thread && fields ? thread[fields.unread] : 0,
      pagination,
    };
  },
});

export const getUnreadMessagesRoute = defineRoute({
  method: 'get',
  path: '/messages/unread',
  summary: 'How many messages wait for you, in all and per application',
  tags: ['messages'],
  access: ['student', 'employer'],
  query: z.object({}),
  response: unreadMessagesSchema,
  async handler({ actor, deps }) {
    const side = sideOf(actor.role === 'student' ? 'student' : 'employer');
    const threads = await threadsOf(deps).find({ [side.id]: actor.id, [side.unread]: { $gt: 0 } });
    const applications = threads.map((thread) => ({ applicationId: thread._id, unread: thread[side.unread] }));
    return { total: applications.reduce((sum, { unread }) => sum + unread, 0), applications };
  },
});

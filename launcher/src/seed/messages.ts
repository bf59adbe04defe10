/** Demo data: a short conversation on a student's first application, written and read over the thread routes. */
import { markMessagesReadRoute } from '@stint/api/messages/mark-messages-read.route';
import { postMessageRoute } from '@stint/api/messages/post-message.route';
import type { ThreadMessage } from '@stint/shared/messages/messages.schemas';
import type { SeedPlan } from './plan';

/** Who writes, how many days after applying, and what. */
const conversation: { by: 'student' | 'employer'; after: number; text: string }[] = [
  {
    by: 'student',
    after: 0.4,
    text: 'Hello! I have just applied. Could you tell me whether the role is remote, in the office or a mix of both?',
  },
  {
    by: 'employer',
    after: 1.2,
    text: 'Thanks for your application. It is a mix: two days a week in the office, the rest from home. We will be in touch about next steps soon.',
  },
  { by: 'student', after: 1.5, text: 'That sounds great, thank you. I look forward to hearing from you.' },
];

/** A few threads are enough to show; each employer then stays far below the messages rate limit. */
const THREADS = 6;
const planned = new WeakMap<SeedPlan, number>();

export function planThread(
  plan: SeedPlan,
  {
    studentKey,
    employerKey,
    applicationKey,
    applied,
  }: {
    studentKey: string;
    employerKey: string;
    applicationKey: string;
    applied: number;
  },
): void {
  const { at, call, applications, person } = plan;
  const count = planned.get(plan) ?? 0;
  if (count >= THREADS) return;
  planned.set(plan, count + 1);
  let last: ThreadMessage | null = null;
  for (const [index, line] of conversation.entries()) {
    const days = applied - line.after;
    if (!(days > 0)) return;
    const author = line.by === 'student' ? studentKey : employerKey;
    at(days, `message ${index + 1} on ${applicationKey}`, async (when) => {
      const id = applications.get(applicationKey)!;
      // Whoever answers has read what came before.
      if (last && last.author._id !== person(author).id) {
        await call(markMessagesReadRoute, {
          actor: person(author),
          at: when,
          commandId: `demo:read:${index}:${applicationKey}`,
          params: { id },
          body: { upToMessageId: last._id },
        });
      }
      const { message } = await call<{ message: ThreadMessage }>(postMessageRoute, {
        actor: person(author),
        at: when,
        commandId: `demo:message:${index}:${applicationKey}`,
        params: { id },
        body: { text: line.text },
      });
      last = message;
    });
  }
}

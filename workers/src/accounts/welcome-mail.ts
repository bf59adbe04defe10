/**
 * The welcome mail (issue: accounts): a reactor turns UserRegistered into a job; the job opens the sealed
 * address, signs an email-confirmation link and sends. The Message-ID comes from the event, so a retry
 * sends the same message.
 */
import { z } from 'zod';
import { accountEventSchemas, personalDataSchema } from '@stint/shared/accounts/accounts.events';
import { signPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError } from '@stint/shared/infra/queue/queue.port';
import { jobReactor } from '../runtime/job-reactor';
import type { JobDefinition } from '../runtime/reactor';

import { CONFIRM_EMAIL_PURPOSE } from '@stint/shared/accounts/accounts.constants';
import { userStream } from '@stint/shared/accounts/accounts.streams';
const CONFIRM_LINK_DAYS = 7;
const QUEUE = 'account-mail';

const payloadSchema = z.object({ eventId: z.string(), userId: z.string() });
type WelcomePayload = z.infer<typeof payloadSchema>;

export const welcomeMailReactor = jobReactor({
  name: 'welcome-mail',
  handles: 'UserRegistered',
  schema: accountEventSchemas.UserRegistered,
  unreadable: 'UserRegistered without a valid body; no welcome mail',
  queue: QUEUE,
  job: 'welcome',
  payload: ({ role, userId }, event): WelcomePayload | null =>
    role === 'admin' ? null : { eventId: event.id, userId },
});

export function welcomeMailJob(platform: Platform): JobDefinition {
  return {
    queue: QUEUE,
    handler: (async (job: { payload: unknown }) => {
      const { eventId, userId } = payloadSchema.parse(job.payload);
      const registered = (await platform.eventStore.readStream(userStream(userId), { maxCount: 1 }))[0];
      const data = accountEventSchemas.UserRegistered.safeParse(registered?.data);
      if (!data.success) throw new PermanentJobError(`No registration found for user ${userId}`);
      const opened = await platform.cipher.decrypt(data.data.personal);
      // Erased since: there is nobody to write to any more.
      if (opened === null) return;
      const person = personalDataSchema.parse(JSON.parse(opened));
      const token = signPurposeToken(
        platform.secret,
        CONFIRM_EMAIL_PURPOSE,
        userId,
        new Date(Date.now() + CONFIRM_LINK_DAYS * 86_400_000),
      );
      const link = new URL(`/confirm-email?token=${encodeURIComponent(token)}`, platform.config.PUBLIC_URL).toString();
      const name = person.firstName || data.data.profile.companyName || data.data.profile.universityName || 'there';
      const pending = data.data.status === 'pending';
      await platform.mailer.send({
        to: person.email,
        subject: 'Welcome to Stint: please confirm your email',
        text: [
          `Hello ${name},`,
          '',
          'Welcome to Stint. Please confirm your email address by opening this link:',
          link,
          '',
          `The link is valid for ${CONFIRM_LINK_DAYS} days.`,
          ...(pending
            ? ['', 'An administrator will verify your university account; we will let you know when it is active.']
            : []),
          '',
          'If you did not create this account, you can ignore this message.',
          '',
          '— The Stint team',
        ].join('\n'),
        causeId: `${eventId}:welcome`,
      });
    }) as JobDefinition['handler'],
  };
}

/**
 * The password-reset mail (spec 1 §2.11; docs/architecture.md §Security: reset tokens random, hashed at rest,
 * single-use, ≤ 60 min). A reactor turns PasswordResetRequested into a job whose id derives from the event id; the job
 * reads the event back, checks that its link is still the account's live one, opens the token and the address, sends,
 * and then erases the token's key.
 *
 * Why the token comes from the event, sealed, and not from the job's payload: the link needs the token in
 * clear, but nothing at rest may keep it. The api seals it in the event with a key of its own, kept outside the
 * log (password-reset-links.ts); this job is the only reader, and erasing that key after the send leaves only
 * the keyed hash anywhere in storage — in the log, its backups, Redis and the read store alike. A payload
 * would have put the token in clear in Redis, and made the mail depend on the api enqueueing after its
 * append; here the event alone drives the mail, and the reactor catches up from its checkpoint after any crash.
 *
 * Retries and replays: the Message-ID derives from the event id, so a retried job (say the SMTP server took
 * the message but the acknowledgement was lost) sends the same message again, which a mail system treats as
 * one. Once the key is erased nothing can be sent for that event any more: a replayed event, or a job run
 * again after the queue forgot it, ends quietly. A link that was used, replaced or has expired by the time the
 * job runs is not mailed either (its key is erased at once).
 */
import { z } from 'zod';
import { DomainError } from '@stint/shared';
import { accountDecider, assertResetLinkUsable } from '@stint/shared/accounts/accounts.decider';
import {
  accountEventSchemas,
  personalDataSchema,
  type AccountEvent,
  type PersonalData,
} from '@stint/shared/accounts/accounts.events';
import { passwordResetKeyId, passwordResetLink } from '@stint/shared/accounts/password-reset-links';
import { resetTokenHash } from '@stint/shared/infra/crypto/password-reset-tokens';
import { fold } from '@stint/shared/decider';
import { toDomainEvents } from '@stint/shared/infra/commands/handle-command';
import { SealedValueError } from '@stint/shared/infra/crypto/personal-data';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Platform } from '@stint/shared/infra/platform';
import { isPermanentFailure } from '@stint/shared/infra/queue/queue-rules';
import { PermanentJobError, type Job } from '@stint/shared/infra/queue/queue.port';
import { jobReactor } from '../runtime/job-reactor';
import type { JobDefinition } from '../runtime/reactor';
import { userStream } from '@stint/shared/accounts/accounts.streams';

export const PASSWORD_RESET_MAIL_QUEUE = 'password-reset-mail';
const PURPOSE = 'password-reset';

const payloadSchema = z.object({ eventId: z.string().min(1), userId: z.string().min(1) });
export type PasswordResetMailPayload = z.infer<typeof payloadSchema>;

export const passwordResetMailReactor = jobReactor({
  name: 'password-reset-mail',
  handles: 'PasswordResetRequested',
  schema: accountEventSchemas.PasswordResetRequested,
  unreadable: 'PasswordResetRequested without a valid body; no mail',
  queue: PASSWORD_RESET_MAIL_QUEUE,
  job: PURPOSE,
  payload: ({ userId }, event): PasswordResetMailPayload => ({ eventId: event.id, userId }),
});

/** The address and first name as they stand now: registration's, with later profile changes on top. */
async function openRecipient(platform: Platform, events: AccountEvent[]): Promise<PersonalData | null> {
  const registered = events.find((event) => event.type === 'UserRegistered');
  const opened = registered ? await platform.cipher.decrypt(registered.data.personal) : null;
  // Erased: there is nobody to write to any more.
  if (opened === null) return null;
  const person: PersonalData = personalDataSchema.parse(JSON.parse(opened));
  for (const event of events) {
    if (event.type !== 'ProfileUpdated' || !event.data.personal) continue;
    const changed = await platform.cipher.decrypt(event.data.personal);
    if (changed !== null) Object.assign(person, personalDataSchema.partial().parse(JSON.parse(changed)));
  }
  return person;
}

export type PasswordResetMailOutcome = 'sent' | 'no-longer-usable' | 'already-sent' | 'erased';

export async function sendPasswordResetMail(
  platform: Platform,
  { eventId, userId }: PasswordResetMailPayload,
  now: Date = new Date(),
): Promise<PasswordResetMailOutcome> {
  const logger = platform.logger.child({ module: 'password-reset-mail', eventId });
  const recorded = await platform.eventStore.readStream(userStream(userId));
  const cause: RecordedEvent | undefined = recorded.find((event) => event.id === eventId);
  const request = accountEventSchemas.PasswordResetRequested.safeParse(cause?.data);
  if (cause?.type !== 'PasswordResetRequested' || !request.success) {
    throw new PermanentJobError(`No password-reset request ${eventId} for user ${userId}`);
  }
  const { tokenHash, expiresAt, sealedToken } = request.data;
  const keyId = passwordResetKeyId(tokenHash);
  const events = toDomainEvents<AccountEvent>(recorded, accountDecider.eventSchemas);

  try {
    assertResetLinkUsable(fold(accountDecider, events), tokenHash, now.toISOString());
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await platform.cipher.erase(keyId);
    logger.info({ reason: error.message }, 'reset link no longer usable; not mailed');
    return 'no-longer-usable';
  }
  const token = await platform.cipher.decrypt(sealedToken).catch((error: unknown) => {
    if (error instanceof SealedValueError)
      throw new PermanentJobError(`The sealed reset token of ${eventId} is damaged`);
    throw error;
  });
  if (token === null) return 'already-sent';
  if (resetTokenHash(platform.secret, token) !== tokenHash) {
    throw new PermanentJobError(`The sealed reset token of ${eventId} does not match its hash`);
  }
  const person = await openRecipient(platform, events);
  if (!person) {
    await platform.cipher.erase(keyId);
    return 'erased';
  }

  const minutes = Math.round((Date.parse(expiresAt) - Date.parse(cause.metadata.at)) / 60_000);
  try {
    await platform.mailer.send({
      to: person.email,
      subject: 'Reset your Stint password',
      text: [
        `Hello ${person.firstName || 'there'},`,
        '',
        'Someone asked to reset the password of your Stint account. To choose a new one, open this link:',
        passwordResetLink(platform.config.PUBLIC_URL, token),
        '',
        `The link works once, within ${minutes} minutes of the request. Asking again replaces it with a new one.`,
        '',
        'If you did not ask for this, you can ignore this message: your password stays as it is.',
        '',
        '— The Stint team',
      ].join('\n'),
      causeId: `${eventId}:${PURPOSE}`,
    });
  } catch (error) {
    // Refused for good (a 5xx): the link will never be mailed, so nothing should be able to open its token.
    if (isPermanentFailure(error)) await platform.cipher.erase(keyId);
    throw error;
  }
  await platform.cipher.erase(keyId);
  return 'sent';
}

export function passwordResetMailJob(platform: Platform): JobDefinition {
  return {
    queue: PASSWORD_RESET_MAIL_QUEUE,
    handler: (async (job: Job<unknown>) => {
      await sendPasswordResetMail(platform, payloadSchema.parse(job.payload));
    }) as JobDefinition['handler'],
  };
}

/**
 * POST /auth/forgot-password (spec 1 §2.11, §7): mails a link to set a new password.
 *
 * The answer never tells whether the email has an account: the same 200 and message for both, given no sooner
 * than MIN_ANSWER_MS after the request arrived, so the work done for a real account does not show in the
 * timing either. The rate limit counts per email (known or not) and client address together, and per address
 * across all emails, so one address cannot flood someone's mailbox, a stranger's requests cannot use up the
 * owner's own allowance (theirs is counted for their address only), and the 429 is the same for every email too.
 *
 * Where the token goes. The link must carry the token; the log must not (hashed at rest, docs/architecture.md
 * §Security). The request records PasswordResetRequested with the token's keyed hash, its expiry, and the token sealed
 * with a key of its own (password-reset-links.ts); the mail job (workers/src/accounts/password-reset-mail.ts) opens it,
 * sends, and erases the key. Handing the token to the job in its payload instead would leave it in clear in Redis, lose
 * the mail if the api died between appending and enqueueing, and break "reactors turn events into jobs": this way the
 * event alone drives the mail, a crash anywhere is caught up from the reactor's checkpoint, and a replay after the key
 * is gone sends nothing.
 *
 * Streams: `passwordreset-<token hash>` names the account (so the reset route finds it without a scan) and is
 * written first; the request itself goes on `user-<id>`, whose decider supersedes the previous link.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ForbiddenError } from '@stint/shared';
import { accountDecider, reservationDecider } from '@stint/shared/accounts/accounts.decider';
import { forgotPasswordBodySchema } from '@stint/shared/accounts/accounts.schemas';
import { passwordResetKeyId } from '@stint/shared/accounts/password-reset-links';
import { newResetToken, resetTokenHash } from '@stint/shared/infra/crypto/password-reset-tokens';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { findUserIdByEmail } from './accounts.store';
import { clientAddress } from './login-throttle';
import { passwordResetStream, userStream } from '@stint/shared/accounts/accounts.streams';

/** Well above the time the real work takes (a few reads and appends), so both answers leave together. */
export const MIN_ANSWER_MS = 400;
/** Per window of LOGIN_LOCK_MINUTES: a person asking again is fine, a script is not. */
const MAX_PER_EMAIL_AND_ADDRESS = 3;
/** Wider: many people share one address (a campus, an office). */
const MAX_PER_ADDRESS = 20;

const tooMany = (minutes: number) =>
  `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export const sentMessage = (ttlMinutes: number) =>
  `If an account exists for this email, we have sent it a link to reset the password. The link works once, ` +
  `within ${ttlMinutes} minutes.`;

/** Records a new reset link for the account; a deactivated account gets none (and the caller says nothing). */
async function issueResetLink(deps: ApiDeps, userId: string, context: CommandContext): Promise<void> {
  const { cipher, config, eventStore, secret } = deps.platform;
  const token = newResetToken();
  const tokenHash = resetTokenHash(secret, token);
  const keyId = passwordResetKeyId(tokenHash);
  const expiresAt = new Date(Date.parse(context.at) + config.PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString();
  let recorded = false;
  try {
    const sealedToken = await cipher.encrypt(keyId, token);
    // The index first: if the process dies before the request is recorded, it points at nothing usable.
    await handleCommand(
      eventStore,
      passwordResetStream(tokenHash),
      reservationDecider,
      { type: 'ReserveValue', ownerId: userId },
      context,
    );
    const result = await handleCommand(
      eventStore,
      userStream(userId),
      accountDecider,
      { type: 'RequestPasswordReset', tokenHash, sealedToken, at: context.at, expiresAt },
      context,
      // Sign-ins append to the same stream; a race must not turn into a 409 that only known emails get.
      { retries: 3 },
    );
    recorded = result.events.some(
      (event) => event.type === 'PasswordResetRequested' && event.data.tokenHash === tokenHash,
    );
  } catch (error) {
    if (!(error instanceof ForbiddenError)) throw error;
  } finally {
    // Not recorded (a deactivated account, or a retried Idempotency-Key answered with its first link): this
    // token is never mailed, so its key goes at once.
    if (!recorded) await cipher.erase(keyId);
  }
}

export const forgotPasswordRoute = defineRoute({
  method: 'post',
  path: '/auth/forgot-password',
  summary: 'Mail a password-reset link; the answer is the same whether or not the email has an account',
  tags: ['auth'],
  access: 'public',
  body: forgotPasswordBodySchema,
  response: z.object({}),
  async handler({ body, deps, req, command }) {
    const answerAt = Date.now() + MIN_ANSWER_MS;
    const emailHash = createHash('sha256').update(body.email).digest('hex').slice(0, 32);
    const address = clientAddress(req);
    await deps.loginThrottle.take(
      [
        { key: `reset-ip:${address}`, max: MAX_PER_ADDRESS },
        { key: `reset-email:${emailHash}:ip:${address}`, max: MAX_PER_EMAIL_AND_ADDRESS },
      ],
      tooMany,
    );
    try {
      const userId = await findUserIdByEmail(deps, body.email);
      if (userId) await issueResetLink(deps, userId, command());
    } finally {
      await sleep(Math.max(0, answerAt - Date.now()));
    }
    return new Reply({}, { message: sentMessage(deps.platform.config.PASSWORD_RESET_TTL_MINUTES) });
  },
});

/**
 * POST /auth/reset-password/{token} (spec 1 §2.12, §4, §7): sets a new password with the token from a reset
 * link and signs the person in (`{ user, token }` like login, docs/architecture.md §Security).
 *
 * The link works once, within its lifetime, and only while it is the account's latest (a newer request or a
 * password change retires it): the account's decider rules on that, with the server's time. The new token
 * version ends every session opened before the reset. Answers: 404 for a token no link was issued with (an
 * unknown object, as everywhere), 409 for a real link that cannot be used any more — each with a message that
 * says why, and also when the request that spent it is sent again with its Idempotency-Key — and 400 for a password
 * that breaks the registration's rules.
 */
import { z } from 'zod';
import { ConflictError, NotFoundError } from '@stint/shared';
import { passwordResetMessages } from '@stint/shared/accounts/accounts.constants';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import {
  authResultSchema,
  resetPasswordBodySchema,
  resetPasswordBodySchemaFor,
} from '@stint/shared/accounts/accounts.schemas';
import { passwordResetKeyId } from '@stint/shared/accounts/password-reset-links';
import { resetTokenHash } from '@stint/shared/infra/crypto/password-reset-tokens';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import { findUserIdByResetToken, loadAccount, requireUser } from './accounts.store';
import { loginAccountKey } from './log-in.route';
import { clientAddress } from './login-throttle';
import { hashPassword } from './passwords';
import { passwordMinLengthOf } from '../settings/platform-settings';
import { userStream } from '@stint/shared/accounts/accounts.streams';

export const resetPasswordRoute = defineRoute({
  method: 'post',
  path: '/auth/reset-password/:token',
  summary: 'Set a new password with the token from a reset link, and sign in',
  tags: ['auth'],
  access: 'public',
  params: z.object({
    token: z
      .string({ error: passwordResetMessages.invalid })
      .min(1, passwordResetMessages.invalid)
      .max(200, passwordResetMessages.invalid),
  }),
  body: resetPasswordBodySchema,
  // The admins' password minimum (system settings) once one is set.
  currentBody: async (deps) => resetPasswordBodySchemaFor(await passwordMinLengthOf(deps.platform)),
  response: authResultSchema,
  // A deactivated account's link.
  errors: [403],
  async handler({ params, body, deps, req, command, settle }) {
    const { cipher, eventStore, secret } = deps.platform;
    const tokenHash = resetTokenHash(secret, params.token);
    const userId = await findUserIdByResetToken(deps, tokenHash);
    const account = userId ? await loadAccount(deps, userId) : null;
    if (!userId || account?.status !== 'registered') throw new NotFoundError(passwordResetMessages.invalid);
    const context = command();
    const result = await handleCommand(
      eventStore,
      userStream(userId),
      accountDecider,
      { type: 'ResetPassword', tokenHash, passwordHash: await hashPassword(body.password), at: context.at },
      // Whoever holds the link acts as the account's owner.
      { ...context, actor: { id: userId, role: account.role } },
      // Another write to the account in between (a sign-in) is retried; the same link twice at once is not:
      // the second finds it used.
      { retries: 3 },
    );
    // The same request again with its Idempotency-Key: the link was spent by that first request, so this one gets
    // what any use of a spent link gets, never a session of its own.
    if (result.replayed) throw new ConflictError(passwordResetMessages.used);
    const changed = result.events.find((event) => event.type === 'PasswordChanged');
    if (changed?.type !== 'PasswordChanged') throw new Error('A password reset decided no PasswordChanged');
    await settle(result);
    const user = await requireUser(deps, userId);
    // The mail job erased the token's key after sending; make sure of it now that the link is spent.
    await cipher.erase(passwordResetKeyId(tokenHash));
    // Proving the mailbox is enough to lift the account's sign-in lock for the address the reset came from.
    await deps.loginThrottle.lift(loginAccountKey(user.email), clientAddress(req));
    const token = await deps.tokens.sign({ id: userId, role: user.role, tokenVersion: changed.data.tokenVersion });
    return new Reply({ user, token }, { message: 'Your password has been reset. You are now signed in.' });
  },
});

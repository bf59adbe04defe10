/** POST /auth/login (spec 1 §2.9): the same answer for an unknown email as for a wrong password. */
import { createHash } from 'node:crypto';
import { UnauthorizedError } from '@stint/shared';
import { authResultSchema, loginBodySchema } from '@stint/shared/accounts/accounts.schemas';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import { findUserIdByEmail, loadAccount, requireUser } from './accounts.store';
import { clientAddress } from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { platformSettings } from '../settings/platform-settings';
import { userStream } from '@stint/shared/accounts/accounts.streams';

const INVALID = 'Invalid email or password';

/** The throttle's key for an account: a hash, so the throttle's store holds no email address. */
export const loginAccountKey = (email: string) =>
  `account:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

export const logInRoute = defineRoute({
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in with email and password',
  tags: ['auth'],
  access: 'public',
  // A wrong email or password is a 401, though the route itself needs no sign-in.
  errors: [401],
  body: loginBodySchema,
  response: authResultSchema,
  async handler({ body, deps, req, command, settle }) {
    const accountKey = loginAccountKey(body.email);
    const address = clientAddress(req);
    // Counted before the password is checked, so guesses sent at once cannot all be checked; the limit is the
    // admins' max login attempts (system settings), once one is set.
    const { maxLoginAttempts } = (await platformSettings(deps.platform).current()).settings;
    await deps.loginThrottle.attempt(accountKey, address, maxLoginAttempts ?? deps.platform.config.LOGIN_MAX_FAILURES);

    const userId = await findUserIdByEmail(deps, body.email);
    const account = userId ? await loadAccount(deps, userId) : null;
    const valid =
      account?.status === 'registered'
        ? await verifyPassword(account.passwordHash, body.password)
        : await verifyAgainstNothing(body.password);
    if (!valid || !userId || account?.status !== 'registered') throw new UnauthorizedError(INVALID);
    await deps.loginThrottle.succeed(accountKey, address);
    const context = command();
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(userId),
      accountDecider,
      { type: 'RecordLogin' },
      {
        ...context,
        actor: { id: userId, role: account.role },
      },
    );
    await settle(result);
    const user = await requireUser(deps, userId);
    const token = await deps.tokens.sign({ id: userId, role: user.role, tokenVersion: account.tokenVersion });
    return new Reply({ user, token }, { message: 'Login successful' });
  },
});

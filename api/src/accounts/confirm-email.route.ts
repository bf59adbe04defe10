/** POST /auth/confirm-email: follows the link in the welcome mail and records EmailConfirmed. */
import { z } from 'zod';
import { ValidationError } from '@stint/shared';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { verifyPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import { defineRoute, Reply } from '../http/route';
import { loadAccount } from './accounts.store';

import { CONFIRM_EMAIL_PURPOSE } from '@stint/shared/accounts/accounts.constants';
import { userStream } from '@stint/shared/accounts/accounts.streams';
const INVALID_LINK = 'This confirmation link is invalid or has expired';

export const confirmEmailRoute = defineRoute({
  method: 'post',
  path: '/auth/confirm-email',
  summary: 'Confirm the email address with the token from the welcome mail',
  tags: ['auth'],
  access: 'public',
  body: z.object({ token: z.string({ error: INVALID_LINK }).min(1, INVALID_LINK).max(500, INVALID_LINK) }),
  response: z.object({ emailVerified: z.boolean() }),
  async handler({ body, deps, command, settle }) {
    const userId = verifyPurposeToken(deps.platform.secret, CONFIRM_EMAIL_PURPOSE, body.token);
    const account = userId ? await loadAccount(deps, userId) : null;
    if (!userId || account?.status !== 'registered') throw new ValidationError(INVALID_LINK);
    const context = command();
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(userId),
      accountDecider,
      { type: 'ConfirmEmail' },
      {
        ...context,
        actor: context.actor ?? { id: userId, role: account.role },
      },
    );
    await settle(result);
    return new Reply({ emailVerified: true }, { message: 'Your email address is confirmed.' });
  },
});

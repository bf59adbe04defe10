/** The signed-in person's own account: who am I, sign out, change password, update the basic profile. */
import { z } from 'zod';
import { ValidationError } from '@stint/shared';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import { changePasswordBodySchema, updateProfileBodySchema, userSchema } from '@stint/shared/accounts/accounts.schemas';
import { personalDataSchema } from '@stint/shared/accounts/accounts.events';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import { loadAccount, requireUser, userStream } from './accounts.store';
import { hashPassword, verifyPassword } from './passwords';

export const getCurrentUserRoute = defineRoute({
  method: 'get',
  path: '/auth/me',
  summary: 'The signed-in account',
  tags: ['auth'],
  access: 'signed-in',
  response: z.object({ user: userSchema }),
  async handler({ actor, deps }) {
    return { user: await requireUser(deps, actor.id) };
  },
});

export const logOutRoute = defineRoute({
  method: 'post',
  path: '/auth/logout',
  summary: 'Sign out: revokes every token of the account',
  tags: ['auth'],
  access: 'signed-in',
  response: z.object({}),
  async handler({ actor, deps, command, settle }) {
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(actor.id),
      accountDecider,
      { type: 'LogOut' },
      command(),
    );
    await settle(result.position);
    return new Reply({}, { message: 'Logged out' });
  },
});

export const changePasswordRoute = defineRoute({
  method: 'put',
  path: '/auth/change-password',
  summary: 'Change the password (the current one is required); older tokens stop working',
  tags: ['auth'],
  access: 'signed-in',
  body: changePasswordBodySchema,
  response: z.object({ token: z.string() }),
  async handler({ actor, body, deps, command, settle }) {
    const account = await loadAccount(deps, actor.id);
    // A 400, never a 401: any 401 signs the person out of the web app.
    if (account.status !== 'registered' || !(await verifyPassword(account.passwordHash, body.currentPassword))) {
      throw new ValidationError('Current password is incorrect', [
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    }
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(actor.id),
      accountDecider,
      { type: 'ChangePassword', passwordHash: await hashPassword(body.newPassword) },
      command(),
    );
    await settle(result.position);
    const token = await deps.tokens.sign({ ...actor, tokenVersion: account.tokenVersion + 1 });
    return new Reply({ token }, { message: 'Password updated successfully' });
  },
});

export const updateProfileRoute = defineRoute({
  method: 'put',
  path: '/users/profile',
  summary: 'Update the basic profile fields (never role or email)',
  tags: ['users'],
  access: 'signed-in',
  body: updateProfileBodySchema,
  response: z.object({ user: userSchema }),
  async handler({ actor, body, deps, command, settle }) {
    const current = await requireUser(deps, actor.id);
    const personal = personalDataSchema.partial().parse({
      ...(body.firstName !== undefined && body.firstName !== current.firstName ? { firstName: body.firstName } : {}),
      ...(body.lastName !== undefined && body.lastName !== current.lastName ? { lastName: body.lastName } : {}),
      ...(body.phone !== undefined && body.phone !== current.phone ? { phone: body.phone } : {}),
    });
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(actor.id),
      accountDecider,
      {
        type: 'UpdateProfile',
        ...(Object.keys(personal).length
          ? { personal: await deps.platform.cipher.encrypt(actor.id, JSON.stringify(personal)) }
          : {}),
        ...(body.notificationPreferences ? { notificationPreferences: body.notificationPreferences } : {}),
      },
      command(),
    );
    await settle(result.position);
    return new Reply({ user: await requireUser(deps, actor.id) }, { message: 'Profile updated successfully' });
  },
});

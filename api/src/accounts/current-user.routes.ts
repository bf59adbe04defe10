/** The signed-in person's own account: who am I, sign out, change password, update the profile. */
import { z } from 'zod';
import { ValidationError } from '@stint/shared';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import {
  changePasswordBodySchema,
  changePasswordBodySchemaFor,
  userSchema,
  type NotificationPreferences,
} from '@stint/shared/accounts/accounts.schemas';
import { personalDataSchema, profileDataSchema } from '@stint/shared/accounts/accounts.events';
import {
  personalProfileFields,
  profileUpdateSchemas,
  updateProfileBodySchema,
} from '@stint/shared/accounts/profile.schemas';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { fieldErrors } from '../http/errors';
import { defineRoute, Reply } from '../http/route';
import { loadAccount, requireUser } from './accounts.store';
import { hashPassword, verifyPassword } from './passwords';
import { passwordMinLengthOf } from '../settings/platform-settings';
import { userStream } from '@stint/shared/accounts/accounts.streams';

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
    await settle(result);
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
  // The admins' password minimum (system settings) once one is set.
  currentBody: async (deps) => changePasswordBodySchemaFor(await passwordMinLengthOf(deps.platform)),
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
    await settle(result);
    const token = await deps.tokens.sign({ ...actor, tokenVersion: account.tokenVersion + 1 });
    return new Reply({ token }, { message: 'Password updated successfully' });
  },
});

export const updateProfileRoute = defineRoute({
  method: 'put',
  path: '/users/profile',
  summary:
    "Update the profile: names, phone and the role's own fields, and the notification preferences (never role, email or status)",
  tags: ['users'],
  access: 'signed-in',
  body: updateProfileBodySchema,
  response: z.object({ user: userSchema }),
  async handler({ actor, body, deps, command, settle }) {
    const current = await requireUser(deps, actor.id);
    const { notificationPreferences, ...fields } = body;
    // The body admits every role's fields; the role's own schema keeps its fields with its messages.
    const parsed = profileUpdateSchemas[actor.role].safeParse(fields);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      throw new ValidationError(errors[0]?.message ?? 'Invalid profile', errors);
    }
    const changes = changedFields(parsed.data, current);
    const personal: Record<string, unknown> = {};
    const profile: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      ((personalProfileFields as readonly string[]).includes(key) ? personal : profile)[key] = value;
    }
    const preferences = Object.fromEntries(
      Object.entries(notificationPreferences ?? {}).filter(
        ([key, value]) => current.notificationPreferences[key as keyof NotificationPreferences] !== value,
      ),
    );
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(actor.id),
      accountDecider,
      {
        type: 'UpdateProfile',
        ...(Object.keys(personal).length
          ? {
              personal: await deps.platform.cipher.encrypt(
                actor.id,
                JSON.stringify(personalDataSchema.partial().parse(personal)),
              ),
            }
          : {}),
        ...(Object.keys(profile).length ? { profile: profileDataSchema.partial().parse(profile) } : {}),
        ...(Object.keys(preferences).length ? { notificationPreferences: preferences } : {}),
      },
      command(),
    );
    await settle(result);
    return new Reply({ user: await requireUser(deps, actor.id) }, { message: 'Profile updated successfully' });
  },
});

/** '' and a missing value are the same: nothing. */
const normalised = (value: unknown) => (value === undefined || value === '' ? null : value);

/** The fields whose value differs from the stored one (objects by content), so that a Save without changes records nothing. */
function changedFields(next: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) =>
        value !== undefined && JSON.stringify(normalised(value)) !== JSON.stringify(normalised(current[key])),
    ),
  );
}

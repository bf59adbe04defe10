/**
 * Admins exist from the first start: ADMIN_EMAIL / ADMIN_PASSWORD create one when no admin exists, and
 * `npm run admin:create` adds one from the command line. Admin is never a choice at registration.
 */
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import { emailSchema } from '@stint/shared/accounts/accounts.schemas';
import { PASSWORD_MIN_LENGTH } from '@stint/shared/accounts/accounts.constants';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { deriveEventId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { findUserIdByEmail, reserveForAccount } from './accounts.store';
import { hashPassword } from './passwords';
import { emailReservationStream, userStream } from '@stint/shared/accounts/accounts.streams';
import { emailHash } from '@stint/shared/infra/crypto/stream-hashes';

export type NewAdmin = { email: string; password: string; firstName?: string; lastName?: string; department?: string };

/**
 * `when`: the demo data (docs/architecture.md §Event model: the only path that may back-date) creates its admin in the
 * past, with a fixed id.
 */
export async function createAdmin(
  platform: Platform,
  admin: NewAdmin,
  when: { at?: string; commandId?: string } = {},
): Promise<{ userId: string; created: boolean }> {
  const email = emailSchema.parse(admin.email);
  if (admin.password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The admin password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const stores = { platform };
  const existing = await findUserIdByEmail(stores, email);
  if (existing) return { userId: existing, created: false };
  const commandId = when.commandId ?? randomUUID();
  const context = { commandId, actor: null, at: when.at ?? new Date().toISOString(), correlationId: commandId };
  const userId = await reserveForAccount(
    stores,
    emailReservationStream(emailHash(platform.secret, email)),
    when.commandId ? deriveEventId(commandId, 'user', 0) : randomUUID(),
    context,
    'User already exists with this email',
  );
  const personal = {
    email,
    firstName: admin.firstName ?? 'Platform',
    lastName: admin.lastName ?? 'Administrator',
    phone: '',
  };
  await handleCommand(
    platform.eventStore,
    userStream(userId),
    accountDecider,
    {
      type: 'RegisterUser',
      userId,
      role: 'admin',
      passwordHash: await hashPassword(admin.password),
      personal: await platform.cipher.encrypt(userId, JSON.stringify(personal)),
      profile: { department: admin.department ?? 'Administration' },
    },
    { ...context, actor: { id: userId, role: 'admin' } },
  );
  return { userId, created: true };
}

/** At start: the configured admin, unless that email already has an account or any admin exists. */
export async function ensureConfiguredAdmin(platform: Platform): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = platform.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const admins = await platform.readStore.collection<UserDocument>(usersCollection).count({ role: 'admin' });
  if (admins > 0) return;
  const { created } = await createAdmin(platform, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (created) platform.logger.info('created the admin account from ADMIN_EMAIL');
}

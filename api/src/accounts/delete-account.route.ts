/**
 * `DELETE /users/me` ("Your data", issue 8; docs/architecture.md §Personal data): the signed-in person deletes their
 * account, confirming with their password. In this order, each step safe to repeat, so a failure part-way leaves an
 * account its owner can still sign in to and delete again: 1. their files go (resumes, profile picture) — blobs are not
 * sealed, so erasing the key would not erase them; 2. their key is erased: every sealed value about them, in every
 * event and backup, now reads as nothing; 3. `AccountDeleted` is recorded: projections blank them at once (other
 * people's screens show "Deleted user"), the
 *    account signs out everywhere and the decider refuses anything more on it;
 * 4. their email (and a university's name) are released, so the address can register again — as a new account that
 *    inherits nothing: the old one's data is gone and its id is never reused.
 */
import { z } from 'zod';
import { ConflictError, ValidationError } from '@stint/shared';
import { accountDecider, reservationDecider } from '@stint/shared/accounts/accounts.decider';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { DELETE_ACCOUNT_WRONG_PASSWORD, deleteAccountBodySchema } from '@stint/shared/accounts/your-data.schemas';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { loadAccount } from './accounts.store';
import { verifyPassword } from './passwords';
import { blobKeysOf, eventsOf } from './personal-data-export';
import {
  emailReservationStream,
  universityNameReservationStream,
  userStream,
} from '@stint/shared/accounts/accounts.streams';
import { emailHash, universityNameHash } from '@stint/shared/infra/crypto/stream-hashes';

export const LAST_ADMIN_MESSAGE =
  'You are the only administrator. Add another administrator before deleting your account.';

async function release(deps: ApiDeps, stream: string, ownerId: string, context: CommandContext): Promise<void> {
  await handleCommand(
    deps.platform.eventStore,
    stream,
    reservationDecider,
    { type: 'ReleaseValue', ownerId },
    context,
    { retries: 3 },
  );
}

export const deleteAccountRoute = defineRoute({
  method: 'delete',
  path: '/users/me',
  summary: 'Delete your account: your personal data is erased and you are signed out everywhere',
  tags: ['users'],
  access: 'signed-in',
  body: deleteAccountBodySchema,
  response: z.object({}),
  errors: [409],
  async handler({ actor, body, deps, command, settle }) {
    const account = await loadAccount(deps, actor.id);
    // A 400, never a 401: any 401 signs the person out of the web app.
    if (account.status !== 'registered' || !(await verifyPassword(account.passwordHash, body.password))) {
      throw new ValidationError(DELETE_ACCOUNT_WRONG_PASSWORD, [
        { path: 'password', message: DELETE_ACCOUNT_WRONG_PASSWORD },
      ]);
    }
    const users = deps.platform.readStore.collection<UserDocument>(usersCollection);
    if (account.role === 'admin' && (await users.count({ role: 'admin', status: 'active' })) <= 1) {
      throw new ConflictError(LAST_ADMIN_MESSAGE);
    }
    // Read before the key goes: the reservation streams are named after the email and the university's name.
    const user = await users.get(actor.id);

    const { blobs, cipher, eventStore, secret } = deps.platform;
    for (const key of blobKeysOf(await eventsOf(deps, actor.id))) await blobs.delete(key);
    await cipher.erase(actor.id);
    const context = command();
    const result = await handleCommand(
      eventStore,
      userStream(actor.id),
      accountDecider,
      { type: 'DeleteAccount' },
      context,
      {
        retries: 3,
      },
    );
    if (user?.email) await release(deps, emailReservationStream(emailHash(secret, user.email)), actor.id, context);
    if (user?.universityName) {
      await release(
        deps,
        universityNameReservationStream(universityNameHash(secret, user.universityName)),
        actor.id,
        context,
      );
    }
    await settle(result);
    return new Reply({}, { message: 'Your account has been deleted' });
  },
});

/** How the accounts routes find, load and reserve things in the event store and the users read model. */
import { NotFoundError, ConflictError } from '@stint/shared';
import { accountDecider, reservationDecider, type AccountState } from '@stint/shared/accounts/accounts.decider';
import { toDomainEvents, handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import { fold } from '@stint/shared/decider';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import type { AccountEvent } from '@stint/shared/accounts/accounts.events';
import type { ApiDeps } from '../platform/api-deps';
import { withProfilePicture } from './profile-picture';
import { emailReservationStream, passwordResetStream, userStream } from '@stint/shared/accounts/accounts.streams';
import { emailHash } from '@stint/shared/infra/crypto/stream-hashes';

/** The stores are all these need, so scripts (admin:create) use them as the routes do. */
type Stores = Pick<ApiDeps, 'platform'>;

export async function loadAccount(deps: Stores, userId: string): Promise<AccountState> {
  const events = await deps.platform.eventStore.readStream(userStream(userId));
  return fold(accountDecider, toDomainEvents<AccountEvent>(events, accountDecider.eventSchemas));
}

async function reservationOwner(deps: Stores, stream: string): Promise<string | null> {
  const events = await deps.platform.eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 });
  // Released when its owner deleted their account: nobody holds it.
  if (events[0]?.type === 'ValueReleased') return null;
  const owner = events[0]?.data.ownerId;
  return typeof owner === 'string' ? owner : null;
}

/** The id of the registered account with this email, or null. */
export async function findUserIdByEmail(deps: Stores, email: string): Promise<string | null> {
  const owner = await reservationOwner(deps, emailReservationStream(emailHash(deps.platform.secret, email)));
  if (!owner) return null;
  const account = await loadAccount(deps, owner);
  return account.status === 'registered' ? owner : null;
}

/** The account a reset link was issued for (by the keyed hash of its token), or null for an unknown link. */
export async function findUserIdByResetToken(deps: Stores, tokenHash: string): Promise<string | null> {
  return reservationOwner(deps, passwordResetStream(tokenHash));
}

/**
 * Reserves a unique value for a new account. A reservation whose account never came to be (the process died
 * between the two appends) is taken over, so a crash never locks an email away for good.
 */
export async function reserveForAccount(
  deps: Stores,
  stream: string,
  candidateId: string,
  context: CommandContext,
  conflictMessage: string,
): Promise<string> {
  const owner = await reservationOwner(deps, stream);
  if (owner && owner !== candidateId) {
    if ((await loadAccount(deps, owner)).status === 'registered') throw new ConflictError(conflictMessage);
    return owner;
  }
  try {
    await handleCommand(
      deps.platform.eventStore,
      stream,
      reservationDecider,
      { type: 'ReserveValue', ownerId: candidateId },
      context,
    );
  } catch (error) {
    if (error instanceof ConflictError || (error as Error).name === 'ConcurrencyError')
      throw new ConflictError(conflictMessage);
    throw error;
  }
  return candidateId;
}

/** The user with `profilePicture` as a fresh signed URL (see profile-picture.ts). */
export async function findUser(deps: Stores, userId: string): Promise<UserDocument | null> {
  const user = await deps.platform.readStore.collection<UserDocument>(usersCollection).get(userId);
  return user && withProfilePicture(deps.platform.secret, user);
}

export async function requireUser(deps: Stores, userId: string): Promise<UserDocument> {
  const user = await findUser(deps, userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

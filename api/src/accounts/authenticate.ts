/**
 * Who a bearer token belongs to: a valid signature is not enough — the account must still exist, not be
 * deactivated, and the token must carry the account's current token version (password change, logout and
 * deactivation bump it, revoking every older token).
 *
 * Every request asks this, so the account is read from a cache that the `users` change notice of that account
 * empties (notice-cache.ts): a revocation is committed, noticed and dropped here before the command that made it
 * answers, as a read of the read model would have seen it.
 */
import type { Platform } from '@stint/shared/infra/platform';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import type { Authenticate, TokenService } from '../auth/tokens';
import { noticeCacheOf } from '../platform/notice-cache';
import { type Topic, topics } from '@stint/shared/live/topics';

/** The projector's notices of a change to accounts: `ids` are the accounts (users.projection.ts). */
const ACCOUNT_TOPICS: readonly Topic[] = [topics.users];

/**
 * The accounts whose sign-in facts a change notice may have changed — the notices that empty the sign-in cache. The
 * socket gateway checks those accounts' open sockets again on them, so a revoked token's live connection ends too.
 */
export function accountsChangedBy(notice: ChangeNotice): string[] {
  return ACCOUNT_TOPICS.includes(notice.topic) && Array.isArray(notice.ids) ? notice.ids : [];
}

type SignInFacts = Pick<UserDocument, '_id' | 'role' | 'status' | 'tokenVersion'>;

export function accountAuthenticator(tokens: TokenService, platform: Platform): Authenticate {
  const users = platform.readStore.collection<UserDocument>(usersCollection);
  const accounts = noticeCacheOf<SignInFacts | null>(platform, {
    name: 'sign-in-accounts',
    topics: ACCOUNT_TOPICS,
    keysOf: (notice) => notice.ids,
    maxAgeMs: 10_000,
    maxEntries: 50_000,
  });
  const load = async (id: string): Promise<SignInFacts | null> => {
    const user = await users.get(id);
    return user ? { _id: user._id, role: user.role, status: user.status, tokenVersion: user.tokenVersion } : null;
  };
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const user = await accounts.get(claims.id, () => load(claims.id));
    if (!user || user.status === 'inactive' || user.tokenVersion !== claims.tokenVersion || user.role !== claims.role) {
      return null;
    }
    return { id: user._id, role: user.role };
  };
}

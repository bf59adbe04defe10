/**
 * Who a bearer token belongs to: a valid signature is not enough — the account must still exist, not be
 * deactivated, and the token must carry the account's current token version (password change, logout and
 * deactivation bump it, revoking every older token).
 */
import type { Platform } from '@stint/shared/infra/platform';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import type { Authenticate, TokenService } from '../auth/tokens';

export function accountAuthenticator(tokens: TokenService, platform: Platform): Authenticate {
  const users = platform.readStore.collection<UserDocument>(usersCollection);
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const user = await users.get(claims.id);
    if (!user || user.status === 'inactive' || user.tokenVersion !== claims.tokenVersion || user.role !== claims.role) {
      return null;
    }
    return { id: user._id, role: user.role };
  };
}

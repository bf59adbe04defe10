/**
 * Deleting an account ("Your data", docs/architecture.md §Personal data): final for the account, and its unique values
 * are freed.
 */
import { describe, it } from 'vitest';
import { ConflictError, NotFoundError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import type { AccountEvent } from './accounts.events';
import { accountDecider, reservationDecider } from './accounts.decider';

const sealed = { $pii: 'v1' as const, p: 'u1', iv: 'iv', ct: 'ct', tag: 'tag' };
const spec = deciderSpec(accountDecider);
const registered: AccountEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', role: 'employer', status: 'active', passwordHash: 'h1', personal: sealed, profile: {} },
};
const deleted: AccountEvent = { type: 'AccountDeleted', data: { userId: 'u1', role: 'employer' } };

describe('account deletion', () => {
  it('records the deletion with the role', () => {
    spec.given([registered]).when({ type: 'DeleteAccount' }).then([deleted]);
  });

  it('decides nothing more on a deleted account: no sign-in, no second deletion, no new registration on it', () => {
    spec.given([registered, deleted]).when({ type: 'RecordLogin' }).thenThrows(NotFoundError);
    spec.given([registered, deleted]).when({ type: 'DeleteAccount' }).thenThrows(NotFoundError);
    spec.given([registered, deleted]).when({ type: 'ChangePassword', passwordHash: 'h2' }).thenThrows(NotFoundError);
    spec
      .given([registered, deleted])
      .when({ type: 'SetUserStatus', status: 'active', actorId: 'admin' })
      .thenThrows(NotFoundError);
    spec
      .given([registered, deleted])
      .when({ type: 'RegisterUser', userId: 'u1', role: 'student', passwordHash: 'h', personal: sealed, profile: {} })
      .thenThrows(ConflictError);
    spec.given([]).when({ type: 'DeleteAccount' }).thenThrows(NotFoundError);
  });
});

describe('reservation release', () => {
  const reservations = deciderSpec(reservationDecider);
  const reserved = { type: 'ValueReserved' as const, data: { ownerId: 'u1' } };
  const released = { type: 'ValueReleased' as const, data: { ownerId: 'u1' } };

  it('frees a value for its owner only, once', () => {
    reservations.given([reserved]).when({ type: 'ReleaseValue', ownerId: 'u1' }).then([released]);
    reservations.given([reserved]).when({ type: 'ReleaseValue', ownerId: 'u2' }).then([]);
    reservations.given([reserved, released]).when({ type: 'ReleaseValue', ownerId: 'u1' }).then([]);
  });

  it('lets a new owner take a released value', () => {
    reservations
      .given([reserved, released])
      .when({ type: 'ReserveValue', ownerId: 'u2' })
      .then([{ type: 'ValueReserved', data: { ownerId: 'u2' } }]);
    reservations
      .given([reserved])
      .when({ type: 'ReserveValue', ownerId: 'u2' })
      .thenThrows(ConflictError, 'This value is already taken');
  });
});

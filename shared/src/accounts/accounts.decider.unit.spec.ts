import { describe, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import type { AccountEvent } from './accounts.events';
import { accountDecider, reservationDecider } from './accounts.decider';

const sealed = { $pii: 'v1' as const, p: 'u1', iv: 'iv', ct: 'ct', tag: 'tag' };
const spec = deciderSpec(accountDecider);
const registered = (role: 'student' | 'university' = 'student'): AccountEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    role,
    status: role === 'university' ? 'pending' : 'active',
    passwordHash: 'h1',
    personal: sealed,
    profile: {},
  },
});

describe('account decider', () => {
  it('registers a student as active and a university as pending', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', userId: 'u1', role: 'student', passwordHash: 'h1', personal: sealed, profile: {} })
      .then([registered('student')]);
    spec
      .given([])
      .when({
        type: 'RegisterUser',
        userId: 'u1',
        role: 'university',
        passwordHash: 'h1',
        personal: sealed,
        profile: {},
      })
      .then([registered('university')]);
  });

  it('refuses to register twice and to act on a user that does not exist', () => {
    spec
      .given([registered()])
      .when({ type: 'RegisterUser', userId: 'u1', role: 'student', passwordHash: 'h', personal: sealed, profile: {} })
      .thenThrows(ConflictError, 'User already exists with this email');
    spec.given([]).when({ type: 'RecordLogin' }).thenThrows(NotFoundError);
  });

  it('bumps the token version on password change, logout and deactivation, not on activation', () => {
    spec
      .given([registered()])
      .when({ type: 'ChangePassword', passwordHash: 'h2' })
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', tokenVersion: 1 } }]);
    spec
      .given([registered(), { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', tokenVersion: 1 } }])
      .when({ type: 'LogOut' })
      .then([{ type: 'LoggedOut', data: { userId: 'u1', tokenVersion: 2 } }]);
    spec
      .given([registered()])
      .when({ type: 'SetUserStatus', status: 'inactive', actorId: 'admin' })
      .then([{ type: 'UserStatusChanged', data: { userId: 'u1', status: 'inactive', tokenVersion: 1 } }]);
    spec
      .given([registered('university')])
      .when({ type: 'SetUserStatus', status: 'active', actorId: 'admin' })
      .then([{ type: 'UserStatusChanged', data: { userId: 'u1', status: 'active', tokenVersion: 0 } }]);
  });

  it('keeps a deactivated user out, and an admin from deactivating themselves', () => {
    spec
      .given([registered(), { type: 'UserStatusChanged', data: { userId: 'u1', status: 'inactive', tokenVersion: 1 } }])
      .when({ type: 'RecordLogin' })
      .thenThrows(ForbiddenError, /deactivated/);
    spec
      .given([registered()])
      .when({ type: 'SetUserStatus', status: 'inactive', actorId: 'u1' })
      .thenThrows(ConflictError, 'You cannot deactivate your own account');
  });

  it('decides nothing when nothing changes', () => {
    spec.given([registered()]).when({ type: 'SetUserStatus', status: 'active', actorId: 'a' }).then([]);
    spec
      .given([registered(), { type: 'EmailConfirmed', data: { userId: 'u1' } }])
      .when({ type: 'ConfirmEmail' })
      .then([]);
    spec.given([registered()]).when({ type: 'UpdateProfile', notificationPreferences: {} }).then([]);
  });
});

describe('reservation decider', () => {
  const reservations = deciderSpec(reservationDecider);
  it('holds a value for its first owner only', () => {
    reservations
      .given([])
      .when({ type: 'ReserveValue', ownerId: 'a' })
      .then([{ type: 'ValueReserved', data: { ownerId: 'a' } }]);
    reservations
      .given([{ type: 'ValueReserved', data: { ownerId: 'a' } }])
      .when({ type: 'ReserveValue', ownerId: 'a' })
      .then([]);
    reservations
      .given([{ type: 'ValueReserved', data: { ownerId: 'a' } }])
      .when({ type: 'ReserveValue', ownerId: 'b' })
      .thenThrows(ConflictError);
  });
});

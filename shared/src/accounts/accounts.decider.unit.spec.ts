import { describe, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import type { AccountEvent } from './accounts.events';
import { passwordResetMessages } from './accounts.constants';
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

describe('account decider: profile', () => {
  const registeredAs = (role: 'student' | 'employer' | 'university' | 'admin'): AccountEvent => ({
    type: 'UserRegistered',
    data: { userId: 'u1', role, status: 'active', passwordHash: 'h1', personal: sealed, profile: {} },
  });

  it("records the role's clear-text fields with the sealed personal ones and the preferences", () => {
    spec
      .given([registeredAs('student')])
      .when({
        type: 'UpdateProfile',
        personal: sealed,
        profile: { program: 'MSc', graduationYear: null },
        notificationPreferences: { newInternships: false },
      })
      .then([
        {
          type: 'ProfileUpdated',
          data: {
            userId: 'u1',
            personal: sealed,
            notificationPreferences: { newInternships: false },
            profile: { program: 'MSc', graduationYear: null },
          },
        },
      ]);
    spec
      .given([registeredAs('university')])
      .when({ type: 'UpdateProfile', profile: { universityType: 'private', accreditationStatus: 'not_accredited' } })
      .then([
        {
          type: 'ProfileUpdated',
          data: { userId: 'u1', profile: { universityType: 'private', accreditationStatus: 'not_accredited' } },
        },
      ]);
  });

  it("refuses another role's fields and those nobody edits (the university's name, the student's university)", () => {
    const refused = [
      ['student', { companyName: 'Acme' }, /companyName/],
      ['university', { universityName: 'Harvard' }, /universityName/],
      ['student', { university: 'Elsewhere' }, /university/],
    ] as const;
    for (const [role, profile, field] of refused) {
      spec
        .given([registeredAs(role)])
        .when({ type: 'UpdateProfile', profile })
        .thenThrows(ValidationError, field);
    }
    spec
      .given([registeredAs('admin')])
      .when({ type: 'UpdateProfile', profile: { department: 'Operations' } })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', profile: { department: 'Operations' } } }]);
  });

  it('keeps the current picture, replaces it, and removes it once', () => {
    const changed = (pictureKey: string): AccountEvent => ({
      type: 'ProfilePictureChanged',
      data: { userId: 'u1', pictureKey, contentType: 'image/png', size: 10 },
    });
    spec
      .given([registeredAs('employer')])
      .when({ type: 'ChangeProfilePicture', pictureKey: 'k1', contentType: 'image/png', size: 10 })
      .then([changed('k1')]);
    spec
      .given([registeredAs('employer'), changed('k1')])
      .when({ type: 'ChangeProfilePicture', pictureKey: 'k1', contentType: 'image/png', size: 10 })
      .then([]);
    spec
      .given([registeredAs('employer'), changed('k1'), changed('k2')])
      .when({ type: 'RemoveProfilePicture' })
      .then([{ type: 'ProfilePictureRemoved', data: { userId: 'u1', pictureKey: 'k2' } }]);
    spec
      .given([
        registeredAs('employer'),
        changed('k1'),
        { type: 'ProfilePictureRemoved', data: { userId: 'u1', pictureKey: 'k1' } },
      ])
      .when({ type: 'RemoveProfilePicture' })
      .then([]);
    spec.given([]).when({ type: 'RemoveProfilePicture' }).thenThrows(NotFoundError);
  });
});

describe('account decider: password reset', () => {
  const t0 = '2025-03-01T10:00:00.000Z';
  const minutes = (n: number) => new Date(Date.parse(t0) + n * 60_000).toISOString();
  const sealedToken = { $pii: 'v1' as const, p: 'password-reset:h', iv: 'iv', ct: 'ct', tag: 'tag' };
  const requested = (tokenHash: string, expiresAt = minutes(60)): AccountEvent => ({
    type: 'PasswordResetRequested',
    data: { userId: 'u1', tokenHash, expiresAt, sealedToken },
  });
  const used = (tokenHash: string): AccountEvent => ({
    type: 'PasswordResetTokenUsed',
    data: { userId: 'u1', tokenHash },
  });
  const reset = (tokenHash: string, at = minutes(5)) =>
    ({ type: 'ResetPassword', tokenHash, passwordHash: 'h2', at }) as const;
  const passwordChanged = (passwordHash = 'h2'): AccountEvent => ({
    type: 'PasswordChanged',
    data: { userId: 'u1', passwordHash, tokenVersion: 1 },
  });
  /** What a reset with a live link records: the link used, the new password, and the person signed in. */
  const resetWith = (tokenHash: string): AccountEvent[] => [
    used(tokenHash),
    passwordChanged(),
    { type: 'UserLoggedIn', data: { userId: 'u1' } },
  ];

  it('records a request with the hash and an expiry of at most 60 minutes, never the token', () => {
    spec
      .given([registered()])
      .when({ type: 'RequestPasswordReset', tokenHash: 'a', sealedToken, at: t0, expiresAt: minutes(60) })
      .then([requested('a')]);
    spec
      .given([registered()])
      .when({ type: 'RequestPasswordReset', tokenHash: 'a', sealedToken, at: t0, expiresAt: minutes(61) })
      .thenThrows(ValidationError, /within 60 minutes/);
    spec
      .given([registered()])
      .when({ type: 'RequestPasswordReset', tokenHash: 'a', sealedToken, at: t0, expiresAt: t0 })
      .thenThrows(ValidationError);
  });

  it('issues no link to a deactivated account, nor one for a user that does not exist', () => {
    spec
      .given([registered(), { type: 'UserStatusChanged', data: { userId: 'u1', status: 'inactive', tokenVersion: 1 } }])
      .when({ type: 'RequestPasswordReset', tokenHash: 'a', sealedToken, at: t0, expiresAt: minutes(60) })
      .thenThrows(ForbiddenError, passwordResetMessages.deactivated);
    spec
      .given([])
      .when({ type: 'RequestPasswordReset', tokenHash: 'a', sealedToken, at: t0, expiresAt: minutes(60) })
      .thenThrows(NotFoundError);
  });

  it('sets the password with a live link, revokes older sessions and signs the person in', () => {
    spec
      .given([registered(), requested('a')])
      .when(reset('a'))
      .then(resetWith('a'));
  });

  it('works once', () => {
    spec
      .given([registered(), requested('a'), used('a'), passwordChanged()])
      .when(reset('a', minutes(6)))
      .thenThrows(ConflictError, passwordResetMessages.used);
  });

  it('works only within its lifetime: the last instant before the expiry, not the expiry itself', () => {
    spec
      .given([registered(), requested('a', minutes(30))])
      .when(reset('a', new Date(Date.parse(minutes(30)) - 1).toISOString()))
      .then(resetWith('a'));
    spec
      .given([registered(), requested('a', minutes(30))])
      .when(reset('a', minutes(30)))
      .thenThrows(ConflictError, passwordResetMessages.expired);
  });

  it('refuses an unknown link as not found', () => {
    spec
      .given([registered(), requested('a')])
      .when(reset('b'))
      .thenThrows(NotFoundError, passwordResetMessages.invalid);
    spec.given([registered()]).when(reset('constructor')).thenThrows(NotFoundError, passwordResetMessages.invalid);
  });

  it('lets a newer request supersede the older link, which then says so', () => {
    spec
      .given([registered(), requested('a'), requested('b', minutes(61))])
      .when(reset('a'))
      .thenThrows(ConflictError, passwordResetMessages.superseded);
    spec
      .given([registered(), requested('a'), requested('b', minutes(61))])
      .when(reset('b'))
      .then(resetWith('b'));
  });

  it('revokes the live link when the password changes or the account is deactivated', () => {
    spec
      .given([registered(), requested('a'), passwordChanged('h9')])
      .when(reset('a'))
      .thenThrows(ConflictError, passwordResetMessages.revoked);
    spec
      .given([
        registered(),
        requested('a'),
        { type: 'UserStatusChanged', data: { userId: 'u1', status: 'inactive', tokenVersion: 1 } },
        { type: 'UserStatusChanged', data: { userId: 'u1', status: 'active', tokenVersion: 1 } },
      ])
      .when(reset('a'))
      .thenThrows(ConflictError, passwordResetMessages.revoked);
  });

  it('refuses a live link while the account is deactivated', () => {
    // Only reachable by a request racing the deactivation; the rule holds regardless.
    const racing: AccountEvent[] = [
      registered(),
      { type: 'UserStatusChanged', data: { userId: 'u1', status: 'inactive', tokenVersion: 1 } },
      requested('a'),
    ];
    spec.given(racing).when(reset('a')).thenThrows(ForbiddenError, passwordResetMessages.deactivated);
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

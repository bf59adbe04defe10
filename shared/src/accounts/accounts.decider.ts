/** The user aggregate (stream `user-<id>`) and the reservation aggregate for unique values. */
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { defineDecider, type Decider } from '../decider';
import type { Role } from '../roles';
import { PASSWORD_RESET_MAX_MINUTES, passwordResetMessages, type UserStatus } from './accounts.constants';
import type { AccountCommand, RequestPasswordReset, ReservationCommand } from './accounts.commands';
import { editableProfileFields } from './profile.schemas';
import {
  accountEventSchemas,
  reservationEventSchemas,
  type AccountEvent,
  type ReservationEvent,
} from './accounts.events';

/**
 * A reset link, by the keyed hash of its token. At most one is `live`: a newer request supersedes it, and a
 * password change or a deactivation revokes it. The others are kept so the person hears why a link fails.
 */
export type ResetLink = { expiresAt: string; status: 'live' | 'used' | 'superseded' | 'revoked' };

export type AccountState =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: string;
      role: Role;
      userStatus: UserStatus;
      passwordHash: string;
      tokenVersion: number;
      emailConfirmed: boolean;
      resetLinks: Record<string, ResetLink>;
      /** The blob key of the current profile picture. */
      pictureKey: string | null;
    }
  /** The person deleted the account ("Your data"): final, nothing more is decided on it. */
  | { status: 'deleted'; userId: string; role: Role };

type Registered = Extract<AccountState, { status: 'registered' }>;

/** The live reset link (if any) is no longer live. */
function retireLiveLink(links: Record<string, ResetLink>, status: 'superseded' | 'revoked'): Record<string, ResetLink> {
  return Object.fromEntries(
    Object.entries(links).map(([hash, link]) => [hash, link.status === 'live' ? { ...link, status } : link]),
  );
}

/**
 * Throws the error a person should read when this reset link cannot set a password at `at`; returns quietly
 * when it can. ResetPassword rules with it; the mail job asks it whether a link is still worth mailing.
 */
export function assertResetLinkUsable(state: AccountState, tokenHash: string, at: string): void {
  if (state.status !== 'registered' || !Object.hasOwn(state.resetLinks, tokenHash)) {
    throw new NotFoundError(passwordResetMessages.invalid);
  }
  const link = state.resetLinks[tokenHash]!;
  if (link.status === 'used') throw new ConflictError(passwordResetMessages.used);
  if (Date.parse(at) >= Date.parse(link.expiresAt)) throw new ConflictError(passwordResetMessages.expired);
  if (link.status === 'superseded') throw new ConflictError(passwordResetMessages.superseded);
  if (link.status === 'revoked') throw new ConflictError(passwordResetMessages.revoked);
  if (state.userStatus === 'inactive') throw new ForbiddenError(passwordResetMessages.deactivated);
}

const initialState = (): AccountState => ({ status: 'none' });

function evolve(state: AccountState, event: AccountEvent): AccountState {
  if (event.type === 'UserRegistered') {
    return {
      status: 'registered',
      userId: event.data.userId,
      role: event.data.role,
      userStatus: event.data.status,
      passwordHash: event.data.passwordHash,
      tokenVersion: 0,
      emailConfirmed: false,
      resetLinks: {},
      pictureKey: null,
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'PasswordChanged':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        tokenVersion: event.data.tokenVersion,
        // A link mailed before the password changed must not undo the change.
        resetLinks: retireLiveLink(state.resetLinks, 'revoked'),
      };
    case 'LoggedOut':
      return { ...state, tokenVersion: event.data.tokenVersion };
    case 'EmailConfirmed':
      return { ...state, emailConfirmed: true };
    case 'UserStatusChanged':
      return {
        ...state,
        userStatus: event.data.status,
        tokenVersion: event.data.tokenVersion,
        resetLinks: event.data.status === 'inactive' ? retireLiveLink(state.resetLinks, 'revoked') : state.resetLinks,
      };
    case 'PasswordResetRequested':
      return {
        ...state,
        resetLinks: {
          ...retireLiveLink(state.resetLinks, 'superseded'),
          [event.data.tokenHash]: { expiresAt: event.data.expiresAt, status: 'live' },
        },
      };
    case 'PasswordResetTokenUsed': {
      const link = state.resetLinks[event.data.tokenHash];
      if (!link) return state;
      return { ...state, resetLinks: { ...state.resetLinks, [event.data.tokenHash]: { ...link, status: 'used' } } };
    }
    case 'ProfilePictureChanged':
      return { ...state, pictureKey: event.data.pictureKey };
    case 'ProfilePictureRemoved':
      return { ...state, pictureKey: null };
    case 'UserLoggedIn':
    case 'ProfileUpdated':
      return state;
    case 'AccountDeleted':
      return { status: 'deleted', userId: state.userId, role: state.role };
  }
}

function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === 'RegisterUser') {
    // A deleted account's stream is never reused: its email was released, so a new account gets a new id.
    if (state.status !== 'none') throw new ConflictError('User already exists with this email');
    return [
      {
        type: 'UserRegistered',
        data: {
          userId: command.userId,
          role: command.role,
          // A university is verified by an administrator before it sees student data.
          status: command.role === 'university' ? 'pending' : 'active',
          passwordHash: command.passwordHash,
          personal: command.personal,
          profile: command.profile,
        },
      },
    ];
  }
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  const { userId } = state;
  switch (command.type) {
    case 'RecordLogin':
      if (state.userStatus === 'inactive') {
        throw new ForbiddenError('Your account has been deactivated. Please contact support.');
      }
      return [{ type: 'UserLoggedIn', data: { userId } }];
    case 'ChangePassword':
      return [
        {
          type: 'PasswordChanged',
          data: { userId, passwordHash: command.passwordHash, tokenVersion: state.tokenVersion + 1 },
        },
      ];
    case 'LogOut':
      return [{ type: 'LoggedOut', data: { userId, tokenVersion: state.tokenVersion + 1 } }];
    case 'UpdateProfile': {
      const hasPreferences = command.notificationPreferences && Object.keys(command.notificationPreferences).length > 0;
      const profileKeys = Object.keys(command.profile ?? {});
      const editable = editableProfileFields(state.role);
      const foreign = profileKeys.find((key) => !editable.includes(key));
      if (foreign) throw new ValidationError(`A ${state.role} profile has no editable field "${foreign}"`);
      if (!command.personal && !hasPreferences && profileKeys.length === 0) return [];
      return [
        {
          type: 'ProfileUpdated',
          data: {
            userId,
            ...(command.personal ? { personal: command.personal } : {}),
            ...(hasPreferences ? { notificationPreferences: command.notificationPreferences } : {}),
            ...(profileKeys.length > 0 ? { profile: command.profile } : {}),
          },
        },
      ];
    }
    case 'ChangeProfilePicture': {
      if (state.pictureKey === command.pictureKey) return [];
      const { pictureKey, contentType, size } = command;
      return [{ type: 'ProfilePictureChanged', data: { userId, pictureKey, contentType, size } }];
    }
    case 'RemoveProfilePicture':
      if (state.pictureKey === null) return [];
      return [{ type: 'ProfilePictureRemoved', data: { userId, pictureKey: state.pictureKey } }];
    case 'ConfirmEmail':
      return state.emailConfirmed ? [] : [{ type: 'EmailConfirmed', data: { userId } }];
    case 'SetUserStatus':
      if (command.actorId === userId && command.status === 'inactive') {
        throw new ConflictError('You cannot deactivate your own account');
      }
      if (state.userStatus === command.status) return [];
      return [
        {
          type: 'UserStatusChanged',
          data: {
            userId,
            status: command.status,
            // Deactivation revokes every token at once; activation leaves them be.
            tokenVersion: command.status === 'inactive' ? state.tokenVersion + 1 : state.tokenVersion,
          },
        },
      ];
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      assertResetLinkUsable(state, command.tokenHash, command.at);
      return [
        { type: 'PasswordResetTokenUsed', data: { userId, tokenHash: command.tokenHash } },
        // A new token version: every session opened before the reset ends (docs/architecture.md §Security).
        {
          type: 'PasswordChanged',
          data: { userId, passwordHash: command.passwordHash, tokenVersion: state.tokenVersion + 1 },
        },
        // Spec 1 §4: a successful reset signs the person in.
        { type: 'UserLoggedIn', data: { userId } },
      ];
    case 'DeleteAccount':
      return [{ type: 'AccountDeleted', data: { userId, role: state.role } }];
  }
}

function requestPasswordReset(command: RequestPasswordReset, state: Registered): AccountEvent[] {
  if (state.userStatus === 'inactive') throw new ForbiddenError(passwordResetMessages.deactivated);
  const lifetimeMs = Date.parse(command.expiresAt) - Date.parse(command.at);
  if (!(lifetimeMs > 0 && lifetimeMs <= PASSWORD_RESET_MAX_MINUTES * 60_000)) {
    throw new ValidationError(`A reset link must expire within ${PASSWORD_RESET_MAX_MINUTES} minutes`);
  }
  if (Object.hasOwn(state.resetLinks, command.tokenHash)) throw new ConflictError('This reset link was issued already');
  return [
    {
      type: 'PasswordResetRequested',
      data: {
        userId: state.userId,
        tokenHash: command.tokenHash,
        expiresAt: command.expiresAt,
        sealedToken: command.sealedToken,
      },
    },
  ];
}

export const accountDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: accountEventSchemas,
});

export type ReservationState = { ownerId: string | null };

/**
 * Holds one unique value (an email, a university name) for its first owner; the same owner may ask again. A deleted
 * account's owner releases it, and the next account may take it.
 */
export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> & {
  eventSchemas: typeof reservationEventSchemas;
} = {
  initialState: () => ({ ownerId: null }),
  evolve: (_state, event) => ({ ownerId: event.type === 'ValueReleased' ? null : event.data.ownerId }),
  decide: (command, state) => {
    if (command.type === 'ReleaseValue') {
      return state.ownerId === command.ownerId ? [{ type: 'ValueReleased', data: { ownerId: command.ownerId } }] : [];
    }
    if (state.ownerId === command.ownerId) return [];
    if (state.ownerId !== null) throw new ConflictError('This value is already taken');
    return [{ type: 'ValueReserved', data: { ownerId: command.ownerId } }];
  },
  eventSchemas: reservationEventSchemas,
};

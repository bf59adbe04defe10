/** The user aggregate (stream `user-<id>`) and the reservation aggregate for unique values. */
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import type { Decider } from '../decider';
import type { Role } from '../roles';
import type { UserStatus } from './accounts.constants';
import type { AccountCommand, ReserveValue } from './accounts.commands';
import {
  accountEventSchemas,
  reservationEventSchemas,
  type AccountEvent,
  type ReservationEvent,
} from './accounts.events';

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
    };

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
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, tokenVersion: event.data.tokenVersion };
    case 'LoggedOut':
      return { ...state, tokenVersion: event.data.tokenVersion };
    case 'EmailConfirmed':
      return { ...state, emailConfirmed: true };
    case 'UserStatusChanged':
      return { ...state, userStatus: event.data.status, tokenVersion: event.data.tokenVersion };
    case 'UserLoggedIn':
    case 'ProfileUpdated':
      return state;
  }
}

function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status === 'registered') throw new ConflictError('User already exists with this email');
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
      if (!command.personal && !hasPreferences) return [];
      return [
        {
          type: 'ProfileUpdated',
          data: {
            userId,
            ...(command.personal ? { personal: command.personal } : {}),
            ...(hasPreferences ? { notificationPreferences: command.notificationPreferences } : {}),
          },
        },
      ];
    }
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
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> & {
  eventSchemas: typeof accountEventSchemas;
} = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
  eventSchemas: accountEventSchemas,
};

export type ReservationState = { ownerId: string | null };

/** Holds one unique value (an email, a university name) for its first owner; the same owner may ask again. */
export const reservationDecider: Decider<ReservationState, ReserveValue, ReservationEvent> & {
  eventSchemas: typeof reservationEventSchemas;
} = {
  initialState: () => ({ ownerId: null }),
  evolve: (_state, event) => ({ ownerId: event.data.ownerId }),
  decide: (command, state) => {
    if (state.ownerId === command.ownerId) return [];
    if (state.ownerId !== null) throw new ConflictError('This value is already taken');
    return [{ type: 'ValueReserved', data: { ownerId: command.ownerId } }];
  },
  eventSchemas: reservationEventSchemas,
};

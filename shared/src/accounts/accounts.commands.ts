import type { Role } from '../roles';
import type { SealedValue } from '../sealed';
import type { UserStatus } from './accounts.constants';
import type { ProfileData } from './accounts.events';
import type { NotificationPreferences } from './accounts.schemas';

export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  role: Role;
  passwordHash: string;
  personal: SealedValue;
  profile: ProfileData;
};
/** The password was checked by the caller (hashing is I/O); the decider decides whether the person may enter. */
export type RecordLogin = { type: 'RecordLogin' };
export type ChangePassword = { type: 'ChangePassword'; passwordHash: string };
export type LogOut = { type: 'LogOut' };
export type UpdateProfile = {
  type: 'UpdateProfile';
  personal?: SealedValue;
  notificationPreferences?: Partial<NotificationPreferences>;
};
export type ConfirmEmail = { type: 'ConfirmEmail' };
export type SetUserStatus = { type: 'SetUserStatus'; status: Exclude<UserStatus, 'pending'>; actorId: string };

/**
 * Issues a reset link. The caller made the random token (I/O) and sealed it; the decider sees its keyed hash and
 * the expiry, which must lie after `at` and at most PASSWORD_RESET_MAX_MINUTES later.
 */
export type RequestPasswordReset = {
  type: 'RequestPasswordReset';
  tokenHash: string;
  sealedToken: SealedValue;
  /** Server time of the request (ISO 8601). */
  at: string;
  expiresAt: string;
};
/** Sets a new password with a reset link's token (by its keyed hash) and signs the person in. */
export type ResetPassword = { type: 'ResetPassword'; tokenHash: string; passwordHash: string; at: string };

export type AccountCommand =
  | RegisterUser
  | RecordLogin
  | ChangePassword
  | LogOut
  | UpdateProfile
  | ConfirmEmail
  | SetUserStatus
  | RequestPasswordReset
  | ResetPassword;

export type ReserveValue = { type: 'ReserveValue'; ownerId: string };

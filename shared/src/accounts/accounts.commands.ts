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
  /** Clear-text role fields; only those the role may edit (profile.schemas `editableProfileFields`). */
  profile?: Partial<ProfileData>;
};
/** The caller checked the image by its content and stored it under `pictureKey` (I/O). */
export type ChangeProfilePicture = {
  type: 'ChangeProfilePicture';
  pictureKey: string;
  contentType: string;
  size: number;
};
export type RemoveProfilePicture = { type: 'RemoveProfilePicture' };
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
  | ChangeProfilePicture
  | RemoveProfilePicture
  | ConfirmEmail
  | SetUserStatus
  | RequestPasswordReset
  | ResetPassword
  | DeleteAccount;

export type ReserveValue = { type: 'ReserveValue'; ownerId: string };
/** Frees a unique value held by `ownerId` (their account was deleted); a value someone else holds is left alone. */
export type ReleaseValue = { type: 'ReleaseValue'; ownerId: string };
export type ReservationCommand = ReserveValue | ReleaseValue;

/** "Your data": the person deletes their own account (the caller checked their password). Final. */
export type DeleteAccount = { type: 'DeleteAccount' };

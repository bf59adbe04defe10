import type { User } from './accounts.schemas';

/**
 * The users read model: the user as the api returns it, plus what authentication checks and the blob key of the
 * profile picture (the api turns it into a short-lived signed URL in `profilePicture`; the key never leaves).
 */
export type UserDocument = User & { tokenVersion: number; profilePictureKey?: string | null };

export const usersCollection = {
  name: 'users',
  indexes: ['role', 'status', 'email'],
  ordered: ['universityName', 'createdAt'],
};

/** Shown in place of a person's name once their personal data has been erased. */
export const DELETED_USER_NAME = 'Deleted user';

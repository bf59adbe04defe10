import type { User } from './accounts.schemas';

/** The users read model: the user as the api returns it, plus what authentication checks. */
export type UserDocument = User & { tokenVersion: number };

export const usersCollection = {
  name: 'users',
  indexes: ['role', 'status', 'email', 'universityName', 'createdAt'],
};

/** Shown in place of a person's name once their personal data has been erased. */
export const DELETED_USER_NAME = 'Deleted user';

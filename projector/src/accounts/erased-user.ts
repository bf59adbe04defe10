/**
 * The users document of a deleted account (docs/architecture.md §Personal data: "Deleted user"). Built from an
 * allowlist of the fields that are not about the person (role, dates, the organisation or course they belonged to), so
 * a personal field added to the account later is dropped here without anyone remembering to: the document is then the
 * same whether the projection saw the person's data before the deletion or replays the log after their key is gone.
 */
import { DELETED_USER_NAME, type UserDocument } from '@stint/shared/accounts/accounts.read-models';

const KEPT = [
  'createdAt',
  'lastLogin',
  'emailVerified',
  'notificationPreferences',
  'university',
  'universityId',
  'program',
  'major',
  'yearOfStudy',
  'graduationYear',
  'companyName',
  'companyAddress',
  'department',
  'universityName',
  'universityCode',
  'universityAddress',
  'universityType',
  'accreditationStatus',
] as const satisfies readonly (keyof UserDocument)[];

export function erasedUser(current: UserDocument): UserDocument {
  const kept = Object.fromEntries(KEPT.filter((key) => current[key] !== undefined).map((key) => [key, current[key]]));
  return {
    ...(kept as Partial<UserDocument>),
    _id: current._id,
    role: current.role,
    // Signs them out everywhere: the authenticator refuses inactive accounts and older token versions.
    status: 'inactive',
    tokenVersion: current.tokenVersion + 1,
    email: '',
    firstName: DELETED_USER_NAME,
    lastName: '',
    phone: '',
    profilePicture: null,
    createdAt: current.createdAt,
    lastLogin: current.lastLogin,
    emailVerified: current.emailVerified,
    notificationPreferences: current.notificationPreferences,
    ...(current.role === 'student' ? { studentId: '' } : {}),
  };
}

/** A signed-in person's profile for the profile specs: a student unless the spec says otherwise. */
import type { User } from '@stint/shared/accounts/accounts.schemas';

export function profileUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    role: 'student',
    status: 'active',
    email: 'ada@example.org',
    emailVerified: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '1',
    profilePicture: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLogin: null,
    notificationPreferences: {
      newInternships: true,
      applicationUpdates: true,
      reportReminders: true,
      logbookReminders: true,
    },
    ...overrides,
  };
}

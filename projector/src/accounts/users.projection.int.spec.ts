import { describe, expect, it } from 'vitest';
import { MemoryKeyStore, PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { projectEvents } from '../testing/projection-spec';
import { usersProjection } from './users.projection';

describe('users projection', () => {
  it('builds each account from its events, opens personal data, and replays to the same documents', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    const personal = (id: string, data: object) => cipher.encrypt(id, JSON.stringify(data));
    const at = (minute: number) => ({ at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z` });
    const spec = await projectEvents(
      usersProjection,
      [
        {
          stream: 'user-u1',
          type: 'UserRegistered',
          metadata: at(0),
          data: {
            userId: 'u1',
            role: 'university',
            status: 'pending',
            passwordHash: 'h',
            personal: await personal('u1', {
              email: 'grace@example.org',
              firstName: 'Grace',
              lastName: 'Hopper',
              phone: '1',
            }),
            profile: {
              universityName: 'Hopper Institute',
              universityType: 'public',
              accreditationStatus: 'accredited',
            },
          },
        },
        { stream: 'user-u1', type: 'UserLoggedIn', metadata: at(5), data: { userId: 'u1' } },
        {
          stream: 'user-u1',
          type: 'UserStatusChanged',
          metadata: at(6),
          data: { userId: 'u1', status: 'active', tokenVersion: 0 },
        },
        {
          stream: 'user-u1',
          type: 'ProfileUpdated',
          metadata: at(7),
          data: {
            userId: 'u1',
            personal: await personal('u1', { firstName: 'Amazing Grace' }),
            notificationPreferences: { reportReminders: false },
          },
        },
        { stream: 'user-u1', type: 'EmailConfirmed', metadata: at(8), data: { userId: 'u1' } },
        {
          stream: 'user-u1',
          type: 'PasswordChanged',
          metadata: at(9),
          data: { userId: 'u1', passwordHash: 'h2', tokenVersion: 1 },
        },
      ],
      { cipher },
    );
    try {
      const documents = await spec.documents();
      expect(documents.users).toEqual([
        {
          _id: 'u1',
          role: 'university',
          status: 'active',
          email: 'grace@example.org',
          emailVerified: true,
          firstName: 'Amazing Grace',
          lastName: 'Hopper',
          phone: '1',
          profilePicture: null,
          createdAt: '2026-01-01T10:00:00.000Z',
          lastLogin: '2026-01-01T10:05:00.000Z',
          notificationPreferences: {
            newInternships: true,
            applicationUpdates: true,
            reportReminders: false,
            logbookReminders: true,
          },
          tokenVersion: 1,
          universityName: 'Hopper Institute',
          universityType: 'public',
          accreditationStatus: 'accredited',
        },
      ]);
      expect(spec.notices.map((notice) => notice.topic)).toContain('universities');
      expect(await spec.replay()).toEqual(documents);

      await cipher.erase('u1');
      expect((await spec.replay()).users![0]).toMatchObject({ firstName: 'Deleted user', email: '' });
    } finally {
      await spec.close();
    }
  });
});

import { describe, expect, it } from 'vitest';

import { userRegistered } from '../testing/placement-events';
import { projectionSpec } from '../testing/projection-spec';
import { usersProjection } from './users.projection';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { topics } from '@stint/shared/live/topics';

describe('users projection', () => {
  it('builds each account from its events, opens personal data, and replays to the same documents', async () => {
    const { cipher, seal, project } = projectionSpec(usersProjection);
    const at = (minute: number) => ({ at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z` });
    const spec = await project([
      {
        stream: userStream('u1'),
        type: 'UserRegistered',
        metadata: at(0),
        data: {
          userId: 'u1',
          role: 'university',
          status: 'pending',
          passwordHash: 'h',
          personal: await seal('u1', {
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
      { stream: userStream('u1'), type: 'UserLoggedIn', metadata: at(5), data: { userId: 'u1' } },
      {
        stream: userStream('u1'),
        type: 'UserStatusChanged',
        metadata: at(6),
        data: { userId: 'u1', status: 'active', tokenVersion: 0 },
      },
      {
        stream: userStream('u1'),
        type: 'ProfileUpdated',
        metadata: at(7),
        data: {
          userId: 'u1',
          personal: await seal('u1', { firstName: 'Amazing Grace' }),
          notificationPreferences: { reportReminders: false },
        },
      },
      { stream: userStream('u1'), type: 'EmailConfirmed', metadata: at(8), data: { userId: 'u1' } },
      {
        stream: userStream('u1'),
        type: 'PasswordChanged',
        metadata: at(9),
        data: { userId: 'u1', passwordHash: 'h2', tokenVersion: 1 },
      },
    ]);
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
    // The approval changed the public university list: the public room hears it, and of no account.
    const listChanges = spec.notices.filter((notice) => notice.topic === topics.universities);
    expect(listChanges.length).toBeGreaterThan(0);
    for (const notice of listChanges) expect(notice).toMatchObject({ rooms: ['public'], ids: [] });
    expect(await spec.replay()).toEqual(documents);

    await cipher.erase('u1');
    expect((await spec.replay()).users![0]).toMatchObject({ firstName: 'Deleted user', email: '' });
  });
  it("keeps a student's academic record and role fields, and the picture's key (never a URL)", async () => {
    const { cipher, seal, project } = projectionSpec(usersProjection);
    const picture = (pictureKey: string) => ({
      stream: userStream('s1'),
      type: 'ProfilePictureChanged',
      data: { userId: 's1', pictureKey, contentType: 'image/png', size: 68 },
    });
    const events = [
      {
        stream: userStream('s1'),
        type: 'UserRegistered',
        data: {
          userId: 's1',
          role: 'student',
          status: 'active',
          passwordHash: 'h',
          personal: await seal('s1', {
            email: 'ada@example.org',
            firstName: 'Ada',
            lastName: 'Lovelace',
            phone: '1',
            studentId: 'S-1',
          }),
          profile: { university: 'Open University', program: 'BSc', major: 'Maths', yearOfStudy: '2' },
        },
      },
      {
        stream: userStream('s1'),
        type: 'ProfileUpdated',
        data: {
          userId: 's1',
          personal: await seal('s1', { gpa: 3.8, expectedGraduation: '2027-06' }),
          profile: { program: 'MSc', yearOfStudy: 'graduate', graduationYear: 2027 },
        },
      },
      picture('0123456789abcdef0123456789abcdef'),
      picture('fedcba9876543210fedcba9876543210'),
    ];
    const spec = await project(events);
    const documents = await spec.documents();
    expect(documents.users).toEqual([
      expect.objectContaining({
        _id: 's1',
        program: 'MSc',
        major: 'Maths',
        yearOfStudy: 'graduate',
        graduationYear: 2027,
        gpa: 3.8,
        expectedGraduation: '2027-06',
        profilePicture: null,
        profilePictureKey: 'fedcba9876543210fedcba9876543210',
      }),
    ]);
    expect(await spec.replay()).toEqual(documents);

    const removed = await project([
      ...events,
      {
        stream: userStream('s1'),
        type: 'ProfilePictureRemoved',
        data: { userId: 's1', pictureKey: 'fedcba9876543210fedcba9876543210' },
      },
    ]);
    expect((await removed.documents()).users![0]).toMatchObject({ profilePictureKey: null, profilePicture: null });
    // Erasing the person's key erases the academic record with the rest of their personal data.
    await cipher.erase('s1');
    const erased = (await removed.replay()).users![0]!;
    expect(erased).toMatchObject({ firstName: 'Deleted user', program: 'MSc' });
    expect(erased).not.toHaveProperty('gpa');
  });

  it('tells the public room nothing of a pending university or of anyone who is not a listed university', async () => {
    const { seal, project } = projectionSpec(usersProjection);
    const registered = (userId: string, role: string, profile: Record<string, unknown>) =>
      userRegistered(seal, {
        userId,
        role,
        status: role === 'university' ? 'pending' : 'active',
        personal: { email: `${userId}@example.org`, firstName: 'A', lastName: 'B', phone: '1' },
        profile,
      });
    const spec = await project([
      await registered('pending-uni', 'university', { universityName: 'Quiet Institute' }),
      { stream: userStream('pending-uni'), type: 'UserLoggedIn', data: { userId: 'pending-uni' } },
      {
        stream: userStream('pending-uni'),
        type: 'ProfileUpdated',
        data: { userId: 'pending-uni', profile: { universityName: 'Quieter Institute' } },
      },
      await registered('student', 'student', {}),
      {
        stream: userStream('student'),
        type: 'UserStatusChanged',
        data: { userId: 'student', status: 'inactive', tokenVersion: 1 },
      },
      {
        stream: userStream('pending-uni'),
        type: 'AccountDeleted',
        data: { userId: 'pending-uni', role: 'university' },
      },
    ]);
    expect(spec.notices.filter((notice) => notice.rooms.includes('public'))).toEqual([]);
    // The admins still hear of every one of them.
    expect(new Set(spec.notices.filter((notice) => notice.rooms.includes('admins')).flatMap((n) => n.ids))).toEqual(
      new Set(['pending-uni', 'student']),
    );
  });
});

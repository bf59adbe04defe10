import { describe, expect, it } from 'vitest';

import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { adminOverviewProjection } from './admin-overview.projection';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';
import { topics } from '@stint/shared/live/topics';

const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('admin overview projection', () => {
  it('counts accounts by role, pending universities, deactivated and verified accounts and subscribers; replays the same', async () => {
    const { seal, project } = projectionSpec(adminOverviewProjection);
    const sealed = (id: string) => seal(id, { email: `${id}@example.org`, firstName: id, lastName: 'T', phone: '' });
    let minute = 0;
    const user = (userId: string, type: string, data: Record<string, unknown> = {}): GivenEvent => ({
      stream: userStream(userId),
      type,
      data: { userId, ...data },
      metadata: { at: at(minute++) },
    });
    const registered = async (userId: string, role: string, status = 'active') =>
      user(userId, 'UserRegistered', { role, status, passwordHash: 'h', personal: await sealed(userId), profile: {} });
    const newsletter = (subscriberId: string, type: string, extra: Record<string, unknown> = {}): GivenEvent => ({
      stream: newsletterStream(subscriberId),
      type,
      data: { subscriberId, ...extra },
      metadata: { at: at(minute++) },
    });

    const spec = await project([
      await registered('s1', 'student'),
      await registered('s2', 'student'),
      await registered('e1', 'employer'),
      await registered('u1', 'university', 'pending'),
      await registered('u2', 'university', 'pending'),
      await registered('a1', 'admin'),
      user('s1', 'EmailConfirmed'),
      user('s1', 'EmailConfirmed'),
      user('e1', 'EmailConfirmed'),
      user('u1', 'UserStatusChanged', { status: 'active', tokenVersion: 0 }),
      user('s2', 'UserStatusChanged', { status: 'inactive', tokenVersion: 1 }),
      user('s1', 'UserLoggedIn'),
      user('s1', 'UserLoggedIn'),
      user('e1', 'UserLoggedIn'),
      // The account's deletion takes it out of every count.
      user('e1', 'AccountDeleted', { role: 'employer' }),
      newsletter('n1', 'NewsletterSubscribed', { categories: ['data_science'], email: await sealed('n1') }),
      newsletter('n2', 'NewsletterSubscribed', { categories: ['data_science'], email: await sealed('n2') }),
      newsletter('n2', 'NewsletterUnsubscribed'),
    ]);
    const documents = await spec.documents();
    expect(documents.admin_overview).toEqual([
      {
        _id: 'platform',
        users: 5,
        students: 2,
        employers: 0,
        universities: 2,
        admins: 1,
        pendingUniversities: 1,
        inactiveUsers: 1,
        verifiedUsers: 1,
        newsletterSubscribers: 1,
      },
    ]);
    const activity = Object.fromEntries(
      (documents.admin_user_activity as { _id: string }[]).map((account) => [account._id, account]),
    );
    expect(Object.keys(activity).sort()).toEqual(['a1', 's1', 's2', 'u1', 'u2']);
    expect(activity.s1).toEqual({
      _id: 's1',
      role: 'student',
      status: 'active',
      emailVerified: true,
      lastLoginAt: at(12),
    });
    expect(activity.s2).toMatchObject({ status: 'inactive', lastLoginAt: null });
    // No personal data in these documents.
    expect(JSON.stringify(documents)).not.toContain('@example.org');
    expect(spec.notices.every((notice) => notice.topic === topics.adminOverview)).toBe(true);
    expect(new Set(spec.notices.flatMap((notice) => notice.rooms))).toEqual(new Set(['admins']));

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });
});

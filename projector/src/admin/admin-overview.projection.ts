/**
 * The admin dashboard's counters (spec 2 §3 Dashboard stats (admin); docs/architecture.md §Projections: kept by a
 * projection, not counted per request): accounts by role, pending universities, deactivated and verified accounts,
 * newsletter subscribers, and one small document per account (role, status, verified, last sign-in) from which the
 * counters move and which answers "signed in within 30 days" with one indexed count.
 *
 * Each event writes the counters first and the account's document second, each once. On SQL both commit with the
 * checkpoint; on MongoDB a crash between the two writes replays the event against the old account document, which
 * gives the same counters again, and the position guard skips that second write of the counters.
 */
import { z } from 'zod';
import { rooms } from '@stint/shared';
import { userStatuses } from '@stint/shared/accounts/accounts.constants';
import { accountEventSchemas } from '@stint/shared/accounts/accounts.events';
import {
  ADMIN_OVERVIEW_ID,
  adminOverviewCollection,
  adminUserActivityCollection,
  emptyAdminOverview,
  type AdminOverviewDocument,
  type AdminUserActivityDocument,
} from '@stint/shared/admin/admin.read-models';
import { newsletterEventSchemas } from '@stint/shared/newsletter/newsletter.events';
import type { Role } from '@stint/shared/roles';
import { dataOf } from '../runtime/event-data';
import { defineProjection } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';
import { topics } from '@stint/shared/live/topics';

/** The account's deletion (accounts slice): it leaves every count. Read by its type, with only what this needs. */
const accountDeletedSchema = z.object({ userId: z.string() });
const userStatusChangedSchema = z.object({ userId: z.string(), status: z.enum(userStatuses) });

const ROLE_COUNTER: Record<Role, 'students' | 'employers' | 'universities' | 'admins'> = {
  student: 'students',
  employer: 'employers',
  university: 'universities',
  admin: 'admins',
};

/** How much one account adds to each counter, as its activity document stands. */
function contribution(account: AdminUserActivityDocument | null): Partial<Record<keyof AdminOverviewDocument, number>> {
  if (!account) return {};
  return {
    users: 1,
    [ROLE_COUNTER[account.role]]: 1,
    pendingUniversities: account.role === 'university' && account.status === 'pending' ? 1 : 0,
    inactiveUsers: account.status === 'inactive' ? 1 : 0,
    verifiedUsers: account.emailVerified ? 1 : 0,
  };
}

/** The counters with `before`'s contribution replaced by `after`'s (clamped at zero: a projection never throws). */
function moved(
  overview: AdminOverviewDocument,
  before: AdminUserActivityDocument | null,
  after: AdminUserActivityDocument | null,
): AdminOverviewDocument {
  const next = { ...overview };
  const removed = contribution(before);
  const added = contribution(after);
  for (const key of new Set([...Object.keys(removed), ...Object.keys(added)]) as Set<
    Exclude<keyof AdminOverviewDocument, '_id'>
  >) {
    next[key] = Math.max(0, next[key] - (removed[key] ?? 0) + (added[key] ?? 0));
  }
  return next;
}

const sameCounters = (a: AdminOverviewDocument, b: AdminOverviewDocument) => JSON.stringify(a) === JSON.stringify(b);

export const adminOverviewProjection = defineProjection({
  name: 'admin-overview',
  version: 1,
  collections: [adminOverviewCollection, adminUserActivityCollection],
  handles: [
    'UserRegistered',
    'EmailConfirmed',
    'UserStatusChanged',
    'UserLoggedIn',
    'AccountDeleted',
    'NewsletterSubscribed',
    'NewsletterUnsubscribed',
  ],
  async prefetch(events, context) {
    await context.collection<AdminOverviewDocument>(adminOverviewCollection).getMany([ADMIN_OVERVIEW_ID]);
    await context.collection<AdminUserActivityDocument>(adminUserActivityCollection).getMany(idsIn(events, ['userId']));
  },
  async apply(event, context) {
    const overviews = context.collection<AdminOverviewDocument>(adminOverviewCollection);
    const accounts = context.collection<AdminUserActivityDocument>(adminUserActivityCollection);
    const overview = (await overviews.get(ADMIN_OVERVIEW_ID)) ?? emptyAdminOverview();
    const changed = (id: string) => context.notify({ topic: topics.adminOverview, rooms: [rooms.admins], ids: [id] });

    /** Moves the counters from the account as it was to `after`, then writes the account (or deletes it). */
    const account = async (
      userId: string,
      next: (before: AdminUserActivityDocument | null) => AdminUserActivityDocument | null,
    ) => {
      const before = await accounts.get(userId);
      const after = next(before);
      if (after === before) return;
      const counters = moved(overview, before, after);
      if (!sameCounters(counters, overview)) await overviews.upsert(counters);
      if (after) await accounts.upsert(after);
      else await accounts.delete(userId);
      changed(userId);
    };
    const subscribers = async (delta: 1 | -1, subscriberId: string) => {
      await overviews.upsert({
        ...overview,
        newsletterSubscribers: Math.max(0, overview.newsletterSubscribers + delta),
      });
      changed(subscriberId);
    };

    switch (event.type) {
      case 'UserRegistered': {
        const data = dataOf(accountEventSchemas.UserRegistered, event, context);
        if (!data) return;
        await account(data.userId, (before) =>
          before
            ? before
            : { _id: data.userId, role: data.role, status: data.status, emailVerified: false, lastLoginAt: null },
        );
        return;
      }
      case 'EmailConfirmed': {
        const data = dataOf(accountEventSchemas.EmailConfirmed, event, context);
        if (!data) return;
        await account(data.userId, (before) =>
          before && !before.emailVerified ? { ...before, emailVerified: true } : before,
        );
        return;
      }
      case 'UserStatusChanged': {
        const data = dataOf(userStatusChangedSchema, event, context);
        if (!data) return;
        await account(data.userId, (before) =>
          before && before.status !== data.status ? { ...before, status: data.status } : before,
        );
        return;
      }
      case 'UserLoggedIn': {
        const data = dataOf(accountEventSchemas.UserLoggedIn, event, context);
        if (!data) return;
        const at = event.metadata.at;
        await account(data.userId, (before) =>
          before && (before.lastLoginAt === null || before.lastLoginAt < at) ? { ...before, lastLoginAt: at } : before,
        );
        return;
      }
      case 'AccountDeleted': {
        const data = dataOf(accountDeletedSchema, event, context);
        if (!data) return;
        await account(data.userId, () => null);
        return;
      }
      case 'NewsletterSubscribed': {
        // The subscription's decider only records this from a state that was not subscribed.
        const data = dataOf(newsletterEventSchemas.NewsletterSubscribed, event, context);
        if (data) await subscribers(1, data.subscriberId);
        return;
      }
      case 'NewsletterUnsubscribed': {
        // … and this only from a subscribed one.
        const data = dataOf(newsletterEventSchemas.NewsletterUnsubscribed, event, context);
        if (data) await subscribers(-1, data.subscriberId);
        return;
      }
    }
  },
});

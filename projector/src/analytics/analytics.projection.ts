/**
 * The analytics read model (admin analytics; docs/architecture.md §Projections): per-day buckets of counters —
 * registrations by role, internships that went public (and their categories), applications and decisions, logbook,
 * report and evaluation throughput — keyed by the UTC day of the event's `at`, so back-dated history lands on its own
 * day.
 *
 * Each event is one read-modify-write of its day's document. That is safe on replay: on SQL a batch commits with the
 * checkpoint, and on MongoDB the write carries the event's position, so a document that already counted the event
 * refuses the write again. A small lookup remembers each internship's category and whether it has been counted, so
 * a draft counts (in its category) on the day it is first published.
 */
import { rooms } from '@stint/shared';
import { accountEventSchemas } from '@stint/shared/accounts/accounts.events';
import { registrationRoles } from '@stint/shared/analytics/analytics.constants';
import {
  analyticsDaysCollection,
  emptyAnalyticsDay,
  type AnalyticsCounterName,
  type AnalyticsDayDocument,
} from '@stint/shared/analytics/analytics.read-models';
import type { InternshipCategory } from '@stint/shared/internships/internships.constants';
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import { dataOf } from '../runtime/event-data';
import { defineProjection, type ProjectionContext } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';
import { topics } from '@stint/shared/live/topics';

/** Per internship: its category, and whether it has already been counted as posted. */
type InternshipLookup = { _id: string; category: InternshipCategory; counted: boolean };
const internshipLookupCollection = { name: 'analytics_internships' };

/** Events that only bump one counter. */
const SIMPLE_COUNTERS: Record<string, AnalyticsCounterName> = {
  ApplicationSubmitted: 'applications',
  LogbookEntrySubmitted: 'logbooksSubmitted',
  LogbookEntryApproved: 'logbooksReviewed',
  LogbookEntryRejected: 'logbooksReviewed',
  ReportSubmitted: 'reportsSubmitted',
  ReportApproved: 'reportsReviewed',
  ReportRejected: 'reportsReviewed',
  ReportRevisionRequested: 'reportsReviewed',
  EvaluationSubmitted: 'evaluationsSubmitted',
};

type Bump = (day: AnalyticsDayDocument) => void;

const counter =
  (name: AnalyticsCounterName): Bump =>
  (day) => {
    day[name] += 1;
  };

const posted =
  (category: InternshipCategory): Bump =>
  (day) => {
    day.internshipsPosted += 1;
    day.categories[category] = (day.categories[category] ?? 0) + 1;
  };

/** The UTC date of an ISO time, or null when it is not one. */
export function utcDay(at: unknown): string | null {
  if (typeof at !== 'string') return null;
  const time = Date.parse(at);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

export const analyticsProjection = defineProjection({
  name: 'analytics',
  version: 1,
  collections: [analyticsDaysCollection, internshipLookupCollection],
  handles: [
    'UserRegistered',
    'InternshipPosted',
    'InternshipUpdated',
    'InternshipPublished',
    'ApplicationStatusChanged',
    ...Object.keys(SIMPLE_COUNTERS),
  ],
  async prefetch(events, context) {
    const days = events.flatMap((event) => utcDay(event.metadata.at) ?? []);
    await context.collection<AnalyticsDayDocument>(analyticsDaysCollection).getMany(days);
    await context.collection<InternshipLookup>(internshipLookupCollection).getMany(idsIn(events, ['internshipId']));
  },
  async apply(event, context) {
    const day = utcDay(event.metadata.at);
    if (!day) {
      context.logger.error({ eventId: event.id, at: event.metadata.at }, 'event without a valid time; not counted');
      return;
    }
    const simple = SIMPLE_COUNTERS[event.type];
    if (simple) return bumpDay(context, day, counter(simple));

    switch (event.type) {
      case 'UserRegistered': {
        const data = dataOf(accountEventSchemas.UserRegistered, event, context);
        const role = registrationRoles.find((candidate) => candidate === data?.role);
        if (!role) return;
        return bumpDay(context, day, (bucket) => {
          bucket.registrations[role] += 1;
        });
      }
      case 'ApplicationStatusChanged': {
        const data = dataOf(internshipEventSchemas.ApplicationStatusChanged, event, context);
        if (data?.to === 'accepted' || data?.to === 'rejected') return bumpDay(context, day, counter(data.to));
        return;
      }
      default:
        return applyInternshipEvent(event, day, context);
    }
  },
});

async function applyInternshipEvent(event: RecordedEvent, day: string, context: ProjectionContext): Promise<void> {
  const lookups = context.collection<InternshipLookup>(internshipLookupCollection);
  switch (event.type) {
    case 'InternshipPosted': {
      const data = dataOf(internshipEventSchemas.InternshipPosted, event, context);
      if (!data) return;
      const counted = data.status === 'active';
      if (counted) await bumpDay(context, day, posted(data.details.category));
      await lookups.upsert({ _id: data.internshipId, category: data.details.category, counted });
      return;
    }
    case 'InternshipUpdated': {
      const data = dataOf(internshipEventSchemas.InternshipUpdated, event, context);
      if (data) await lookups.patch(data.internshipId, { category: data.details.category });
      return;
    }
    case 'InternshipPublished': {
      const data = dataOf(internshipEventSchemas.InternshipPublished, event, context);
      const lookup = data ? await lookups.get(data.internshipId) : null;
      if (!lookup || lookup.counted) return;
      // The day first, then the lookup: a replay after a crash between the two still counts it exactly once.
      await bumpDay(context, day, posted(lookup.category));
      await lookups.patch(lookup._id, { counted: true });
      return;
    }
  }
}

async function bumpDay(context: ProjectionContext, date: string, bump: Bump): Promise<void> {
  const days = context.collection<AnalyticsDayDocument>(analyticsDaysCollection);
  const bucket = (await days.get(date)) ?? emptyAnalyticsDay(date);
  const next: AnalyticsDayDocument = {
    ...bucket,
    registrations: { ...bucket.registrations },
    categories: { ...bucket.categories },
  };
  bump(next);
  await days.upsert(next);
  context.notify({ topic: topics.analytics, rooms: [rooms.admins], ids: [date] });
}

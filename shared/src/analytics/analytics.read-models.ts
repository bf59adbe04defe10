/**
 * The analytics read model (projector `analytics`, docs/architecture.md §Projections: aggregates are kept by
 * projections, not computed per request): one document per UTC day, keyed `YYYY-MM-DD` by the day the events happened
 * (their metadata `at`, which the demo data back-dates), holding that day's counters.
 */
import type { InternshipCategory } from '../internships/internships.constants';
import type { RegistrationRole } from './analytics.constants';

export type AnalyticsCounters = {
  registrations: Record<RegistrationRole, number>;
  /** Internships that went public: posted as active, or a draft published for the first time. */
  internshipsPosted: number;
  applications: number;
  accepted: number;
  rejected: number;
  logbooksSubmitted: number;
  /** Approved or rejected by the employer. */
  logbooksReviewed: number;
  reportsSubmitted: number;
  /** Approved, rejected or sent back for revision by an admin. */
  reportsReviewed: number;
  evaluationsSubmitted: number;
};

export type AnalyticsCounterName = Exclude<keyof AnalyticsCounters, 'registrations'>;

export type AnalyticsDayDocument = AnalyticsCounters & {
  /** The UTC date, `YYYY-MM-DD`. */
  _id: string;
  /** Internships that went public that day, by category. */
  categories: Partial<Record<InternshipCategory, number>>;
};

export const analyticsDaysCollection = { name: 'analytics_days' };

export function emptyAnalyticsCounters(): AnalyticsCounters {
  return {
    registrations: { student: 0, employer: 0, university: 0 },
    internshipsPosted: 0,
    applications: 0,
    accepted: 0,
    rejected: 0,
    logbooksSubmitted: 0,
    logbooksReviewed: 0,
    reportsSubmitted: 0,
    reportsReviewed: 0,
    evaluationsSubmitted: 0,
  };
}

export function emptyAnalyticsDay(date: string): AnalyticsDayDocument {
  return { _id: date, ...emptyAnalyticsCounters(), categories: {} };
}

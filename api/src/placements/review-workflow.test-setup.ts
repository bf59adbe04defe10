/** The shared setup of the review workflow specs (review-workflow.*.int.spec.ts): one api on the embedded profile with the real projections, and an employer, another employer, an admin and a university. */
import { afterAll, beforeAll, expect } from 'vitest';
import {
  evaluationBody as sharedEvaluationBody,
  logbookEntryBody,
  people,
  type Person,
} from '@stint/launcher/testing/people';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { castOf, fillCast, withLateValues } from '../testing/cast';
import { startPlacementApi } from './placement-api.test-setup';

export { addDays, reportBody } from '@stint/launcher/testing/people';

/** Blank activities and strengths among the real ones: the api drops them (trimmed), which the specs check. */
export const entryBody = (internship: string, changes: Record<string, unknown> = {}) =>
  logbookEntryBody(internship, { activities: ['Set up the project', '', '  Wrote the first endpoint  '], ...changes });

export const evaluationBody = (student: string, internship: string, changes: Record<string, unknown> = {}) =>
  sharedEvaluationBody(student, internship, { strengths: ['Curious', ' '], ...changes });

/** The shared setup of the review workflow api specs: call it inside their describe (it adds the beforeAll and afterAll hooks). */
export function useReviewWorkflowApi() {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  const cast = castOf('northwind', 'acme', 'admin', 'university');

  /**
   * A student accepted at a new internship of `employer`'s (and, for contrast, one still pending there), with the
   * internship's `dates` if given (the deadline to apply stays ahead, so they may be past).
   */
  async function placement(employer: Person = cast.northwind, dates?: { startDate: string; endDate: string }) {
    const [student, pending] = await Promise.all([the.student('Ada'), the.student('Alan')]);
    const internshipId = await the.postInternship(employer, {
      title: 'Platform intern',
      company: 'Northwind',
      ...dates,
    });
    const [applicationId] = await Promise.all([the.apply(student, internshipId), the.apply(pending, internshipId)]);
    await the.decide(employer, applicationId, 'accepted');
    return { student, pending, internshipId, applicationId };
  }

  beforeAll(async () => {
    api = await startPlacementApi();
    the = people(api);
    const [northwind, acme, admin, university] = await Promise.all([
      the.employer('Northwind'),
      the.employer('Acme'),
      the.admin(),
      the.university(),
    ]);
    fillCast(cast, { northwind, acme, admin, university });
  });
  afterAll(async () => {
    await api?.close();
  });

  const as = (person: Person | undefined) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, body?: unknown) => api.request('POST', path, body ?? {}, person?.token),
    put: (path: string, body: unknown) => api.request('PUT', path, body, person?.token),
  });
  return withLateValues({ api: () => api, the: () => the }, { ...cast, placement, as });
}

type Caller = ReturnType<ReturnType<typeof useReviewWorkflowApi>['as']>;

/**
 * A student's own list and counts hold their items only (logbook entries, reports): each student's list at `list`
 * (under `key`) is exactly their one item, and their counts at `stats` read `counts`.
 */
export async function expectOwnItemsOnly(
  as: (person: Person) => Caller,
  route: { list: string; key: string; stats: string; counts: Record<string, number> },
  owners: readonly (readonly [Person, string])[],
) {
  for (const [student, own] of owners) {
    const listed = (await as(student).get(route.list)).body.data;
    expect(listed[route.key].map((item: { _id: string }) => item._id)).toEqual([own]);
    expect(listed.pagination).toMatchObject({ totalItems: 1 });
    expect((await as(student).get(route.stats)).body.data).toMatchObject(route.counts);
  }
}

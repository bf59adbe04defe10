/** The shared setup of the university api specs (university.*.int.spec.ts): one api on the embedded profile with the real projections, two approved universities and a pending one, their students, and the placements, entries and reports they look at. */
import { afterAll, beforeAll, expect } from 'vitest';
import { universityOversightProjection } from '@stint/projector/university/university-oversight.projection';
import {
  evaluationBody,
  logbookEntryBody,
  people,
  reportBody as sharedReportBody,
  type Person,
} from '@stint/launcher/testing/people';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { startPlacementApi } from '../placements/placement-api.test-setup';
import { castOf, fillCast, withLateValues } from '../testing/cast';
import { universityRoutes } from './index';

export { addDays } from '@stint/launcher/testing/people';

export const entryBody = (internship: string, title: string) => logbookEntryBody(internship, { title });

export const reportBody = (internship: string, title: string, type = 'midterm') =>
  sharedReportBody(internship, { title, type });

/** The shared setup of the university api specs: call it inside their describe (it adds the beforeAll and afterAll hooks). */
export function useUniversityApi() {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  const cast = castOf('admin', 'northwind', 'uniA', 'uniB', 'pendingUni', 'ada', 'alan', 'eve', 'grace', 'hedy');
  let internshipId: string, otherInternshipId: string;
  let submittedEntryId: string, draftEntryId: string, submittedReportId: string, draftReportId: string;

  const as = (person: Person | undefined) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, body?: unknown) => api.request('POST', path, body ?? {}, person?.token),
  });

  const studentOf: ReturnType<typeof people>['studentOf'] = (...args) => the.studentOf(...args);
  /** A new university of the test's own, approved. */
  const approvedUniversity = () => the.approvedUniversity(cast.admin);

  beforeAll(async () => {
    api = await startPlacementApi({ routes: universityRoutes, projections: [universityOversightProjection] });
    the = people(api);
    const [admin, northwind, uniA, uniB, pendingUni] = await Promise.all([
      the.admin(),
      the.employer('Northwind'),
      the.university(),
      the.university(),
      the.university(),
    ]);
    fillCast(cast, { admin, northwind, uniA, uniB, pendingUni });
    for (const university of [uniA, uniB]) await the.approve(university, admin);
    const ada = await studentOf(uniA, 'Ada', 'Lovelace', 'Mathematics');
    const alan = await studentOf(uniA, 'Alan', 'Turing');
    // Someone trying to smuggle a formula into an export.
    const eve = await studentOf(uniA, '=HYPERLINK("http://evil.example")', 'Mallory');
    const grace = await studentOf(uniB, 'Grace', 'Hopper');
    const hedy = await studentOf(null, 'Hedy', 'Lamarr');
    fillCast(cast, { ada, alan, eve, grace, hedy });

    internshipId = await the.postInternship(northwind, { title: 'Platform intern', company: 'Northwind' });
    otherInternshipId = await the.postInternship(northwind, { title: 'Data intern', company: 'Northwind' });
    const [adaApplication, alanApplication] = await Promise.all([
      the.apply(ada, internshipId),
      the.apply(alan, internshipId),
      the.apply(grace, internshipId),
      the.apply(hedy, internshipId),
      the.apply(ada, otherInternshipId),
    ]);
    await the.decide(northwind, adaApplication, 'accepted');
    await the.decide(northwind, alanApplication, 'rejected');

    const made = async (path: string, body: unknown, key: string) => {
      const created = await as(ada).post(path, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data[key]._id as string;
    };
    submittedEntryId = await made('/logbooks', entryBody(internshipId, 'Week one'), 'logbookEntry');
    draftEntryId = await made('/logbooks', entryBody(internshipId, 'Week two (draft)'), 'logbookEntry');
    submittedReportId = await made('/reports', reportBody(internshipId, 'Midterm report'), 'report');
    draftReportId = await made('/reports', reportBody(internshipId, 'Final report (draft)', 'final'), 'report');
    expect((await as(ada).post(`/logbooks/${submittedEntryId}/submit`)).status).toBe(200);
    expect((await as(ada).post(`/reports/${submittedReportId}/submit`)).status).toBe(200);
    const review = await as(admin).post(`/reports/${submittedReportId}/review`, { status: 'under_review' });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const evaluation = await as(northwind).post('/evaluations', evaluationBody(ada.id, internshipId));
    expect(evaluation.status, JSON.stringify(evaluation.body)).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });
  return withLateValues(
    {
      api: () => api,
      the: () => the,
      internshipId: () => internshipId,
      otherInternshipId: () => otherInternshipId,
      submittedEntryId: () => submittedEntryId,
      draftEntryId: () => draftEntryId,
      submittedReportId: () => submittedReportId,
      draftReportId: () => draftReportId,
    },
    { ...cast, as, studentOf, approvedUniversity },
  );
}

/**
 * The student's evaluation of a placement over HTTP (issue 17 item 6): submitting from the end date on, once; every
 * refusal; who reads what (the university per student, admins per employer, the employer only from three on); and
 * everyone else's 404 (authorization matrix below).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placementEvaluationsProjection } from '@stint/projector/placement-evaluations/placement-evaluations.projection';
import { universityOversightProjection } from '@stint/projector/university/university-oversight.projection';
import { people, type Person } from '@stint/launcher/testing/people';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { adminRoutes } from '../admin/index';
import { startPlacementApi } from '../placements/placement-api.test-setup';
import { placementEvaluationRoutes } from './index';

const ratings = { learning: 5, supervision: 4, workload: 3, environment: 4, overall: 5 };
const body = (internship: string, change: Record<string, unknown> = {}) => ({
  internship,
  ratings,
  comment: 'Great mentors and real work to do.',
  ...change,
});
const ended = { startDate: '2025-01-06', endDate: '2025-03-28' };

describe('placement evaluation api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let admin: Person, uni: Person, otherUni: Person, northwind: Person, acme: Person;

  const as = (person: Person | undefined) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, sent?: unknown) => api.request('POST', path, sent ?? {}, person?.token),
  });

  const studentOf = (university: Person | null, firstName = 'Ada') => the.studentOf(university, firstName);
  const approvedUniversity = () => the.approvedUniversity(admin);

  /** A student of `uni` accepted to a new internship of `employer` with these dates. */
  const placed = async (employer: Person, dates = ended) => {
    const student = await studentOf(uni);
    const internshipId = await the.postInternship(employer, dates);
    const applicationId = await the.apply(student, internshipId);
    await the.decide(employer, applicationId, 'accepted');
    return { student, internshipId, applicationId };
  };

  beforeAll(async () => {
    api = await startPlacementApi({
      routes: [...placementEvaluationRoutes, ...adminRoutes],
      projections: [placementEvaluationsProjection, universityOversightProjection],
    });
    the = people(api);
    [admin, northwind, acme] = await Promise.all([the.admin(), the.employer('Northwind'), the.employer('Acme')]);
    [uni, otherUni] = await Promise.all([approvedUniversity(), approvedUniversity()]);
  }, 120_000);
  afterAll(() => api?.close());

  it('takes one evaluation after the end date, which the student and their university read, and refuses a second', async () => {
    const { student, internshipId, applicationId } = await placed(northwind);
    const sent = await as(student).post('/placement-evaluations', body(internshipId));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const expected = {
      _id: applicationId,
      applicationId,
      studentId: student.id,
      internship: expect.objectContaining({ _id: internshipId }),
      ratings,
      average: 4.2,
      comment: 'Great mentors and real work to do.',
      evaluatedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      createdAt: expect.any(String),
    };
    expect(sent.body.data.evaluation).toEqual(expected);
    expect((await as(student).get('/placement-evaluations/mine')).body.data.evaluations).toEqual([expected]);
    const byUni = await as(uni).get(`/placement-evaluations/students/${student.id}`);
    expect(byUni.body.data.evaluations).toEqual([expected]);

    const again = await as(student).post('/placement-evaluations', body(internshipId));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already evaluated this placement');
  });

  it('refuses before the end date with a 409 that says from when, and bad input with a 400 that says why', async () => {
    const { student, internshipId } = await placed(northwind, { startDate: '2025-01-06', endDate: '2099-05-01' });
    const early = await as(student).post('/placement-evaluations', body(internshipId));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can evaluate this placement from its end date (2099-05-01) on');

    const cases: [Record<string, unknown>, string][] = [
      [{ ratings: { ...ratings, workload: 6 } }, 'Ratings must be whole numbers from 1 to 5'],
      [{ ratings: { ...ratings, overall: 2.5 } }, 'Ratings must be whole numbers from 1 to 5'],
      [{ ratings: { learning: 3 } }, 'Ratings must be whole numbers from 1 to 5'],
      [{ comment: 'Short' }, 'Comment must be at least 10 characters'],
      [{ comment: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters'],
      [{ comment: undefined }, 'A comment is required'],
    ];
    for (const [change, message] of cases) {
      const bad = await as(student).post('/placement-evaluations', body(internshipId, change));
      expect(bad.status, JSON.stringify(change)).toBe(400);
      expect(bad.body.message).toBe(message);
    }
  });

  it('shows an employer its averages only from three evaluations on, and admins every employer’s', async () => {
    const northwindOwn = async () => (await as(northwind).get('/placement-evaluations/employer')).body.data;
    // Northwind has one from the first test; Acme gets two, so it stays below the minimum.
    for (let i = 0; i < 2; i += 1) {
      const { student, internshipId } = await placed(acme);
      const sent = await as(student).post(
        '/placement-evaluations',
        body(internshipId, { ratings: { ...ratings, overall: 1 } }),
      );
      expect(sent.status).toBe(201);
    }
    const acmeOwn = await as(acme).get('/placement-evaluations/employer');
    expect(acmeOwn.body.data).toEqual({ enough: false, minimum: 3 });
    expect(JSON.stringify(acmeOwn.body)).not.toContain('Great mentors');

    const before = await northwindOwn();
    if (!before.enough) {
      for (let i = 0; i < 2; i += 1) {
        const { student, internshipId } = await placed(northwind);
        await as(student).post('/placement-evaluations', body(internshipId, { ratings: { ...ratings, learning: 2 } }));
      }
    }
    const after = await northwindOwn();
    expect(after).toEqual({
      enough: true,
      count: 3,
      averages: { learning: 3, supervision: 4, workload: 3, environment: 4, overall: 5 },
    });

    const all = (await as(admin).get('/placement-evaluations/employers')).body.data.employers;
    expect(all).toEqual(
      expect.arrayContaining([
        { employerId: northwind.id, company: expect.any(String), count: 3, averages: after.averages },
        {
          employerId: acme.id,
          company: expect.any(String),
          count: 2,
          averages: { learning: 5, supervision: 4, workload: 3, environment: 4, overall: 1 },
        },
      ]),
    );
    expect((await as(northwind).get('/placement-evaluations/employers')).status).toBe(403);
    expect((await as(admin).get('/placement-evaluations/employer')).status).toBe(403);
  });

  describe('who may', () => {
    let ids: { student: Person; internshipId: string };
    beforeAll(async () => {
      ids = await placed(northwind);
    });

    it('hides the placement from another student, and an internship with no placement, with a 404', async () => {
      const stranger = await studentOf(uni);
      const other = await as(stranger).post('/placement-evaluations', body(ids.internshipId));
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('Placement not found');
      const pending = await studentOf(uni);
      const internshipId = await the.postInternship(northwind, ended);
      await the.apply(pending, internshipId);
      expect((await as(pending).post('/placement-evaluations', body(internshipId))).status).toBe(404);
      expect((await as(ids.student).post('/placement-evaluations', body(randomUUID()))).status).toBe(404);
      expect((await as(northwind).post('/placement-evaluations', body(ids.internshipId))).status).toBe(403);
    });

    // Authorization matrix: each route with an id, as someone who may not see it (404 each).
    const matrix = [{ method: 'GET', path: '/placement-evaluations/students/:id', who: () => [otherUni] }];
    it.each(matrix)('$method $path', async ({ method, path, who }) => {
      await as(ids.student).post('/placement-evaluations', body(ids.internshipId));
      for (const person of who()) {
        const response = await api.request(method, path.replace(':id', ids.student.id), undefined, person.token);
        expect(response.status, `${person.email}: ${JSON.stringify(response.body)}`).toBe(404);
      }
      const missing = await api.request(method, path.replace(':id', randomUUID()), undefined, uni.token);
      expect(missing.status).toBe(404);
      expect(
        (await as(uni).get(`/placement-evaluations/students/${ids.student.id}`)).body.data.evaluations,
      ).toHaveLength(1);
    });
  });
});

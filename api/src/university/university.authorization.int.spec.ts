/**
 * The university's oversight over HTTP (issue 7): an approved university sees its own students only (anyone else's
 * is a 404), a pending one sees nothing (403 with the reason), other roles get 403, and there is no write route
 * under /university. Setup in university.test-setup.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNIVERSITY_AWAITING_APPROVAL } from '@stint/shared/university/university.schemas';
import { routes } from '../routes';
import { useUniversityApi } from './university.test-setup';

describe('university api', () => {
  const setup = useUniversityApi();
  const { as } = setup;
  const { admin, northwind, uniA, uniB, pendingUni, ada, grace, hedy } = setup;

  describe('authorization', () => {
    const listRoutes = [
      '/university/dashboard',
      '/university/students',
      '/university/students.csv',
      '/university/reports',
      '/university/reports.csv',
      '/university/logbooks',
      '/university/logbooks.csv',
    ];

    it('has read routes only, each for universities alone', () => {
      const declared = routes.filter((route) => route.path.startsWith('/university'));
      expect(declared.map((route) => route.path).sort()).toEqual(
        [...listRoutes, '/university/students/:id', '/university/reports/:id', '/university/logbooks/:id'].sort(),
      );
      for (const route of declared) {
        expect(route.method, route.path).toBe('get');
        expect(route.access, route.path).toEqual(['university']);
      }
    });

    it('answers a write to any university path with a 404', async () => {
      for (const [method, path] of [
        ['POST', '/university/students'],
        ['PUT', `/university/students/${ada.id}`],
        ['PATCH', `/university/reports/${setup.submittedReportId}`],
        ['DELETE', `/university/logbooks/${setup.submittedEntryId}`],
        ['POST', '/university/dashboard'],
      ] as const) {
        const response = await setup.api.request(method, path, {}, uniA.token);
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    });

    it('shows a pending university no student data, and says why', async () => {
      for (const path of [
        ...listRoutes,
        `/university/students/${ada.id}`,
        `/university/reports/${setup.submittedReportId}`,
        `/university/logbooks/${setup.submittedEntryId}`,
      ]) {
        const response = await as(pendingUni).get(path);
        expect(response.status, path).toBe(403);
        expect(response.body, path).toEqual({ success: false, message: UNIVERSITY_AWAITING_APPROVAL });
      }
    });

    it('turns every other role away, and asks the signed-out to sign in', async () => {
      for (const path of [...listRoutes, `/university/students/${ada.id}`]) {
        for (const person of [ada, northwind, admin]) expect((await as(person).get(path)).status, path).toBe(403);
        expect((await as(undefined).get(path)).status, path).toBe(401);
      }
    });

    // Each row: a university route called on an object that is not the caller's, which it must hide with a 404.
    const foreign = () => [
      { route: 'GET /university/students/:id', path: `/university/students/${grace.id}`, as: uniA, why: "B's student" },
      { route: 'GET /university/students/:id', path: `/university/students/${ada.id}`, as: uniB, why: "A's student" },
      { route: 'GET /university/students/:id', path: `/university/students/${hedy.id}`, as: uniA, why: 'not linked' },
      {
        route: 'GET /university/students/:id',
        path: `/university/students/${uniA.id}`,
        as: uniA,
        why: 'not a student',
      },
      { route: 'GET /university/students/:id', path: `/university/students/${randomUUID()}`, as: uniA, why: 'nobody' },
      {
        route: 'GET /university/reports/:id',
        path: `/university/reports/${setup.submittedReportId}`,
        as: uniB,
        why: "A's",
      },
      {
        route: 'GET /university/reports/:id',
        path: `/university/reports/${setup.draftReportId}`,
        as: uniA,
        why: 'a draft',
      },
      {
        route: 'GET /university/logbooks/:id',
        path: `/university/logbooks/${setup.submittedEntryId}`,
        as: uniB,
        why: "A's",
      },
      {
        route: 'GET /university/logbooks/:id',
        path: `/university/logbooks/${setup.draftEntryId}`,
        as: uniA,
        why: 'a draft',
      },
    ];

    it('hides every object that is not its own behind a 404', async () => {
      for (const row of foreign()) {
        const response = await as(row.as).get(row.path);
        expect(response.status, `${row.route} (${row.why})`).toBe(404);
      }
      expect((await as(uniA).get('/university/students/not-a-uuid')).status).toBe(400);
    });
  });
});

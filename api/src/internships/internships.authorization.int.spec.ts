/**
 * The internships api over HTTP (issue 4): who may call which route. Setup in internships.test-setup.ts.
 */
import { describe, expect, it } from 'vitest';
import { internshipRoutes } from './index';
import { tag, type Person, form, useInternshipsApi } from './internships.test-setup';

describe('internships api', () => {
  const setup = useInternshipsApi();
  const { get, send, post } = setup;
  const { ada, northwind, acme, university, admin } = setup;

  describe('authorization matrix', () => {
    const people = ['anonymous', 'student', 'other employer', 'owner', 'admin', 'university'] as const;
    type Who = (typeof people)[number];
    const person = (who: Who): Person | null =>
      ({ anonymous: null, student: ada, 'other employer': acme, owner: northwind, admin, university })[who];

    /** Each row: how to get a fresh internship in the state the route needs, then what each person gets. */
    type Row = {
      method: string;
      path: string;
      setup?: () => Promise<string>;
      body?: () => unknown;
      expected: Record<Who, number>;
    };
    const active = async () => (await post(northwind, { title: `Matrix ${tag()}` }))._id as string;
    const draft = async () => (await post(northwind, { title: `Matrix ${tag()}`, status: 'draft' }))._id as string;
    const inactive = async () => {
      const id = await active();
      await send('POST', `/internships/${id}/deactivate`, northwind);
      return id;
    };
    const byRole = (
      anonymous: number,
      student: number,
      other: number,
      owner: number,
      adminStatus: number,
      uni: number,
    ): Record<Who, number> => ({
      anonymous,
      student,
      'other employer': other,
      owner,
      admin: adminStatus,
      university: uni,
    });
    const rows: Row[] = [
      { method: 'GET', path: '/internships', expected: byRole(200, 200, 200, 200, 200, 200) },
      { method: 'POST', path: '/internships', body: () => form(), expected: byRole(401, 403, 201, 201, 403, 403) },
      {
        method: 'GET',
        path: '/internships/employer/internships',
        expected: byRole(401, 403, 200, 200, 403, 403),
      },
      { method: 'GET', path: '/internships/:id', setup: active, expected: byRole(200, 200, 200, 200, 200, 200) },
      { method: 'GET', path: '/internships/:id', setup: draft, expected: byRole(404, 404, 404, 200, 404, 404) },
      { method: 'GET', path: '/internships/:id', setup: inactive, expected: byRole(404, 404, 404, 200, 404, 404) },
      {
        method: 'PUT',
        path: '/internships/:id',
        setup: active,
        body: () => form(),
        expected: byRole(401, 403, 404, 200, 403, 403),
      },
      {
        method: 'POST',
        path: '/internships/:id/publish',
        setup: draft,
        expected: byRole(401, 403, 404, 200, 403, 403),
      },
      {
        method: 'POST',
        path: '/internships/:id/deactivate',
        setup: active,
        expected: byRole(401, 403, 404, 200, 403, 403),
      },
      {
        method: 'POST',
        path: '/internships/:id/reactivate',
        setup: inactive,
        expected: byRole(401, 403, 404, 200, 403, 403),
      },
      {
        method: 'POST',
        path: '/internships/:id/bookmark',
        setup: active,
        expected: byRole(401, 200, 403, 403, 403, 403),
      },
    ];

    it('covers every internships route', () => {
      const covered = new Set(rows.map((row) => `${row.method} ${row.path}`));
      for (const route of internshipRoutes) expect(covered).toContain(`${route.method.toUpperCase()} ${route.path}`);
    });

    it.each(rows.map((row) => [`${row.method} ${row.path}${row.setup ? ` (${row.setup.name})` : ''}`, row] as const))(
      '%s',
      async (_name, row) => {
        const id = row.setup ? await row.setup() : '';
        const actual = {} as Record<Who, number>;
        // The owner goes last: a state change must not decide what the others get.
        for (const who of [...people.filter((p) => p !== 'owner'), 'owner' as const]) {
          const path = row.path.replace(':id', id);
          const response =
            row.method === 'GET'
              ? await get(path, person(who))
              : await send(row.method, path, person(who), row.body?.() ?? {});
          actual[who] = response.status;
        }
        expect(actual).toEqual(row.expected);
      },
    );
  });
});

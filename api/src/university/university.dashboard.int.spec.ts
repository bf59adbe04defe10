/**
 * The university's oversight over HTTP (issue 7): the dashboard's numbers and rates. Setup in university.test-setup.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Person } from '@stint/launcher/testing/people';
import { addDays, entryBody, reportBody, useUniversityApi } from './university.test-setup';

describe('university api', () => {
  const setup = useUniversityApi();
  const { as, studentOf, approvedUniversity } = setup;
  const { northwind, uniA, uniB, ada, alan, eve, grace } = setup;

  it("shows a university its card and its own students' numbers", async () => {
    const response = await as(uniA).get('/university/dashboard');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const dashboard = response.body.data;
    const { user } = (await as(uniA).get('/auth/me')).body.data;
    expect(dashboard.university).toEqual({
      name: user.universityName,
      code: 'TU',
      type: user.universityType ?? null,
      accreditationStatus: user.accreditationStatus ?? null,
    });
    expect(dashboard.university.name).toMatch(/^Test University /);
    // Ada is placed, but her internship starts in 2099: no one is on an active internship yet.
    expect(dashboard.students).toMatchObject({ total: 3, active: 0 });
    // Newest first.
    expect(dashboard.students.list.map((student: { _id: string }) => student._id)).toEqual([eve.id, alan.id, ada.id]);
    expect(dashboard.applications).toEqual({ total: 3, approved: 1, pending: 1, approvalRate: 33 });
    expect(dashboard.logbooks).toEqual({ total: 2, submissionRate: 50 });
    expect(dashboard.reports).toEqual({ total: 2, submissionRate: 50 });
    expect(dashboard.internships).toEqual({ total: 2, active: 0 });
    expect(dashboard.evaluations).toEqual({ pending: 0, completed: 1 });

    const other = (await as(uniB).get('/university/dashboard')).body.data;
    expect(other.students).toMatchObject({ total: 1, active: 0 });
    expect(other.students.list.map((student: { _id: string }) => student._id)).toEqual([grace.id]);
    expect(other.applications).toEqual({ total: 1, approved: 0, pending: 1, approvalRate: 0 });
    expect(other.logbooks).toEqual({ total: 0, submissionRate: 0 });
    expect(other.internships).toEqual({ total: 1, active: 0 });
  });

  it('counts as active internships the students whose placement has started and not ended, on both screens', async () => {
    const university = await approvedUniversity();
    const [pia, cal, tia, eda, uma, nel] = await Promise.all([
      studentOf(university, 'Pia', 'Past'),
      studentOf(university, 'Cal', 'Current', 'Physics'),
      studentOf(university, 'Tia', 'Current'),
      studentOf(university, 'Eda', 'Ending'),
      studentOf(university, 'Uma', 'Upcoming'),
      studentOf(university, 'Nel', 'Unplaced'),
    ]);
    const dated = (title: string, startDate: string, endDate: string) =>
      setup.the.postInternship(northwind, { title, company: 'Northwind', startDate, endDate });
    const [past, current, endingToday, upcoming] = await Promise.all([
      dated('Summer intern', addDays(-120), addDays(-30)),
      dated('Autumn intern', addDays(-10), addDays(60)),
      dated('Closing intern', addDays(-60), addDays(0)),
      dated('Winter intern', addDays(30), addDays(120)),
    ]);
    const placements: [Person, string][] = [
      [pia, past],
      [cal, current],
      [tia, current],
      [eda, endingToday],
      [uma, upcoming],
    ];
    for (const [student, internship] of placements) {
      await setup.the.decide(northwind, await setup.the.apply(student, internship), 'accepted');
    }
    await setup.the.apply(nel, upcoming); // pending: not placed

    // Cal and Tia at the same internship, and Eda on her last day: three students, three active internships.
    const dashboard = (await as(university).get('/university/dashboard')).body.data;
    expect(dashboard.students).toMatchObject({ total: 6, active: 3 });
    expect(dashboard.internships).toEqual({ total: 4, active: 3 });
    // None evaluated: Pia's ended placement, Cal's, Tia's and Eda's are waiting for one; Uma's has not started.
    expect(dashboard.evaluations).toEqual({ pending: 4, completed: 0 });

    const list = (await as(university).get('/university/students')).body.data;
    expect(list.activeInternships).toBe(3);
    expect(list.pagination.total).toBe(6);
    // Pia's finished placement and Uma's future one are still shown, with their dates; only Nel has none.
    const placed = Object.fromEntries(
      list.students.map((student: { firstName: string; currentInternship?: { title: string } }) => [
        student.firstName,
        student.currentInternship?.title ?? null,
      ]),
    );
    expect(placed).toEqual({
      Pia: 'Summer intern',
      Cal: 'Autumn intern',
      Tia: 'Autumn intern',
      Eda: 'Closing intern',
      Uma: 'Winter intern',
      Nel: null,
    });
    // The count follows the search, as the Total Students beside it does.
    expect((await as(university).get('/university/students?search=physics')).body.data.activeInternships).toBe(1);
    expect((await as(university).get('/university/students?search=upcoming')).body.data.activeInternships).toBe(0);
    expect((await as(university).get('/university/students?page=2&limit=2')).body.data.activeInternships).toBe(3);

    const csv = (await as(university).get('/university/students.csv')).body as string;
    const statusOf = (lastName: string) =>
      csv
        .split('\r\n')
        .find((line) => line.includes(`,${lastName},`))
        ?.split(',')
        .at(-1);
    expect(['Past', 'Current', 'Ending', 'Upcoming', 'Unplaced'].map(statusOf)).toEqual([
      'Completed',
      'Current',
      'Current',
      'Upcoming',
      '',
    ]);
  });

  it('rounds its rates to the nearest whole percentage: 2 of 3 is 67', async () => {
    const university = await approvedUniversity();
    const [emmy, sophie, mary] = await Promise.all([
      studentOf(university, 'Emmy', 'Noether'),
      studentOf(university, 'Sophie', 'Germain'),
      studentOf(university, 'Mary', 'Somerville'),
    ]);
    const internship = await setup.the.postInternship(northwind, { title: 'Rounding intern', company: 'Northwind' });
    const [emmyApplication, sophieApplication] = await Promise.all([
      setup.the.apply(emmy, internship),
      setup.the.apply(sophie, internship),
      setup.the.apply(mary, internship),
    ]);
    await setup.the.decide(northwind, emmyApplication, 'accepted');
    await setup.the.decide(northwind, sophieApplication, 'accepted');
    // Emmy writes three of each and submits two: 2 of 3 is 67 %, where truncating would say 66.
    for (const [path, key, bodies] of [
      ['/logbooks', 'logbookEntry', ['Week one', 'Week two', 'Week three'].map((t) => entryBody(internship, t))],
      ['/reports', 'report', (['weekly', 'midterm', 'final'] as const).map((t) => reportBody(internship, t, t))],
    ] as const) {
      for (const [index, body] of bodies.entries()) {
        const created = await as(emmy).post(path, body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        if (index === 2) continue;
        const submitted = await as(emmy).post(`${path}/${created.body.data[key]._id}/submit`);
        expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      }
    }

    const response = await as(university).get('/university/dashboard');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.applications).toEqual({ total: 3, approved: 2, pending: 1, approvalRate: 67 });
    expect(response.body.data.logbooks).toEqual({ total: 3, submissionRate: 67 });
    expect(response.body.data.reports).toEqual({ total: 3, submissionRate: 67 });
  });
});

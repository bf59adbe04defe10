/**
 * Idempotency (DESIGN §3, issue 9): the same command sent 2–5 times with the same Idempotency-Key, one after
 * another or all at once, appends exactly one set of events and answers every copy alike (fast-check).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { evaluationsProjection } from '@stint/projector/evaluations/evaluations.projection';
import { logbooksProjection } from '@stint/projector/logbooks/logbooks.projection';
import { reportsProjection } from '@stint/projector/reports/reports.projection';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { applicationRoutes } from '../applications/index';
import { evaluationRoutes } from '../evaluations/index';
import { logbookRoutes } from '../logbooks/index';
import { reportRoutes } from '../reports/index';
import { people, type Person } from '../testing/people';
import { startTestApi, type TestApi } from '../testing/test-api';

type Sent = { status: number; body: { data?: unknown } };
type Kind = {
  /** Events one successful command appends. */
  events: number;
  /** Prepares a fresh target and returns the command to repeat. */
  prepare(): Promise<(headers: Record<string, string>) => Promise<Sent>>;
};

describe('idempotency', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let employer: Person, admin: Person, intern: Person, internshipId: string;

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...applicationRoutes, ...logbookRoutes, ...reportRoutes, ...evaluationRoutes],
      projections: [
        usersProjection,
        applicationsProjection,
        logbooksProjection,
        reportsProjection,
        evaluationsProjection,
      ],
      authenticate: accountAuthenticator,
    });
    the = people(api);
    [employer, admin, intern] = await Promise.all([the.employer('Northwind'), the.admin(), the.student('Ada')]);
    internshipId = await the.postInternship(employer, { positions: 1000 });
    await the.decide(employer, await the.apply(intern, internshipId), 'accepted');
  });
  afterAll(() => api?.close());

  const send = (person: Person, method: string, path: string, body: unknown) => (headers: Record<string, string>) =>
    api.request(method, path, body, person.token, headers) as Promise<Sent>;
  const entry = {
    internship: '',
    weekNumber: 1,
    title: 'Week',
    activities: ['Work'],
    learningOutcomes: 'Things',
    hoursWorked: 8,
    studentReflection: 'Fine',
    dueDate: '2099-01-01',
  };
  const report = { internship: '', title: 'Report', content: 'Body', summary: 'Short', dueDate: '2099-01-01' };
  const created = async (person: Person, path: string, body: unknown, key: string) => {
    const response = await api.request('POST', path, body, person.token);
    expect(response.status).toBe(201);
    return response.body.data[key]._id as string;
  };

  const kinds: Record<string, Kind> = {
    'create a logbook entry': {
      events: 1,
      prepare: async () => send(intern, 'POST', '/logbooks', { ...entry, internship: internshipId }),
    },
    'submit a report': {
      events: 1,
      async prepare() {
        const id = await created(intern, '/reports', { ...report, internship: internshipId }, 'report');
        return send(intern, 'POST', `/reports/${id}/submit`, {});
      },
    },
    'review a logbook entry': {
      events: 1,
      async prepare() {
        const id = await created(intern, '/logbooks', { ...entry, internship: internshipId }, 'logbookEntry');
        expect((await api.request('POST', `/logbooks/${id}/submit`, {}, intern.token)).status).toBe(200);
        return send(employer, 'POST', `/logbooks/${id}/review`, { status: 'rejected', comment: 'More detail' });
      },
    },
    'review a report': {
      events: 1,
      async prepare() {
        const id = await created(intern, '/reports', { ...report, internship: internshipId }, 'report');
        expect((await api.request('POST', `/reports/${id}/submit`, {}, intern.token)).status).toBe(200);
        return send(admin, 'POST', `/reports/${id}/review`, { status: 'under_review' });
      },
    },
    'evaluate an intern': {
      events: 1,
      async prepare() {
        // A new period start each time: one evaluation per intern, type and period.
        const start = new Date(Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 20_000) * 86_400_000);
        const startDate = start.toISOString().slice(0, 10);
        return send(employer, 'POST', '/evaluations', {
          student: intern.id,
          internship: internshipId,
          type: 'weekly',
          period: { startDate, endDate: startDate },
          strengths: ['Curious'],
          areasForImprovement: ['Estimates'],
          specificExamples: 'Shipped it',
          recommendations: ['Ownership'],
          attendance: { totalDays: 5, daysPresent: 5, punctuality: 'good' },
          workQuality: 'good',
          wouldHire: true,
          wouldRecommend: true,
        });
      },
    },
  };

  it('appends one set of events however often and however concurrently a command is repeated', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(kinds)),
        fc.integer({ min: 2, max: 5 }),
        fc.boolean(),
        async (name, times, concurrently) => {
          const kind = kinds[name]!;
          const command = await kind.prepare();
          const headers = { 'idempotency-key': `key-${randomUUID()}` };
          const before = (await api.platform.eventStore.headPosition()) ?? 0n;
          const answers: Sent[] = [];
          if (concurrently) answers.push(...(await Promise.all(Array.from({ length: times }, () => command(headers)))));
          else for (let copy = 0; copy < times; copy++) answers.push(await command(headers));
          const after = (await api.platform.eventStore.headPosition()) ?? 0n;
          expect(after - before, `${name} ×${times}${concurrently ? ' at once' : ''}`).toBe(BigInt(kind.events));
          const statuses = new Set(answers.map((answer) => answer.status));
          expect([...statuses], JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
          expect([...statuses][0]).toBeLessThan(300);
        },
      ),
      { numRuns: 25 },
    );
  });
});

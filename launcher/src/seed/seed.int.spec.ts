/**
 * `npm run seed` on a fresh embedded install with every projection and route: each role signs in with the printed
 * credentials, the history shows in the admin analytics, every stage of a placement exists, and a second run refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '@stint/projector';
import { internshipsCollection } from '@stint/shared/internships/internships.read-models';
import { logbookEntriesCollection } from '@stint/shared/logbooks/logbooks.read-models';
import { reportsCollection } from '@stint/shared/reports/reports.read-models';
import { evaluationsCollection } from '@stint/shared/evaluations/evaluations.read-models';
import { messageThreadsCollection, threadMessagesCollection } from '@stint/shared/messages/messages.read-models';
import { interviewsCollection } from '@stint/shared/interviews/interviews.read-models';
import { certificatesCollection } from '@stint/shared/certificates/certificates.read-models';
import { placementApprovalsCollection } from '@stint/shared/approvals/approvals.read-models';
import type { AdminAnalytics } from '@stint/shared/analytics/analytics.schemas';
import { accountAuthenticator } from '@stint/api/accounts/authenticate';
import { routes } from '@stint/api/routes';
import { startTestApi, type TestApi } from '../testing/test-api';
import { seedDemoData, SeedRefusedError, type SeedResult } from './seed';

describe('demo data', () => {
  let api: TestApi;
  let seeded: SeedResult;
  const tokens = new Map<string, string>();

  const statusesOf = async (collection: { name: string }) =>
    new Set((await api.platform.readStore.collection(collection).find({})).map((doc) => doc.status as string));

  beforeAll(async () => {
    api = await startTestApi('embedded', { routes, projections, authenticate: accountAuthenticator });
    await api.runner.caughtUp();
    seeded = await seedDemoData(api.platform);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('prints one sign-in per role, and each of them works', async () => {
    expect(seeded.signIns.map((signIn) => signIn.role)).toEqual(['admin', 'employer', 'university', 'student']);
    for (const signIn of seeded.signIns) {
      expect(signIn.password).toBe(seeded.password);
      const response = await api.post('/auth/login', { email: signIn.email, password: signIn.password });
      expect(response.status, `${signIn.role}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body.data.user).toMatchObject({ role: signIn.role, status: 'active', email: signIn.email });
      tokens.set(signIn.role, response.body.data.token);
    }
    // 38: with the two Northbridge students whose placements wait for approval (seed/approvals.ts).
    expect(seeded.counts).toMatchObject({ accounts: 38, internships: 15 });
  });

  it('shows months of history in the admin analytics', async () => {
    const response = await api.get('/admin/analytics?range=90d', tokens.get('admin'));
    expect(response.status).toBe(200);
    const analytics: AdminAnalytics = response.body.data;
    const busyDays = (pick: (point: AdminAnalytics['series'][number]) => number) =>
      analytics.series.filter((point) => pick(point) > 0).length;
    expect(busyDays((point) => point.registrations.student)).toBeGreaterThan(8);
    expect(busyDays((point) => point.applications)).toBeGreaterThan(10);
    expect(busyDays((point) => point.logbooksSubmitted)).toBeGreaterThan(15);
    expect(busyDays((point) => point.reportsReviewed)).toBeGreaterThan(3);
    expect(analytics.totals.internshipsPosted).toBeGreaterThan(5);
    expect(analytics.totals.evaluationsSubmitted).toBeGreaterThan(0);
    expect(analytics.acceptanceRate).toBeGreaterThan(30);
    expect(analytics.acceptanceRate).toBeLessThan(90);
    expect(analytics.topCategories.length).toBeGreaterThanOrEqual(6);
    const week = (await api.get('/admin/analytics?range=7d', tokens.get('admin'))).body.data as AdminAnalytics;
    expect(week.totals.registrations.student).toBeGreaterThan(0);
    expect(week.totals.logbooksSubmitted).toBeGreaterThan(0);
  });

  it('has internships, logbooks, reports and evaluations at every stage', async () => {
    expect(await statusesOf(internshipsCollection)).toEqual(new Set(['active', 'expired', 'draft', 'inactive']));
    expect(await statusesOf(logbookEntriesCollection)).toEqual(new Set(['draft', 'submitted', 'approved', 'rejected']));
    expect(await statusesOf(reportsCollection)).toEqual(
      new Set(['draft', 'submitted', 'under_review', 'approved', 'requires_revision']),
    );
    expect(await statusesOf(evaluationsCollection)).toEqual(new Set(['submitted', 'reviewed', 'approved']));
    // Issue 17 item 4: Northbridge asks for approval, and its autumn intake shows each stage of it.
    expect(await statusesOf(placementApprovalsCollection)).toEqual(new Set(['submitted', 'confirmed', 'approved']));

    const student = await api.get('/logbooks/student/my-entries', tokens.get('student'));
    expect(student.status).toBe(200);
    expect(student.body.data.logbookEntries.length).toBeGreaterThanOrEqual(8);
    const queue = await api.get('/reports/admin', tokens.get('admin'));
    expect(queue.status).toBe(200);
    expect(queue.body.data.reports.length).toBeGreaterThan(0);
    const open = await api.get('/internships?source=platform');
    expect(open.body.data.internships.length).toBeGreaterThanOrEqual(5);
  });

  it('fills the university screens, where they exist', async () => {
    const has = (path: string) => routes.some((route) => route.method === 'get' && route.path === path);
    if (has('/university/dashboard')) {
      const dashboard = await api.get('/university/dashboard', tokens.get('university'));
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.data.students.total).toBeGreaterThan(0);
    }
    if (has('/at-risk-alerts')) {
      const alerts = await api.get('/at-risk-alerts', tokens.get('university'));
      expect(alerts.status, JSON.stringify(alerts.body)).toBe(200);
      expect(alerts.body.data.alerts).toEqual(expect.any(Array));
    }
    if (has('/university/students')) {
      const students = await api.get('/university/students', tokens.get('university'));
      expect(students.status).toBe(200);
      expect(students.body.data.students.length).toBeGreaterThan(0);
    }
  });

  it('has a few conversations between students and employers, read and unread', async () => {
    const threads = await api.platform.readStore.collection(messageThreadsCollection).find({});
    expect(threads.length).toBeGreaterThanOrEqual(3);
    const messages = await api.platform.readStore.collection(threadMessagesCollection).find({});
    expect(new Set(messages.map((message) => message.authorRole))).toEqual(new Set(['student', 'employer']));
    expect(threads.some((thread) => (thread.employerUnread as number) > 0)).toBe(true);
    expect(threads.some((thread) => (thread.studentReadUpTo as number) > 0)).toBe(true);
  });

  it('has an upcoming interview, picked by its student', async () => {
    const interviews = await api.platform.readStore.collection(interviewsCollection).find({ status: 'scheduled' });
    expect(interviews).toHaveLength(1);
    expect(Date.parse((interviews[0]!.picked as { start: string }).start)).toBeGreaterThan(Date.now());
  });

  it('has placements evaluated by their students, enough for the demo employer to see its averages', async () => {
    const own = await api.get('/placement-evaluations/employer', tokens.get('employer'));
    expect(own.body.data).toMatchObject({ enough: true, count: 3 });
    const mine = await api.get('/placement-evaluations/mine', tokens.get('student'));
    expect(mine.body.data.evaluations).toEqual([
      expect.objectContaining({ comment: expect.stringContaining('dataset') }),
    ]);
    const all = await api.get('/placement-evaluations/employers', tokens.get('admin'));
    expect(all.body.data.employers).toEqual([expect.objectContaining({ company: 'Brightlane Software', count: 3 })]);
  });

  it('has completion certificates that check out on the verification page', async () => {
    const mine = await api.get('/certificates/mine', tokens.get('student'));
    expect(mine.body.data.certificates).toEqual([
      expect.objectContaining({
        status: 'valid',
        internship: expect.objectContaining({ title: 'Winter Data Sprint' }),
      }),
    ]);
    const { code, studentName } = mine.body.data.certificates[0];
    const verified = await api.get(`/verify/${code}`);
    expect(verified.body.data.certificate).toMatchObject({ status: 'valid', studentName });
    const all = await api.platform.readStore.collection(certificatesCollection).find({});
    expect(all.map((certificate) => certificate.status)).toEqual(['valid', 'valid']);
  });

  it('refuses to run again on an install that has accounts', async () => {
    await expect(seedDemoData(api.platform)).rejects.toThrow(SeedRefusedError);
    await expect(seedDemoData(api.platform)).rejects.toThrow(/already has 38 accounts/);
  });
});

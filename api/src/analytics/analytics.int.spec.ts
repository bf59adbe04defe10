/**
 * Admin analytics over HTTP on the embedded profile, with the real `analytics` projection: admin-only (JSON and CSV),
 * every range zero-filled, back-dated history counted on its own day, the acceptance rate and the CSV download.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsProjection } from '@stint/projector/analytics/analytics.projection';
import type { AdminAnalytics } from '@stint/shared/analytics/analytics.schemas';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { internshipDetails } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { addDays } from './analytics-report';
import { analyticsRoutes } from './index';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { reportStream } from '@stint/shared/reports/reports.streams';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { csvDownloadLines } from '../testing/csv-download';

const today = () => new Date().toISOString().slice(0, 10);
/** Noon UTC, `days` ago. */
const daysAgo = (days: number) => `${addDays(today(), -days)}T12:00:00.000Z`;

describe('admin analytics', () => {
  let api: TestApi;
  let adminToken: string;

  /** Appends one event as if it had happened `days` ago (what only the demo data may do) and waits for it. */
  async function happened(days: number, stream: string, type: string, data: Record<string, unknown>) {
    const { position } = await api.platform.eventStore.append(
      stream,
      [
        {
          id: randomUUID(),
          type,
          data,
          metadata: { correlationId: 'test', causationId: 'test', actor: null, at: daysAgo(days) },
        },
      ],
      { expectedRevision: 'any' },
    );
    while ((api.runner.position ?? -1n) < position) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const registered = async (days: number, role: string) => {
    const userId = randomUUID();
    const personal = await api.platform.cipher.encrypt(
      userId,
      JSON.stringify({ email: `${userId}@example.org`, firstName: 'A', lastName: 'B', phone: '' }),
    );
    await happened(days, userStream(userId), 'UserRegistered', {
      userId,
      role,
      status: 'active',
      passwordHash: 'x',
      personal,
      profile: {},
    });
  };
  const posted = (days: number, internshipId: string, category: InternshipDetails['category']) =>
    happened(days, internshipStream(internshipId), 'InternshipPosted', {
      internshipId,
      employerId: 'e',
      status: 'active',
      details: { ...internshipDetails, category },
    });
  const decided = (days: number, internshipId: string, to: string) =>
    happened(days, internshipStream(internshipId), 'ApplicationStatusChanged', {
      internshipId,
      applicationId: randomUUID(),
      studentId: randomUUID(),
      from: 'pending',
      to,
    });
  const applied = async (days: number, internshipId: string) => {
    const studentId = randomUUID();
    await happened(days, internshipStream(internshipId), 'ApplicationSubmitted', {
      internshipId,
      applicationId: randomUUID(),
      studentId,
      resume: { key: 'k'.repeat(32), contentType: 'application/pdf', size: 10 },
      personal: await api.platform.cipher.encrypt(studentId, '{}'),
    });
  };

  const analytics = async (range: string): Promise<AdminAnalytics> => {
    const response = await api.get(`/admin/analytics?range=${range}`, adminToken);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    api = await startTestApi('embedded', { routes: analyticsRoutes, projections: [analyticsProjection] });
    adminToken = await api.user('admin').token();
    await registered(0, 'student');
    await registered(0, 'student');
    await registered(3, 'employer');
    await registered(20, 'university');
    await registered(200, 'student');
    await posted(1, 'i-1', 'Technology');
    await posted(2, 'i-2', 'Technology');
    await posted(45, 'i-3', 'Finance');
    await applied(1, 'i-1');
    await applied(1, 'i-1');
    await applied(40, 'i-3');
    await decided(0, 'i-1', 'accepted');
    await decided(2, 'i-1', 'rejected');
    await decided(2, 'i-1', 'rejected');
    await decided(2, 'i-1', 'reviewing');
    await decided(50, 'i-3', 'accepted');
    await happened(5, reportStream('r'), 'ReportSubmitted', {
      reportId: 'r',
      submittedDate: addDays(today(), -5),
      isLate: false,
    });
    await happened(4, logbookStream('l'), 'LogbookEntrySubmitted', { entryId: 'l' });
    await happened(4, logbookStream('l'), 'LogbookEntryApproved', { entryId: 'l' });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('is for admins only, as JSON and as CSV', async () => {
    for (const path of ['/admin/analytics?range=7d', '/admin/analytics.csv?range=7d']) {
      expect((await api.get(path)).status).toBe(401);
      expect((await api.get(path, 'not-a-token')).status).toBe(401);
      for (const role of ['student', 'employer', 'university'] as const) {
        const response = await api.get(path, await api.user(role).token());
        expect(response.status, `${role} ${path}`).toBe(403);
        expect(response.body).toEqual({ success: false, message: 'Access denied: this action is for admin accounts' });
      }
    }
  });

  it('answers each range with every day zero-filled, today last', async () => {
    for (const [range, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const answer = await analytics(range);
      expect(answer.granularity).toBe('day');
      expect(answer.series).toHaveLength(days);
      expect(answer.series.at(-1)!.date).toBe(today());
      expect(answer.from).toBe(addDays(today(), -(days - 1)));
      expect(answer.series.map((point) => point.date)).toEqual(
        Array.from({ length: days }, (_, index) => addDays(answer.from, index)),
      );
    }
    const year = await analytics('1y');
    expect(year.granularity).toBe('week');
    expect(year.from).toBe(addDays(today(), -364));
    expect(year.series[0]!.date).toBe(year.from);
    expect(year.series.at(-1)!.endDate).toBe(today());
    expect(year.series.length).toBeGreaterThanOrEqual(53);

    expect((await api.get('/admin/analytics', adminToken)).body.data.range).toBe('30d');
    const wrong = await api.get('/admin/analytics?range=2w', adminToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Range must be one of 7d, 30d, 90d or 1y');
  });

  it('counts back-dated history on its own day: totals, acceptance rate and categories per range', async () => {
    const week = await analytics('7d');
    expect(week.totals).toEqual({
      registrations: { student: 2, employer: 1, university: 0 },
      internshipsPosted: 2,
      applications: 2,
      accepted: 1,
      rejected: 2,
      logbooksSubmitted: 1,
      logbooksReviewed: 1,
      reportsSubmitted: 1,
      reportsReviewed: 0,
      evaluationsSubmitted: 0,
    });
    expect(week.acceptanceRate).toBe(33.3);
    expect(week.topCategories).toEqual([{ category: 'Technology', count: 2 }]);
    const byDate = new Map(week.series.map((point) => [point.date, point]));
    expect(byDate.get(today())!.registrations.student).toBe(2);
    expect(byDate.get(addDays(today(), -2))).toMatchObject({ rejected: 2, acceptanceRate: 0, internshipsPosted: 1 });
    expect(byDate.get(addDays(today(), -6))).toMatchObject({ applications: 0, acceptanceRate: null });

    const quarter = await analytics('90d');
    expect(quarter.totals.registrations).toEqual({ student: 2, employer: 1, university: 1 });
    expect(quarter.totals.applications).toBe(3);
    expect(quarter.acceptanceRate).toBe(50);
    expect(quarter.topCategories).toEqual([
      { category: 'Technology', count: 2 },
      { category: 'Finance', count: 1 },
    ]);

    const year = await analytics('1y');
    expect(year.totals.registrations.student).toBe(3);
  });

  it('downloads the CSV as an attachment', async () => {
    const response = await api.get('/admin/analytics.csv?range=30d', adminToken);
    const lines = csvDownloadLines(response, 'stint-analytics.csv');
    expect(lines[0]!.startsWith('Date,Student registrations,Employer registrations')).toBe(true);
    expect(lines.slice(1, 31).map((line) => line.split(',')[0])).toEqual(
      Array.from({ length: 30 }, (_, index) => addDays(today(), index - 29)),
    );
    expect(lines[31]).toBe(`Total ${addDays(today(), -29)} to ${today()},2,1,1,2,2,1,2,33.3,1,1,1,0,0`);
    expect(lines).toContain('Technology,2');

    const wrong = await api.get('/admin/analytics.csv?range=forever', adminToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: 'Range must be one of 7d, 30d, 90d or 1y' });
  });
});

import { describe, expect, it } from 'vitest';

import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { emptyAnalyticsDay, type AnalyticsDayDocument } from '@stint/shared/analytics/analytics.read-models';
import { projectEvents, projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { userRegistered } from '../testing/placement-events';
import { analyticsProjection } from './analytics.projection';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { reportStream } from '@stint/shared/reports/reports.streams';
import { evaluationStream } from '@stint/shared/evaluations/evaluations.streams';
import { topics } from '@stint/shared/live/topics';

const details = (category: InternshipDetails['category']): InternshipDetails => ({
  title: 'Data intern',
  company: 'Northwind',
  category,
  positions: 2,
  description: 'Dashboards',
  requirements: [],
  responsibilities: [],
  benefits: [],
  skills: [],
  workType: 'remote',
  location: 'Porto',
  startDate: '2026-09-01',
  endDate: '2026-12-01',
  duration: '3 months',
  stipend: { amount: 900, currency: 'EUR', period: 'monthly' },
  applicationDeadline: '2026-08-15',
  isRemote: true,
  isPaid: true,
  type: null,
  salary: null,
});

/** A time on the given day of June 2026; the hour makes it clear the bucket is the UTC date. */
const on = (day: number, hour = 10) => ({
  at: `2026-06-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:30:00.000Z`,
});
const resume = { key: 'k'.repeat(32), contentType: 'application/pdf', size: 10 };

/** The day document with the given counters changed from zero. */
const day = (date: string, changes: (doc: AnalyticsDayDocument) => void): AnalyticsDayDocument => {
  const doc = emptyAnalyticsDay(`2026-06-${date}`);
  changes(doc);
  return doc;
};

describe('analytics projection', () => {
  it('counts each event on the UTC day it happened, back-dated or not, and replays to the same buckets', async () => {
    const { cipher, seal, project } = projectionSpec(analyticsProjection);
    const registered = (userId: string, role: string, when: { at: string }) =>
      userRegistered(seal, {
        userId,
        role,
        status: role === 'university' ? 'pending' : 'active',
        metadata: when,
        personal: { email: `${userId}@example.org`, firstName: 'A', lastName: 'B', phone: '' },
      });
    const internship = (id: string, type: string, data: Record<string, unknown>, when: { at: string }): GivenEvent => ({
      stream: internshipStream(id),
      type,
      data: { internshipId: id, ...data },
      metadata: when,
    });
    const decided = (id: string, applicationId: string, from: string, to: string, when: { at: string }) =>
      internship(id, 'ApplicationStatusChanged', { applicationId, studentId: `s-${applicationId}`, from, to }, when);
    const applied = async (id: string, applicationId: string, when: { at: string }) =>
      internship(
        id,
        'ApplicationSubmitted',
        {
          applicationId,
          studentId: `s-${applicationId}`,
          resume,
          personal: await cipher.encrypt(`s-${applicationId}`, '{}'),
        },
        when,
      );
    const item = (stream: string, type: string, data: Record<string, unknown>, when: { at: string }): GivenEvent => ({
      stream,
      type,
      data,
      metadata: when,
    });

    const spec = await project([
      await registered('s1', 'student', on(1)),
      await registered('s2', 'student', on(1, 23)),
      await registered('e1', 'employer', on(2, 0)),
      await registered('u1', 'university', on(2)),
      // Admins are created, not registered: not counted.
      await registered('a1', 'admin', on(2)),
      internship(
        'i1',
        'InternshipPosted',
        { employerId: 'e1', status: 'active', details: details('Technology') },
        on(3),
      ),
      // A draft counts on the day it is first published, in the category it has by then.
      internship('i2', 'InternshipPosted', { employerId: 'e1', status: 'draft', details: details('Finance') }, on(3)),
      internship('i2', 'InternshipUpdated', { details: details('Design') }, on(4)),
      internship('i2', 'InternshipPublished', {}, on(5)),
      internship('i2', 'InternshipDeactivated', {}, on(6)),
      internship('i2', 'InternshipReactivated', {}, on(7)),
      internship(
        'i3',
        'InternshipPosted',
        { employerId: 'e1', status: 'active', details: details('Technology') },
        on(5),
      ),
      await applied('i1', 'a1', on(5)),
      await applied('i1', 'a2', on(5)),
      await applied('i1', 'a3', on(6)),
      decided('i1', 'a1', 'pending', 'reviewing', on(6)),
      decided('i1', 'a1', 'reviewing', 'accepted', on(7)),
      decided('i1', 'a2', 'pending', 'rejected', on(7)),
      decided('i1', 'a3', 'pending', 'withdrawn', on(7)),
      item(logbookStream('l1'), 'LogbookEntryCreated', {}, on(8)),
      item(logbookStream('l1'), 'LogbookEntrySubmitted', { entryId: 'l1' }, on(8)),
      item(logbookStream('l1'), 'LogbookEntryRejected', { entryId: 'l1', comment: 'More detail' }, on(9)),
      item(logbookStream('l1'), 'LogbookEntrySubmitted', { entryId: 'l1' }, on(9)),
      item(logbookStream('l1'), 'LogbookEntryApproved', { entryId: 'l1' }, on(10)),
      item(
        reportStream('r1'),
        'ReportSubmitted',
        { reportId: 'r1', submittedDate: '2026-06-08', isLate: false },
        on(8),
      ),
      item(reportStream('r1'), 'ReportReviewStarted', { reportId: 'r1' }, on(9)),
      item(reportStream('r1'), 'ReportRevisionRequested', { reportId: 'r1', comment: 'Add numbers' }, on(9)),
      item(reportStream('r1'), 'ReportApproved', { reportId: 'r1' }, on(10)),
      item(evaluationStream('v1'), 'EvaluationSubmitted', {}, on(10)),
      // Appended last, back-dated to the first day: it lands on that day.
      await registered('s3', 'student', on(1, 8)),
    ]);
    const documents = await spec.documents();
    expect(documents.analytics_days).toEqual([
      day('01', (doc) => (doc.registrations.student = 3)),
      day('02', (doc) => {
        doc.registrations.employer = 1;
        doc.registrations.university = 1;
      }),
      day('03', (doc) => {
        doc.internshipsPosted = 1;
        doc.categories = { Technology: 1 };
      }),
      day('05', (doc) => {
        doc.internshipsPosted = 2;
        doc.categories = { Design: 1, Technology: 1 };
        doc.applications = 2;
      }),
      day('06', (doc) => (doc.applications = 1)),
      day('07', (doc) => {
        doc.accepted = 1;
        doc.rejected = 1;
      }),
      day('08', (doc) => {
        doc.logbooksSubmitted = 1;
        doc.reportsSubmitted = 1;
      }),
      day('09', (doc) => {
        doc.logbooksSubmitted = 1;
        doc.logbooksReviewed = 1;
        doc.reportsReviewed = 1;
      }),
      day('10', (doc) => {
        doc.logbooksReviewed = 1;
        doc.reportsReviewed = 1;
        doc.evaluationsSubmitted = 1;
      }),
    ]);
    expect(documents.analytics_internships).toEqual([
      { _id: 'i1', category: 'Technology', counted: true },
      { _id: 'i2', category: 'Design', counted: true },
      { _id: 'i3', category: 'Technology', counted: true },
    ]);

    // Only the admins hear of it, once per batch rather than once per event.
    expect(spec.notices.length).toBeGreaterThan(0);
    expect(spec.notices.every((notice) => notice.topic === topics.analytics)).toBe(true);
    expect(new Set(spec.notices.flatMap((notice) => notice.rooms))).toEqual(new Set(['admins']));
    expect(new Set(spec.notices.map((notice) => notice.position)).size).toBe(spec.notices.length);
    expect(spec.notices.flatMap((notice) => notice.ids)).toContain('2026-06-01');

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });

  it('skips events whose time or body it cannot read, without stopping', async () => {
    const spec = await projectEvents(analyticsProjection, [
      { stream: internshipStream('x'), type: 'ApplicationStatusChanged', data: { nonsense: true }, metadata: on(1) },
      {
        stream: internshipStream('x'),
        type: 'InternshipPublished',
        data: { internshipId: 'never-posted' },
        metadata: on(1),
      },
      { stream: reportStream('x'), type: 'ReportSubmitted', data: {}, metadata: { at: 'not a time' } },
      { stream: reportStream('y'), type: 'ReportSubmitted', data: {}, metadata: on(2) },
    ]);
    const documents = await spec.documents();
    expect(documents.analytics_days).toEqual([day('02', (doc) => (doc.reportsSubmitted = 1))]);
    expect(documents.analytics_internships).toEqual([]);
  });
});

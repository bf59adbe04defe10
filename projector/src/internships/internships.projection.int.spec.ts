import { describe, expect, it } from 'vitest';

import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import type { InternshipDocument } from '@stint/shared/internships/internships.read-models';
import { februaryInternshipDetails } from '../testing/placement-events';
import { projectEvents, projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { bookmarksProjection } from './bookmarks.projection';
import { internshipsProjection } from './internships.projection';
import { bookmarksStream, internshipStream } from '@stint/shared/internships/internships.streams';
import { topics } from '@stint/shared/live/topics';

const details: InternshipDetails = {
  ...februaryInternshipDetails,
  requirements: ['TypeScript'],
  responsibilities: ['Ship'],
  benefits: ['Lunch'],
  skills: ['Node'],
  stipend: { amount: 25, currency: 'EUR', period: 'hourly' },
};
const at = (minute: number) => ({ at: `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z` });
const resume = { key: 'k'.repeat(32), contentType: 'application/pdf', size: 10 };

describe('internships projection', () => {
  it('keeps each internship with its details, status and counters, tells the right rooms, and replays the same', async () => {
    const { cipher, project } = projectionSpec(internshipsProjection);
    const personal = (studentId: string) =>
      cipher.encrypt(
        studentId,
        JSON.stringify({ coverLetter: 'Hi', resumeName: 'cv.pdf', gpa: null, expectedGraduation: null }),
      );
    const on = (stream: string, minute: number, type: string, data: Record<string, unknown>): GivenEvent => ({
      stream: internshipStream(stream),
      type,
      data: { internshipId: stream, ...data },
      metadata: at(minute),
    });
    const applied = async (id: string, applicationId: string, studentId: string, minute: number) =>
      on(id, minute, 'ApplicationSubmitted', { applicationId, studentId, resume, personal: await personal(studentId) });
    const changed = (id: string, applicationId: string, studentId: string, from: string, to: string, minute: number) =>
      on(id, minute, 'ApplicationStatusChanged', { applicationId, studentId, from, to });

    const spec = await project([
      on('i1', 0, 'InternshipPosted', { employerId: 'e1', status: 'active', details }),
      await applied('i1', 'a1', 's1', 1),
      await applied('i1', 'a2', 's2', 2),
      await applied('i1', 'a3', 's3', 3),
      changed('i1', 'a1', 's1', 'pending', 'reviewing', 4),
      changed('i1', 'a1', 's1', 'reviewing', 'accepted', 5),
      changed('i1', 'a2', 's2', 'pending', 'accepted', 6),
      changed('i1', 'a3', 's3', 'pending', 'withdrawn', 7),
      on('i1', 8, 'InternshipUpdated', {
        details: {
          ...details,
          title: 'Platform intern',
          stipend: { amount: 3000, currency: 'EUR', period: 'total' },
        },
      }),
      on('i1', 9, 'InternshipDeactivated', {}),
      on('i1', 10, 'InternshipReactivated', {}),
      on('i2', 11, 'InternshipPosted', { employerId: 'e2', status: 'draft', details: { ...details, isPaid: false } }),
      on('i2', 12, 'InternshipPublished', {}),
      on('i2', 13, 'InternshipExpired', {}),
      on('i3', 14, 'InternshipPosted', { employerId: 'e2', status: 'draft', details }),
      // Never posted: skipped, not thrown on.
      on('i4', 15, 'InternshipDeactivated', {}),
    ]);
    const documents = await spec.documents();
    expect(documents.internships).toEqual([
      {
        _id: 'i1',
        employerId: 'e1',
        status: 'active',
        ...details,
        title: 'Platform intern',
        stipend: { amount: 3000, currency: 'EUR', period: 'total' },
        // 3000 over the three months from February to May.
        stipendMonthly: 1000,
        applicationsCount: 3,
        acceptedCount: 2,
        createdAt: at(0).at,
        updatedAt: at(10).at,
      },
      {
        _id: 'i2',
        employerId: 'e2',
        status: 'expired',
        ...details,
        isPaid: false,
        stipendMonthly: 0,
        applicationsCount: 0,
        acceptedCount: 0,
        createdAt: at(11).at,
        updatedAt: at(13).at,
      },
      {
        _id: 'i3',
        employerId: 'e2',
        status: 'draft',
        ...details,
        // 25 an hour, 160 hours a month.
        stipendMonthly: 4000,
        applicationsCount: 0,
        acceptedCount: 0,
        createdAt: at(14).at,
        updatedAt: at(14).at,
      },
    ]);

    const heard = (id: string) => spec.notices.filter((notice) => notice.ids.includes(id));
    expect(spec.notices.every((notice) => notice.topic === topics.internships)).toBe(true);
    expect(heard('i1').flatMap((notice) => notice.rooms)).toEqual(expect.arrayContaining(['public', 'employer:e1']));
    // A draft is news to its employer (and the admins, who oversee every internship) only; once published, the
    // public hears of it too.
    expect(heard('i3').flatMap((notice) => notice.rooms)).toEqual(['admins', 'employer:e2']);
    expect(heard('i2').flatMap((notice) => notice.rooms)).toContain('public');
    // An application, or a decision on one, moves counters only: the employer and the admins hear of it, not every
    // visitor (the public sees the new count on its next read).
    const counterNotices = spec.notices.filter(
      (notice) => notice.ids.includes('i1') && notice.rooms.includes('employer:e1') && !notice.rooms.includes('public'),
    );
    expect(counterNotices.length).toBeGreaterThan(0);
    expect(heard('i4')).toEqual([]);

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });
});

describe('internships projection: filled positions', () => {
  it('shows an internship filled by its last acceptance or by fewer positions, open again with more, and tells the public when it fills', async () => {
    const { cipher, project } = projectionSpec(internshipsProjection);
    const on = (stream: string, minute: number, type: string, data: Record<string, unknown>): GivenEvent => ({
      stream: internshipStream(stream),
      type,
      data: { internshipId: stream, ...data },
      metadata: at(minute),
    });
    const applied = async (id: string, applicationId: string, studentId: string, minute: number) =>
      on(id, minute, 'ApplicationSubmitted', {
        applicationId,
        studentId,
        resume,
        personal: await cipher.encrypt(
          studentId,
          JSON.stringify({ coverLetter: 'Hi', resumeName: 'cv.pdf', gpa: null, expectedGraduation: null }),
        ),
      });
    const accepted = (id: string, applicationId: string, studentId: string, minute: number) =>
      on(id, minute, 'ApplicationStatusChanged', { applicationId, studentId, from: 'pending', to: 'accepted' });
    const positions = (id: string, count: number, minute: number) =>
      on(id, minute, 'InternshipUpdated', { details: { ...details, positions: count } });

    // The projector applies 7 events a batch (projection-spec.ts): the postings and applications are the first
    // batch, the acceptances the second, so a notice's position says which of them it came from.
    const spec = await project([
      on('one-seat', 0, 'InternshipPosted', {
        employerId: 'e1',
        status: 'active',
        details: { ...details, positions: 1 },
      }),
      on('three-seats', 1, 'InternshipPosted', {
        employerId: 'e1',
        status: 'active',
        details: { ...details, positions: 3 },
      }),
      await applied('one-seat', 'a1', 's1', 2),
      await applied('one-seat', 'a2', 's2', 3),
      await applied('three-seats', 'b1', 's1', 4),
      await applied('three-seats', 'b2', 's2', 5),
      await applied('three-seats', 'b3', 's3', 6),
      accepted('one-seat', 'a1', 's1', 7),
      accepted('three-seats', 'b1', 's1', 8),
      accepted('three-seats', 'b2', 's2', 9),
    ]);
    const seats = async () =>
      Object.fromEntries(
        ((await spec.documents()).internships as InternshipDocument[]).map((internship) => [
          internship._id,
          { positions: internship.positions, acceptedCount: internship.acceptedCount },
        ]),
      );
    expect(await seats()).toEqual({
      'one-seat': { positions: 1, acceptedCount: 1 },
      'three-seats': { positions: 3, acceptedCount: 2 },
    });
    const publicBatches = (id: string) =>
      new Set(
        spec.notices
          .filter((notice) => notice.ids.includes(id) && notice.rooms.includes('public'))
          .map((notice) => notice.position),
      ).size;
    // Posted, then filled; the other one was posted and only its counters moved since.
    expect(publicBatches('one-seat')).toBe(2);
    expect(publicBatches('three-seats')).toBe(1);

    const edited = await project([
      on('i1', 0, 'InternshipPosted', { employerId: 'e1', status: 'active', details }),
      await applied('i1', 'a1', 's1', 1),
      accepted('i1', 'a1', 's1', 2),
      positions('i1', 1, 3),
      on('i2', 4, 'InternshipPosted', { employerId: 'e1', status: 'active', details: { ...details, positions: 1 } }),
      await applied('i2', 'b1', 's1', 5),
      accepted('i2', 'b1', 's1', 6),
      positions('i2', 2, 7),
    ]);
    const documents = (await edited.documents()).internships as InternshipDocument[];
    expect(documents.map(({ _id, positions: count, acceptedCount }) => ({ _id, count, acceptedCount }))).toEqual([
      // Down to the one student accepted: filled.
      { _id: 'i1', count: 1, acceptedCount: 1 },
      // One more position than accepted: open again.
      { _id: 'i2', count: 2, acceptedCount: 1 },
    ]);
    expect(await edited.replay()).toEqual(await edited.documents());
  });
});

describe('bookmarks projection', () => {
  it('keeps what each student saved, forgets what they unsaved, and replays the same', async () => {
    const event = (type: string, studentId: string, internshipId: string, minute: number): GivenEvent => ({
      stream: bookmarksStream(studentId),
      type,
      data: { studentId, internshipId },
      metadata: at(minute),
    });
    const spec = await projectEvents(bookmarksProjection, [
      event('InternshipBookmarked', 's1', 'i1', 0),
      event('InternshipBookmarked', 's1', 'i2', 1),
      event('InternshipUnbookmarked', 's1', 'i1', 2),
      event('InternshipBookmarked', 's2', 'i1', 3),
      event('InternshipUnbookmarked', 's2', 'i1', 4),
      event('InternshipBookmarked', 's2', 'i1', 5),
    ]);
    const documents = await spec.documents();
    expect(documents.bookmarks).toEqual([
      { _id: 's1:i2', studentId: 's1', internshipId: 'i2', createdAt: at(1).at },
      { _id: 's2:i1', studentId: 's2', internshipId: 'i1', createdAt: at(5).at },
    ]);
    expect(spec.notices.flatMap((notice) => notice.rooms).sort()).toEqual(
      expect.arrayContaining(['user:s1', 'user:s2']),
    );
    expect(spec.notices.every((notice) => notice.topic === topics.bookmarks)).toBe(true);
    expect(await spec.replay()).toEqual(documents);
  });
});

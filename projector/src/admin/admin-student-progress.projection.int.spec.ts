import { describe, expect, it } from 'vitest';

import { februaryInternshipDetails, userRegistered } from '../testing/placement-events';
import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { adminStudentProgressProjection } from './admin-student-progress.projection';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { reportStream } from '@stint/shared/reports/reports.streams';
import { topics } from '@stint/shared/live/topics';

const details = februaryInternshipDetails;
const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const resume = { key: 'k'.repeat(32), contentType: 'application/pdf', size: 10 };

describe('admin student progress projection', () => {
  it('keeps each student’s applications, current internship, logbook and report standing; replays the same', async () => {
    const { seal, project } = projectionSpec(adminStudentProgressProjection);
    let minute = 0;
    const event = (stream: string, type: string, data: Record<string, unknown>): GivenEvent => ({
      stream,
      type,
      data,
      metadata: { at: at(minute++) },
    });
    const student = (userId: string, firstName: string, lastName: string) =>
      userRegistered(seal, {
        userId,
        role: 'student',
        metadata: { at: at(minute++) },
        personal: { email: `${userId}@example.org`, firstName, lastName, phone: '', studentId: `S-${userId}` },
        profile: { university: 'Lisbon Tech', program: 'CS', yearOfStudy: '3' },
      });
    const internship = (id: string, type: string, extra: Record<string, unknown>) =>
      event(internshipStream(id), type, { internshipId: id, ...extra });
    const applied = async (internshipId: string, applicationId: string, studentId: string) =>
      internship(internshipId, 'ApplicationSubmitted', {
        applicationId,
        studentId,
        resume,
        personal: await seal(studentId, {
          coverLetter: 'Hi',
          resumeName: 'cv.pdf',
          gpa: null,
          expectedGraduation: null,
        }),
      });
    const decided = (internshipId: string, applicationId: string, studentId: string, from: string, to: string) =>
      internship(internshipId, 'ApplicationStatusChanged', { applicationId, studentId, from, to });
    const logbook = (entryId: string, type: string, extra: Record<string, unknown> = {}) =>
      event(logbookStream(entryId), type, { entryId, ...extra });
    const report = (reportId: string, type: string, extra: Record<string, unknown> = {}) =>
      event(reportStream(reportId), type, { reportId, ...extra });
    const placement = { internshipId: 'i1', applicationId: 'a1', employerId: 'e1' };

    const spec = await project([
      await student('s1', 'Ada', 'Lovelace'),
      await student('s2', 'alan', 'turing'),
      // An employer is not a student: no document.
      await userRegistered(seal, {
        userId: 'e1',
        role: 'employer',
        metadata: { at: at(minute++) },
        personal: { email: 'e1@example.org', firstName: '', lastName: '', phone: '' },
        profile: { companyName: 'Northwind' },
      }),
      internship('i1', 'InternshipPosted', { employerId: 'e1', status: 'active', details }),
      internship('i2', 'InternshipPosted', {
        employerId: 'e1',
        status: 'active',
        details: { ...details, title: 'Data' },
      }),
      await applied('i1', 'a1', 's1'),
      await applied('i2', 'a2', 's1'),
      await applied('i1', 'a3', 's2'),
      decided('i1', 'a1', 's1', 'pending', 'reviewing'),
      decided('i1', 'a1', 's1', 'reviewing', 'accepted'),
      decided('i2', 'a2', 's1', 'pending', 'withdrawn'),
      decided('i1', 'a3', 's2', 'pending', 'rejected'),
      // The internship is renamed: its placed student shows the new title.
      internship('i1', 'InternshipUpdated', { details: { ...details, title: 'Platform intern' } }),
      logbook('l1', 'LogbookEntryCreated', {
        ...placement,
        studentId: 's1',
        weekNumber: 1,
        hoursWorked: 8,
        dueDate: '2027-02-08',
        entryDate: '2027-02-07',
        content: await seal('s1', { title: 'W1', activities: [], learningOutcomes: '', studentReflection: '' }),
      }),
      logbook('l2', 'LogbookEntryCreated', {
        ...placement,
        studentId: 's1',
        weekNumber: 2,
        hoursWorked: 8,
        dueDate: '2027-02-15',
        entryDate: '2027-02-14',
        content: await seal('s1', { title: 'W2', activities: [], learningOutcomes: '', studentReflection: '' }),
      }),
      logbook('l1', 'LogbookEntrySubmitted'),
      logbook('l1', 'LogbookEntryApproved'),
      logbook('l2', 'LogbookEntrySubmitted'),
      report('r1', 'ReportCreated', {
        ...placement,
        studentId: 's1',
        reportType: 'weekly',
        dueDate: '2027-02-10',
        reportDate: '2027-02-09',
        content: await seal('s1', { title: 'R1', content: 'x', summary: 'y' }),
      }),
      report('r2', 'ReportCreated', {
        ...placement,
        studentId: 's1',
        reportType: 'final',
        dueDate: '2027-05-01',
        reportDate: '2027-04-30',
        content: await seal('s1', { title: 'R2', content: 'x', summary: 'y' }),
      }),
      report('r1', 'ReportSubmitted', { submittedDate: at(40), isLate: false }),
      report('r1', 'ReportReviewStarted'),
      report('r2', 'ReportSubmitted', { submittedDate: at(41), isLate: false }),
      report('r2', 'ReportRevisionRequested', { comment: 'More detail' }),
      event(userStream('s2'), 'UserStatusChanged', { userId: 's2', status: 'inactive', tokenVersion: 1 }),
      event(userStream('s2'), 'ProfileUpdated', {
        userId: 's2',
        personal: await seal('s2', { firstName: 'Alan' }),
        profile: { program: 'Mathematics' },
      }),
    ]);
    const documents = await spec.documents();
    const [ada, alan] = documents.admin_student_progress as Record<string, unknown>[];
    expect(documents.admin_student_progress).toHaveLength(2);
    expect(ada).toMatchObject({
      _id: 's1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 's1@example.org',
      studentId: 'S-s1',
      university: 'Lisbon Tech',
      program: 'CS',
      yearOfStudy: '3',
      status: 'active',
      sortName: 'lovelace ada',
      applications: { total: 2, pending: 0, reviewing: 0, accepted: 1, rejected: 0, withdrawn: 1 },
      currentInternship: {
        _id: 'i1',
        applicationId: 'a1',
        title: 'Platform intern',
        company: 'Northwind',
        startDate: '2027-02-01',
        endDate: '2027-05-01',
      },
      logbooks: { total: 2, draft: 0, submitted: 1, approved: 1, rejected: 0 },
      reports: { total: 2, draft: 0, inReview: 1, approved: 0, needsRevision: 1 },
    });
    expect(alan).toMatchObject({
      _id: 's2',
      firstName: 'Alan',
      lastName: 'turing',
      program: 'Mathematics',
      status: 'inactive',
      sortName: 'turing alan',
      applications: { total: 1, rejected: 1 },
      currentInternship: null,
      logbooks: { total: 0 },
      reports: { total: 0 },
    });
    expect(spec.notices.every((notice) => notice.topic === topics.adminStudentProgress)).toBe(true);
    expect(new Set(spec.notices.flatMap((notice) => notice.rooms))).toEqual(new Set(['admins']));

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });
});

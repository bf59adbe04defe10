import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { emptyTally, type OversightTally } from '@stint/shared/university/university.read-models';
import { internshipDetails, placementEvents, userRegistered } from '../testing/placement-events';
import { projectionSpec, sealWith, type GivenEvent } from '../testing/projection-spec';
import { universityOversightProjection } from './university-oversight.projection';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { reportStream } from '@stint/shared/reports/reports.streams';
import { topics } from '@stint/shared/live/topics';

const details = { ...internshipDetails, positions: 5 };
const at = (minute: number) => `2027-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const employer = { id: 'e1', role: 'employer' };

/** The events, personal parts sealed with their person's key by `cipher`. */
function given(cipher: PersonalDataCipher) {
  const seal = sealWith(cipher);
  const placements = placementEvents(cipher);
  let minute = 0;
  const next = () => at(minute++);
  return {
    university: (userId: string) =>
      userRegistered(seal, {
        userId,
        role: 'university',
        metadata: { at: next() },
        personal: { email: `${userId}@example.org`, firstName: 'Uma', lastName: 'V', phone: '1' },
        profile: { universityName: `University ${userId}`, universityCode: userId.toUpperCase() },
      }),
    student: (userId: string, firstName: string, universityId: string | null) =>
      userRegistered(seal, {
        userId,
        role: 'student',
        metadata: { at: next() },
        personal: {
          email: `${userId}@example.org`,
          firstName,
          lastName: 'Tester',
          phone: '1',
          studentId: `ST-${userId}`,
        },
        profile: { university: 'Uni', universityId, program: 'BSc Computing', major: 'CS', yearOfStudy: '3' },
      }),
    posted: (internshipId: string, title: string): GivenEvent => ({
      stream: internshipStream(internshipId),
      type: 'InternshipPosted',
      metadata: { at: next(), actor: employer },
      data: { internshipId, employerId: 'e1', status: 'active', details: { ...details, title } },
    }),
    renamed: (internshipId: string, title: string): GivenEvent => ({
      stream: internshipStream(internshipId),
      type: 'InternshipUpdated',
      metadata: { at: next(), actor: employer },
      data: { internshipId, details: { ...details, title, endDate: '2027-07-01' } },
    }),
    applied: async (applicationId: string, studentId: string, internshipId: string): Promise<GivenEvent> => ({
      stream: internshipStream(internshipId),
      type: 'ApplicationSubmitted',
      metadata: { at: next(), actor: { id: studentId, role: 'student' } },
      data: {
        internshipId,
        applicationId,
        studentId,
        resume: { key: 'k', contentType: 'application/pdf', size: 10 },
        personal: await seal(studentId, {
          coverLetter: 'Hi',
          resumeName: 'cv.pdf',
          gpa: null,
          expectedGraduation: null,
        }),
      },
    }),
    decided: (
      applicationId: string,
      studentId: string,
      internshipId: string,
      from: string,
      to: string,
    ): GivenEvent => ({
      stream: internshipStream(internshipId),
      type: 'ApplicationStatusChanged',
      metadata: { at: next(), actor: employer },
      data: { internshipId, applicationId, studentId, from, to },
    }),
    evaluated: async (evaluationId: string, applicationId: string, studentId: string): Promise<GivenEvent> => {
      // The university counts an evaluation by its application; the placement specs' evaluation says the rest.
      const placement = { studentId, internshipId: 'i1', employerId: 'e1' };
      const evaluation = await placements.evaluationSubmitted(evaluationId, placement, 0);
      return { ...evaluation, metadata: { at: next(), actor: employer }, data: { ...evaluation.data, applicationId } };
    },
    logbook: async (
      type: 'LogbookEntryCreated' | 'LogbookEntrySubmitted' | 'LogbookEntryEdited',
      entryId: string,
      studentId: string,
    ): Promise<GivenEvent> => {
      const facts = {
        weekNumber: 1,
        hoursWorked: 30,
        dueDate: '2027-03-07',
        content: await seal(studentId, { title: 'Week', activities: [], learningOutcomes: '', studentReflection: '' }),
      };
      const data =
        type === 'LogbookEntryCreated'
          ? {
              ...facts,
              entryId,
              studentId,
              internshipId: 'i1',
              applicationId: 'a1',
              employerId: 'e1',
              entryDate: '2027-03-07',
            }
          : type === 'LogbookEntryEdited'
            ? { ...facts, entryId }
            : { entryId };
      return { stream: logbookStream(entryId), type, metadata: { at: next() }, data };
    },
    report: async (
      type: 'ReportCreated' | 'ReportSubmitted' | 'ReportRevised',
      reportId: string,
      studentId: string,
    ): Promise<GivenEvent> => {
      const facts = {
        reportType: 'weekly',
        dueDate: '2027-03-07',
        content: await seal(studentId, { title: 'Report', content: 'c', summary: 's' }),
      };
      const data =
        type === 'ReportCreated'
          ? {
              ...facts,
              reportId,
              studentId,
              internshipId: 'i1',
              applicationId: 'a1',
              employerId: 'e1',
              reportDate: '2027-03-01',
            }
          : type === 'ReportRevised'
            ? { ...facts, reportId }
            : { reportId, submittedDate: '2027-03-06', isLate: false };
      return { stream: reportStream(reportId), type, metadata: { at: next() }, data };
    },
  };
}

/** University `u1`, its student Ada (`s1`) and her application `a1` to `i1`: where the single-student specs start. */
const adaApplied = async (the: ReturnType<typeof given>) => [
  await the.university('u1'),
  await the.student('s1', 'Ada', 'u1'),
  the.posted('i1', 'Backend intern'),
  await the.applied('a1', 's1', 'i1'),
];

const tally = (counts: Partial<OversightTally>): OversightTally => ({ ...emptyTally(), ...counts });

describe('university oversight projection', () => {
  it('keeps each university its own counts and a summary per student, and replays to the same documents', async () => {
    const { cipher, given: the, project } = projectionSpec(universityOversightProjection, given);
    const events = [
      await the.university('u1'),
      await the.university('u2'),
      await the.student('s1', 'Ada', 'u1'),
      await the.student('s2', 'Alan', 'u1'),
      await the.student('s3', 'Grace', 'u2'),
      // Not linked to any university: nobody oversees what she does.
      await the.student('s4', 'Hedy', null),
      the.posted('i1', 'Backend intern'),
      the.posted('i2', 'Data intern'),
      await the.applied('a1', 's1', 'i1'),
      await the.applied('a2', 's2', 'i1'),
      await the.applied('a3', 's3', 'i1'),
      await the.applied('a4', 's4', 'i1'),
      await the.applied('a5', 's1', 'i2'),
      the.decided('a1', 's1', 'i1', 'pending', 'accepted'),
      the.decided('a2', 's2', 'i1', 'pending', 'rejected'),
      the.decided('a5', 's1', 'i2', 'pending', 'reviewing'),
      the.decided('a4', 's4', 'i1', 'pending', 'accepted'),
      await the.logbook('LogbookEntryCreated', 'e1', 's1'),
      await the.logbook('LogbookEntrySubmitted', 'e1', 's1'),
      await the.logbook('LogbookEntryCreated', 'e2', 's1'),
      // A draft edited stays a draft.
      await the.logbook('LogbookEntryEdited', 'e2', 's1'),
      await the.report('ReportCreated', 'r1', 's1'),
      await the.report('ReportSubmitted', 'r1', 's1'),
      // Sent back and reworked: a draft again.
      await the.report('ReportRevised', 'r1', 's1'),
      await the.report('ReportCreated', 'r2', 's1'),
      await the.report('ReportSubmitted', 'r2', 's1'),
      await the.report('ReportCreated', 'r4', 's4'),
      await the.evaluated('v1', 'a1', 's1'),
      await the.evaluated('v2', 'a1', 's1'),
      the.renamed('i1', 'Platform intern'),
      {
        stream: userStream('s2'),
        type: 'ProfileUpdated',
        metadata: { at: at(59), actor: { id: 's2', role: 'student' } },
        data: {
          userId: 's2',
          personal: await cipher.encrypt('s2', JSON.stringify({ lastName: 'Turing' })),
          profile: { yearOfStudy: '4' },
        },
      },
    ];
    const spec = await project(events);
    const documents = await spec.documents();
    expect(documents.university_dashboards).toEqual([
      {
        _id: 'u1',
        students: 2,
        // i1 and i2 applied to.
        internships: 2,
        tally: tally({
          applications: 3,
          approvedApplications: 1,
          pendingApplications: 1,
          logbookEntries: 2,
          submittedLogbookEntries: 1,
          reports: 2,
          submittedReports: 1,
          pendingEvaluations: 0,
          // One placement evaluated (twice).
          completedEvaluations: 1,
        }),
        updatedAt: expect.any(String),
      },
      {
        _id: 'u2',
        students: 1,
        internships: 1,
        tally: tally({ applications: 1, pendingApplications: 1 }),
        updatedAt: expect.any(String),
      },
    ]);

    const [ada, alan, grace] = documents.university_students!;
    expect(documents.university_students!.map((student) => student._id)).toEqual(['s1', 's2', 's3']);
    expect(ada).toEqual({
      _id: 's1',
      universityId: 'u1',
      firstName: 'Ada',
      lastName: 'Tester',
      name: 'Ada Tester',
      studentId: 'ST-s1',
      email: 's1@example.org',
      program: 'BSc Computing',
      yearOfStudy: '3',
      registeredAt: at(2),
      tally: tally({
        applications: 2,
        approvedApplications: 1,
        pendingApplications: 1,
        logbookEntries: 2,
        submittedLogbookEntries: 1,
        reports: 2,
        submittedReports: 1,
        completedEvaluations: 1,
      }),
      // The accepted placement, renamed since.
      currentInternship: {
        internshipId: 'i1',
        title: 'Platform intern',
        company: 'Northwind',
        startDate: '2027-03-01',
        endDate: '2027-07-01',
        acceptedAt: at(13),
      },
      currentInternshipId: 'i1',
    });
    expect(alan).toEqual(
      expect.objectContaining({
        lastName: 'Turing',
        name: 'Alan Turing',
        yearOfStudy: '4',
        tally: tally({ applications: 1 }),
        currentInternship: null,
      }),
    );
    expect(grace).toEqual(
      expect.objectContaining({ universityId: 'u2', tally: tally({ applications: 1, pendingApplications: 1 }) }),
    );
    // Only linked students' items are kept.
    expect(documents.university_applications!.map((application) => application._id)).toEqual(['a1', 'a2', 'a3', 'a5']);
    expect(documents.university_review_items).toEqual([
      { _id: 'logbook-e1', kind: 'logbook', universityId: 'u1', studentId: 's1', isSubmitted: true },
      { _id: 'logbook-e2', kind: 'logbook', universityId: 'u1', studentId: 's1', isSubmitted: false },
      { _id: 'report-r1', kind: 'report', universityId: 'u1', studentId: 's1', isSubmitted: false },
      { _id: 'report-r2', kind: 'report', universityId: 'u1', studentId: 's1', isSubmitted: true },
    ]);
    expect(documents.university_placements).toEqual([
      { _id: 'u1:i1', universityId: 'u1', internshipId: 'i1', applications: 2 },
      { _id: 'u1:i2', universityId: 'u1', internshipId: 'i2', applications: 1 },
      { _id: 'u2:i1', universityId: 'u2', internshipId: 'i1', applications: 1 },
    ]);

    // Every notice goes to the university of the student it is about, and only there.
    expect(new Set(spec.notices.map((notice) => notice.topic))).toEqual(new Set([topics.university]));
    const roomsOf = (id: string) => new Set(spec.notices.filter((n) => n.ids.includes(id)).flatMap((n) => n.rooms));
    expect(roomsOf('s1')).toEqual(new Set(['university:u1']));
    expect(roomsOf('s3')).toEqual(new Set(['university:u2']));
    expect(roomsOf('s4')).toEqual(new Set());
    expect(roomsOf('a4')).toEqual(new Set());

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });

  it('counts an accepted placement as waiting for its evaluation until the first one arrives', async () => {
    const { given: the, project } = projectionSpec(universityOversightProjection, given);
    const spec = await project([
      ...(await adaApplied(the)),
      the.decided('a1', 's1', 'i1', 'pending', 'reviewing'),
      the.decided('a1', 's1', 'i1', 'reviewing', 'accepted'),
    ]);
    const [dashboard] = (await spec.documents()).university_dashboards!;
    expect(dashboard).toEqual(
      expect.objectContaining({
        students: 1,
        tally: tally({ applications: 1, approvedApplications: 1, pendingEvaluations: 1 }),
      }),
    );
  });

  it('falls back to the latest other acceptance when the current placement ends', async () => {
    const { given: the, project } = projectionSpec(universityOversightProjection, given);
    const spec = await project([
      ...(await adaApplied(the)),
      the.posted('i2', 'Data intern'),
      the.posted('i3', 'Design intern'),
      await the.applied('a2', 's1', 'i2'),
      await the.applied('a3', 's1', 'i3'),
      // Accepted in an order other than the ids': a3, then a1, then a2 (the current one).
      the.decided('a3', 's1', 'i3', 'pending', 'accepted'),
      the.decided('a1', 's1', 'i1', 'pending', 'accepted'),
      the.decided('a2', 's1', 'i2', 'pending', 'accepted'),
      the.decided('a2', 's1', 'i2', 'accepted', 'withdrawn'),
    ]);
    const current = async (documents: Awaited<ReturnType<typeof spec.documents>>) => {
      const [ada] = documents.university_students!;
      return [ada!.currentInternshipId, (ada!.currentInternship as { internshipId: string } | null)?.internshipId];
    };
    const documents = await spec.documents();
    // a1 was accepted after a3.
    expect(await current(documents)).toEqual(['i1', 'i1']);
    expect(await spec.replay()).toEqual(documents);

    const next = await project([
      ...(await adaApplied(the)),
      the.posted('i3', 'Design intern'),
      await the.applied('a3', 's1', 'i3'),
      the.decided('a3', 's1', 'i3', 'pending', 'accepted'),
      the.decided('a1', 's1', 'i1', 'pending', 'accepted'),
      the.decided('a1', 's1', 'i1', 'accepted', 'withdrawn'),
      the.decided('a3', 's1', 'i3', 'accepted', 'withdrawn'),
    ]);
    expect(await current(await next.documents())).toEqual([null, undefined]);
  });

  it('blanks a student who deleted their account but keeps their placement in the counts', async () => {
    const { cipher, given: the, project } = projectionSpec(universityOversightProjection, given);
    const spec = await project([
      ...(await adaApplied(the)),
      { stream: userStream('s1'), type: 'AccountDeleted', data: { userId: 's1', role: 'student' } },
    ]);
    const documents = await spec.documents();
    expect(documents.university_students).toEqual([
      expect.objectContaining({
        firstName: 'Deleted user',
        lastName: '',
        name: 'Deleted user',
        studentId: '',
        email: '',
      }),
    ]);
    expect(documents.university_dashboards![0]).toEqual(
      expect.objectContaining({ students: 1, tally: tally({ applications: 1, pendingApplications: 1 }) }),
    );
    // Once the key is gone, a rebuild reads the same.
    await cipher.erase('s1');
    expect(await spec.replay()).toEqual(documents);
  });
});

import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { ReportType } from '@stint/shared/reports/reports.constants';
import type { ReportContent } from '@stint/shared/reports/reports.events';
import { projectionSpec, sealWith, type GivenEvent } from '../testing/projection-spec';
import { reportsProjection } from './reports.projection';
import {
  ada,
  adasPlacement,
  admin,
  backendIntern,
  placementOf,
  reviewSubjectEvents,
  student,
} from '../testing/review-events';
import { at, expectReviewNotices, itProjectsReviewItems } from '../testing/review-item-projection-specs';
import { reportStream } from '@stint/shared/reports/reports.streams';
import { topics } from '@stint/shared/live/topics';

const first: ReportContent = { title: 'First week', content: 'I set up the repository.', summary: 'Setup' };
const firstEdited: ReportContent = { ...first, content: 'I set up the repository and read the billing code.' };
const firstReworked: ReportContent = { ...firstEdited, summary: 'Setup, with the numbers: 12 tickets closed' };
const march: ReportContent = { title: 'March', content: 'A month of bugs.', summary: 'Bugs' };
const erased: ReportContent = { title: '', content: '', summary: '' };

/** The events of reports, their content sealed with their student's key by `cipher`. */
function reports(cipher: PersonalDataCipher) {
  const seal = sealWith(cipher);
  const subject = reviewSubjectEvents(cipher, at);
  return {
    ...subject,
    created: async (
      reportId: string,
      minute: number,
      reportType: ReportType,
      content: ReportContent,
      studentId = 's1',
    ): Promise<GivenEvent> => ({
      stream: reportStream(reportId),
      type: 'ReportCreated',
      metadata: { at: at(minute), actor: { id: studentId, role: 'student' } },
      data: {
        reportId,
        ...placementOf(studentId),
        reportDate: '2027-03-01',
        reportType,
        dueDate: '2027-03-07',
        content: await seal(studentId, content),
      },
    }),
    revised: async (
      reportId: string,
      minute: number,
      reportType: ReportType,
      dueDate: string,
      content: ReportContent,
    ): Promise<GivenEvent> => ({
      stream: reportStream(reportId),
      type: 'ReportRevised',
      metadata: { at: at(minute), actor: student },
      data: { reportId, reportType, dueDate, content: await seal('s1', content) },
    }),
    submitted: (reportId: string, minute: number, submittedDate: string, isLate: boolean) =>
      subject.step(reportStream(reportId), 'ReportSubmitted', minute, student, { reportId, submittedDate, isLate }),
    reviewed: (
      type: 'ReportReviewStarted' | 'ReportApproved' | 'ReportRejected' | 'ReportRevisionRequested',
      reportId: string,
      minute: number,
      comment?: string,
    ) => subject.step(reportStream(reportId), type, minute, admin, { reportId }, comment),
  };
}

describe('reports projection', () => {
  itProjectsReviewItems({
    projection: reportsProjection,
    noun: 'report',
    nouns: 'reports',
    collections: { items: 'reports', students: 'report_students', internships: 'report_internships' },
    topic: topics.reports,
    ids: ['r1', 'r2'],
    contents: { first, firstEdited, second: march, erased },
    firstOwnFields: {
      type: 'weekly',
      dueDate: '2027-03-07',
      reportDate: '2027-03-01',
      isLate: false,
      submittedDate: null,
    },
    events(cipher) {
      const given = reports(cipher);
      return {
        created: (id, minute, content, studentId) => given.created(id, minute, 'weekly', content, studentId),
        rewritten: (id, minute, content) => given.revised(id, minute, 'weekly', '2027-03-07', content),
        submitted: (id, minute) => given.submitted(id, minute, '2027-03-05', false),
      };
    },
  });

  it('adds a step for each review, keeps edits of a draft out of the history, makes a revised report a draft again, and takes lateness from the submission', async () => {
    const { given, project } = projectionSpec(reportsProjection, reports);
    const spec = await project([
      ...(await given.adaAndErinsInternship()),
      await given.created('r1', 2, 'weekly', first),
      await given.created('r2', 3, 'monthly', march),
      await given.created('r3', 4, 'final', first),
      await given.revised('r1', 5, 'weekly', '2027-03-10', firstEdited),
      given.submitted('r1', 6, '2027-03-12', true),
      given.reviewed('ReportReviewStarted', 'r1', 7),
      given.reviewed('ReportRevisionRequested', 'r1', 8, 'Add the numbers'),
      await given.revised('r1', 9, 'midterm', '2027-03-20', firstReworked),
      // Never created: skipped, not thrown on.
      await given.revised('r9', 10, 'weekly', '2027-03-20', first),
      given.reviewed('ReportApproved', 'r9', 11, 'Nope'),
      given.submitted('r1', 12, '2027-03-13', false),
      given.reviewed('ReportApproved', 'r1', 13, 'Well done'),
      given.submitted('r2', 14, '2027-03-14', false),
      given.reviewed('ReportReviewStarted', 'r2', 15, 'Looking at it'),
      given.reviewed('ReportRejected', 'r2', 16, 'Off topic'),
      await given.revised('r3', 17, 'reflection', '2027-04-01', march),
    ]);
    const documents = await spec.documents();
    expect(documents.reports!.map((report) => report._id)).toEqual(['r1', 'r2', 'r3']);
    const [r1, r2, r3] = documents.reports!;
    expect(r1).toEqual({
      _id: 'r1',
      ...firstReworked,
      type: 'midterm',
      dueDate: '2027-03-20',
      reportDate: '2027-03-01',
      status: 'approved',
      // The second submission's: on time against the new due date.
      isLate: false,
      submittedDate: '2027-03-13',
      internship: backendIntern,
      student: ada,
      // The revision at minute 5 was of a draft: no step of its own; the one at minute 9 made it a draft again.
      statusHistory: [
        { status: 'draft', at: at(2), by: student },
        { status: 'submitted', at: at(6), by: student },
        { status: 'under_review', at: at(7), by: admin },
        { status: 'requires_revision', at: at(8), by: admin, comment: 'Add the numbers' },
        { status: 'draft', at: at(9), by: student },
        { status: 'submitted', at: at(12), by: student },
        { status: 'approved', at: at(13), by: admin, comment: 'Well done' },
      ],
      createdAt: at(2),
      updatedAt: at(13),
      ...adasPlacement,
    });
    expect(r2).toEqual(
      expect.objectContaining({
        ...march,
        type: 'monthly',
        status: 'rejected',
        isLate: false,
        submittedDate: '2027-03-14',
        statusHistory: [
          { status: 'draft', at: at(3), by: student },
          { status: 'submitted', at: at(14), by: student },
          { status: 'under_review', at: at(15), by: admin, comment: 'Looking at it' },
          { status: 'rejected', at: at(16), by: admin, comment: 'Off topic' },
        ],
        updatedAt: at(16),
      }),
    );
    expect(r3).toEqual(
      expect.objectContaining({
        ...march,
        type: 'reflection',
        dueDate: '2027-04-01',
        status: 'draft',
        isLate: false,
        submittedDate: null,
        statusHistory: [{ status: 'draft', at: at(4), by: student }],
        createdAt: at(4),
        updatedAt: at(17),
      }),
    );

    // The admins hear of a report once it is submitted; of a draft, only its student does.
    expectReviewNotices(spec.notices, {
      topic: topics.reports,
      reviewerRoom: 'admins',
      reviewed: ['r1', 'r2'],
      draft: 'r3',
      unknown: 'r9',
    });

    expect(await spec.replay()).toEqual(documents);
  });

  it('marks a report submitted after its due date late', async () => {
    const { given, project } = projectionSpec(reportsProjection, reports);
    const spec = await project([
      await given.registered('s1', 'student', 'Ada', 'Lovelace'),
      given.posted(),
      await given.created('r1', 2, 'weekly', first),
      given.submitted('r1', 3, '2027-03-12', true),
    ]);
    expect((await spec.documents()).reports).toEqual([
      expect.objectContaining({
        _id: 'r1',
        status: 'submitted',
        dueDate: '2027-03-07',
        isLate: true,
        submittedDate: '2027-03-12',
        statusHistory: [
          { status: 'draft', at: at(2), by: student },
          { status: 'submitted', at: at(3), by: student },
        ],
        updatedAt: at(3),
      }),
    ]);
  });
});

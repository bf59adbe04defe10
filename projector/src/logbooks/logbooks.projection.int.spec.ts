import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { LogbookContent } from '@stint/shared/logbooks/logbooks.events';
import { projectionSpec, sealWith, type GivenEvent } from '../testing/projection-spec';
import { logbooksProjection } from './logbooks.projection';
import {
  ada,
  adasPlacement,
  backendIntern,
  employer,
  placementOf,
  reviewSubjectEvents,
  student,
} from '../testing/review-events';
import { at, expectReviewNotices, itProjectsReviewItems } from '../testing/review-item-projection-specs';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { topics } from '@stint/shared/live/topics';

const week1: LogbookContent = {
  title: 'Week 1',
  activities: ['Set up the repository', 'Read the billing code'],
  learningOutcomes: 'How the build works',
  studentReflection: 'A slow but good start',
};
const week1Edited: LogbookContent = { ...week1, studentReflection: 'A good start after all' };
const week2: LogbookContent = {
  title: 'Week 2',
  activities: ['Fixed a bug'],
  learningOutcomes: 'Reading stack traces',
  studentReflection: 'Fun',
};
const week2Reworked: LogbookContent = {
  ...week2,
  activities: ['Fixed the invoice rounding bug', 'Wrote its regression test'],
};
const erased: LogbookContent = { title: '', activities: [], learningOutcomes: '', studentReflection: '' };

/** The events of a logbook, its entries' content sealed with their student's key by `cipher`. */
function logbook(cipher: PersonalDataCipher) {
  const seal = sealWith(cipher);
  const subject = reviewSubjectEvents(cipher, at);
  const facts = (week: number) => ({
    weekNumber: week,
    hoursWorked: 38.5,
    dueDate: `2027-03-${String(week * 7).padStart(2, '0')}`,
  });
  return {
    ...subject,
    created: async (
      entryId: string,
      minute: number,
      week: number,
      content: LogbookContent,
      studentId = 's1',
    ): Promise<GivenEvent> => ({
      stream: logbookStream(entryId),
      type: 'LogbookEntryCreated',
      metadata: { at: at(minute), actor: { id: studentId, role: 'student' } },
      data: {
        entryId,
        ...placementOf(studentId),
        entryDate: '2027-03-01',
        ...facts(week),
        content: await seal(studentId, content),
      },
    }),
    edited: async (
      entryId: string,
      minute: number,
      week: number,
      content: LogbookContent,
      hoursWorked: number,
    ): Promise<GivenEvent> => ({
      stream: logbookStream(entryId),
      type: 'LogbookEntryEdited',
      metadata: { at: at(minute), actor: student },
      data: { entryId, ...facts(week), hoursWorked, content: await seal('s1', content) },
    }),
    submitted: (entryId: string, minute: number) =>
      subject.step(logbookStream(entryId), 'LogbookEntrySubmitted', minute, student, { entryId }),
    reviewed: (
      type: 'LogbookEntryApproved' | 'LogbookEntryRejected',
      entryId: string,
      minute: number,
      comment?: string,
    ) => subject.step(logbookStream(entryId), type, minute, employer, { entryId }, comment),
  };
}

describe('logbooks projection', () => {
  itProjectsReviewItems({
    projection: logbooksProjection,
    noun: 'entry',
    nouns: 'entries',
    collections: { items: 'logbook_entries', students: 'logbook_students', internships: 'logbook_internships' },
    topic: topics.logbooks,
    ids: ['l1', 'l2'],
    contents: { first: week1, firstEdited: week1Edited, second: week2, erased },
    firstOwnFields: {
      weekNumber: 1,
      hoursWorked: 38.5,
      dueDate: '2027-03-07',
      entryDate: '2027-03-01',
      submittedDate: null,
    },
    events(cipher) {
      const given = logbook(cipher);
      return {
        created: (id, minute, content, studentId) => given.created(id, minute, 1, content, studentId),
        rewritten: (id, minute, content) => given.edited(id, minute, 1, content, 40),
        submitted: given.submitted,
      };
    },
  });

  it('adds a step for each review, keeps edits of a draft out of the history, and makes a revised rejected entry a draft again', async () => {
    const { given, project } = projectionSpec(logbooksProjection, logbook);
    const spec = await project([
      ...(await given.adaAndErinsInternship()),
      await given.created('l1', 2, 1, week1),
      await given.created('l2', 3, 2, week2),
      await given.created('l3', 4, 3, week1),
      await given.edited('l1', 5, 1, week1Edited, 40),
      given.submitted('l1', 6),
      given.reviewed('LogbookEntryApproved', 'l1', 7, 'Good week'),
      given.submitted('l2', 8),
      given.reviewed('LogbookEntryRejected', 'l2', 9, 'Add more detail'),
      await given.edited('l2', 10, 2, week2Reworked, 36),
      // Never created: skipped, not thrown on.
      await given.edited('l9', 11, 4, week1, 1),
      given.reviewed('LogbookEntryApproved', 'l9', 12, 'Nope'),
      given.submitted('l2', 13),
      await given.edited('l3', 14, 3, week2, 12),
      given.reviewed('LogbookEntryApproved', 'l2', 15),
    ]);
    const documents = await spec.documents();
    expect(documents.logbook_entries!.map((entry) => entry._id)).toEqual(['l1', 'l2', 'l3']);
    const [l1, l2, l3] = documents.logbook_entries!;
    expect(l1).toEqual({
      _id: 'l1',
      ...week1Edited,
      weekNumber: 1,
      hoursWorked: 40,
      dueDate: '2027-03-07',
      entryDate: '2027-03-01',
      status: 'approved',
      submittedDate: at(6),
      internship: backendIntern,
      student: ada,
      // The edit at minute 5 was of a draft: no step of its own.
      statusHistory: [
        { status: 'draft', at: at(2), by: student },
        { status: 'submitted', at: at(6), by: student },
        { status: 'approved', at: at(7), by: employer, comment: 'Good week' },
      ],
      createdAt: at(2),
      updatedAt: at(7),
      ...adasPlacement,
    });
    expect(l2).toEqual(
      expect.objectContaining({
        ...week2Reworked,
        hoursWorked: 36,
        status: 'approved',
        submittedDate: at(13),
        // Revising the rejected entry made it a draft again, a step of its own.
        statusHistory: [
          { status: 'draft', at: at(3), by: student },
          { status: 'submitted', at: at(8), by: student },
          { status: 'rejected', at: at(9), by: employer, comment: 'Add more detail' },
          { status: 'draft', at: at(10), by: student },
          { status: 'submitted', at: at(13), by: student },
          { status: 'approved', at: at(15), by: employer },
        ],
        updatedAt: at(15),
      }),
    );
    expect(l3).toEqual(
      expect.objectContaining({
        ...week2,
        weekNumber: 3,
        hoursWorked: 12,
        status: 'draft',
        submittedDate: null,
        statusHistory: [{ status: 'draft', at: at(4), by: student }],
        createdAt: at(4),
        updatedAt: at(14),
      }),
    );

    // The employer hears of an entry once it is submitted; of a draft, only its student does.
    expectReviewNotices(spec.notices, {
      topic: topics.logbooks,
      reviewerRoom: 'employer:e1',
      reviewed: ['l1', 'l2'],
      draft: 'l3',
      unknown: 'l9',
    });

    expect(await spec.replay()).toEqual(documents);
  });
});

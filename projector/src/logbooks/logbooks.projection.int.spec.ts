import { describe, expect, it } from 'vitest';
import { MemoryKeyStore, PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { LogbookContent } from '@stint/shared/logbooks/logbooks.events';
import { projectEvents, type GivenEvent } from '../testing/projection-spec';
import { logbooksProjection } from './logbooks.projection';
import { ada, deletedUser, employer, reviewSubjectEvents, student } from '../testing/review-events';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { topics } from '@stint/shared/live/topics';

const at = (minute: number) => `2027-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

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
  const seal = (id: string, data: object) => cipher.encrypt(id, JSON.stringify(data));
  const facts = (week: number) => ({
    weekNumber: week,
    hoursWorked: 38.5,
    dueDate: `2027-03-${String(week * 7).padStart(2, '0')}`,
  });
  return {
    ...reviewSubjectEvents(cipher, at),
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
        studentId,
        internshipId: 'i1',
        applicationId: `a-${studentId}`,
        employerId: 'e1',
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
    submitted: (entryId: string, minute: number): GivenEvent => ({
      stream: logbookStream(entryId),
      type: 'LogbookEntrySubmitted',
      metadata: { at: at(minute), actor: student },
      data: { entryId },
    }),
    reviewed: (
      type: 'LogbookEntryApproved' | 'LogbookEntryRejected',
      entryId: string,
      minute: number,
      comment?: string,
    ): GivenEvent => ({
      stream: logbookStream(entryId),
      type,
      metadata: { at: at(minute), actor: employer },
      data: { entryId, ...(comment === undefined ? {} : { comment }) },
    }),
  };
}

describe('logbooks projection', () => {
  it('builds a new entry with what the student wrote, its internship and student, and who created it', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    const given = logbook(cipher);
    const spec = await projectEvents(
      logbooksProjection,
      [
        await given.registered('s1', 'student', 'Ada', 'Lovelace'),
        await given.registered('e1', 'employer', 'Erin', 'E'),
        given.posted(),
        await given.created('l1', 2, 1, week1),
      ],
      { cipher },
    );
    try {
      const documents = await spec.documents();
      expect(documents).toEqual({
        logbook_entries: [
          {
            _id: 'l1',
            ...week1,
            weekNumber: 1,
            hoursWorked: 38.5,
            dueDate: '2027-03-07',
            entryDate: '2027-03-01',
            status: 'draft',
            submittedDate: null,
            internship: { _id: 'i1', title: 'Backend intern', company: 'Northwind' },
            student: ada,
            statusHistory: [{ status: 'draft', at: at(2), by: student }],
            createdAt: at(2),
            updatedAt: at(2),
            studentId: 's1',
            employerId: 'e1',
            internshipId: 'i1',
            applicationId: 'a-s1',
          },
        ],
        // Only students are looked up; the employer is not.
        logbook_students: [ada],
        logbook_internships: [{ _id: 'i1', title: 'Backend intern', company: 'Northwind', employerId: 'e1' }],
      });
      // A draft is news to its student only.
      expect(spec.notices).toEqual([
        { topic: topics.logbooks, rooms: ['user:s1'], ids: ['l1'], position: expect.any(String) },
      ]);

      expect(await spec.replay()).toEqual(documents);
      expect(await spec.replay()).toEqual(documents);
    } finally {
      await spec.close();
    }
  });

  it('adds a step for each review, keeps edits of a draft out of the history, and makes a revised rejected entry a draft again', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    const given = logbook(cipher);
    const spec = await projectEvents(
      logbooksProjection,
      [
        await given.registered('s1', 'student', 'Ada', 'Lovelace'),
        await given.registered('e1', 'employer', 'Erin', 'E'),
        given.posted(),
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
      ],
      { cipher },
    );
    try {
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
        internship: { _id: 'i1', title: 'Backend intern', company: 'Northwind' },
        student: ada,
        // The edit at minute 5 was of a draft: no step of its own.
        statusHistory: [
          { status: 'draft', at: at(2), by: student },
          { status: 'submitted', at: at(6), by: student },
          { status: 'approved', at: at(7), by: employer, comment: 'Good week' },
        ],
        createdAt: at(2),
        updatedAt: at(7),
        studentId: 's1',
        employerId: 'e1',
        internshipId: 'i1',
        applicationId: 'a-s1',
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

      const heard = (id: string) => spec.notices.filter((notice) => notice.ids.includes(id));
      expect(spec.notices.every((notice) => notice.topic === topics.logbooks)).toBe(true);
      // The employer hears of an entry once it is submitted; of a draft, only its student does.
      expect(heard('l1').map((notice) => notice.rooms)).toEqual(
        expect.arrayContaining([['user:s1'], ['employer:e1', 'user:s1']]),
      );
      expect(heard('l2').map((notice) => notice.rooms)).toContainEqual(['employer:e1', 'user:s1']);
      expect([...new Set(heard('l3').flatMap((notice) => notice.rooms))]).toEqual(['user:s1']);
      expect(heard('l9')).toEqual([]);

      expect(await spec.replay()).toEqual(documents);
    } finally {
      await spec.close();
    }
  });

  it('copies a renamed internship and student into their entries, replays the same, and empties what an erased student wrote', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    const given = logbook(cipher);
    const spec = await projectEvents(
      logbooksProjection,
      [
        await given.registered('s1', 'student', 'Ada', 'Lovelace'),
        await given.registered('s2', 'student', 'Alan', 'Turing'),
        await given.registered('e1', 'employer', 'Erin', 'E'),
        given.posted(),
        await given.created('l1', 2, 1, week1),
        await given.edited('l1', 3, 1, week1Edited, 40),
        given.submitted('l1', 4),
        await given.created('l2', 5, 1, week2, 's2'),
        await given.studentRenamed(6),
        given.internshipRenamed(7),
      ],
      { cipher },
    );
    try {
      const documents = await spec.documents();
      const renamed = { _id: 'i1', title: 'Platform intern', company: 'Northwind' };
      const alan = { _id: 's2', firstName: 'Alan', lastName: 'Turing', studentId: 'ST-2', email: 's2@example.org' };
      expect(documents.logbook_students).toEqual([{ ...ada, firstName: 'Augusta' }, alan]);
      expect(documents.logbook_internships).toEqual([{ ...renamed, employerId: 'e1' }]);
      expect(documents.logbook_entries).toEqual([
        expect.objectContaining({
          _id: 'l1',
          ...week1Edited,
          status: 'submitted',
          internship: renamed,
          student: { ...ada, firstName: 'Augusta' },
          // Renames are not steps of the entry's history, nor changes of the entry.
          statusHistory: [
            { status: 'draft', at: at(2), by: student },
            { status: 'submitted', at: at(4), by: student },
          ],
          updatedAt: at(4),
        }),
        expect.objectContaining({ _id: 'l2', ...week2, internship: renamed, student: alan }),
      ]);
      expect(spec.notices.filter((notice) => notice.ids.includes('l2')).map((notice) => notice.rooms)).toContainEqual([
        'user:s2',
      ]);

      expect(await spec.replay()).toEqual(documents);
      expect(await spec.replay()).toEqual(documents);

      // Erasing Ada's key erases what she wrote and who she is, in her entries and the lookup; Alan's stay.
      await cipher.erase('s1');
      const rebuilt = await spec.replay();
      expect(rebuilt.logbook_students).toEqual([deletedUser, alan]);
      expect(rebuilt.logbook_entries).toEqual([
        { ...documents.logbook_entries![0], ...erased, student: deletedUser },
        documents.logbook_entries![1],
      ]);
    } finally {
      await spec.close();
    }
  });
});

/**
 * The reports and logbooks read models carry the student's university, so the university's lists filter on it, and
 * tell the university's room of an item once it is submitted (never of a draft).
 */
import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { Projection } from '../runtime/projection';
import { logbooksProjection } from '../logbooks/logbooks.projection';
import { reportsProjection } from '../reports/reports.projection';
import { projectionSpec, sealWith, type GivenEvent } from '../testing/projection-spec';
import { userRegistered } from '../testing/placement-events';
import { reportStream } from '@stint/shared/reports/reports.streams';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { topics, type Topic } from '@stint/shared/live/topics';

const at = (minute: number) => `2027-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

function student(cipher: PersonalDataCipher, userId: string, universityId: string | null): Promise<GivenEvent> {
  return userRegistered(sealWith(cipher), {
    userId,
    role: 'student',
    metadata: { at: at(0) },
    personal: { email: `${userId}@example.org`, firstName: 'Ada', lastName: 'L', phone: '1', studentId: 'S1' },
    profile: { university: 'Uni', universityId, program: 'CS', yearOfStudy: '3' },
  });
}

const ids = { internshipId: 'i1', applicationId: 'a1', employerId: 'e1' };

const cases: {
  name: string;
  projection: Projection;
  topic: Topic;
  collection: string;
  events: (cipher: PersonalDataCipher, id: string, studentId: string) => Promise<GivenEvent[]>;
}[] = [
  {
    name: 'reports',
    projection: reportsProjection,
    topic: topics.reports,
    collection: 'reports',
    events: async (cipher, reportId, studentId) => {
      const content = await cipher.encrypt(studentId, JSON.stringify({ title: 'R', content: 'c', summary: 's' }));
      return [
        {
          stream: reportStream(reportId),
          type: 'ReportCreated',
          metadata: { at: at(1) },
          data: {
            reportId,
            studentId,
            ...ids,
            reportDate: '2027-03-01',
            reportType: 'weekly',
            dueDate: '2027-03-07',
            content,
          },
        },
        {
          stream: reportStream(reportId),
          type: 'ReportSubmitted',
          metadata: { at: at(2) },
          data: { reportId, submittedDate: '2027-03-05', isLate: false },
        },
      ];
    },
  },
  {
    name: 'logbook entries',
    projection: logbooksProjection,
    topic: topics.logbooks,
    collection: 'logbook_entries',
    events: async (cipher, entryId, studentId) => {
      const content = await cipher.encrypt(
        studentId,
        JSON.stringify({ title: 'W', activities: [], learningOutcomes: '', studentReflection: '' }),
      );
      return [
        {
          stream: logbookStream(entryId),
          type: 'LogbookEntryCreated',
          metadata: { at: at(1) },
          data: {
            entryId,
            studentId,
            ...ids,
            entryDate: '2027-03-01',
            weekNumber: 1,
            hoursWorked: 8,
            dueDate: '2027-03-07',
            content,
          },
        },
        { stream: logbookStream(entryId), type: 'LogbookEntrySubmitted', metadata: { at: at(2) }, data: { entryId } },
      ];
    },
  },
];

describe.each(cases)('$name for universities', ({ projection, topic, collection, events }) => {
  it("carry the student's university and tell its room once submitted", async () => {
    const { cipher, project } = projectionSpec(projection);
    const spec = await project([
      await student(cipher, 's1', 'u1'),
      await student(cipher, 's2', null),
      ...(await events(cipher, 'x1', 's1')),
      ...(await events(cipher, 'x2', 's2')),
    ]);
    const documents = (await spec.documents())[collection]!;
    expect(documents.map((document) => [document._id, document.universityId])).toEqual([
      ['x1', 'u1'],
      ['x2', undefined],
    ]);
    // The embedded student shows who they are, not where they study.
    expect(documents[0]!.student).not.toHaveProperty('universityId');
    const heard = spec.notices.filter((notice) => notice.topic === topic && notice.ids.includes('x1'));
    expect(heard.map((notice) => notice.rooms.includes('university:u1'))).toEqual([false, true]);
    expect(spec.notices.flatMap((notice) => notice.rooms).filter((room) => room.startsWith('university:'))).toEqual([
      'university:u1',
    ]);
    expect(await spec.replay()).toEqual(await spec.documents());
  });
});

import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { certificateStream } from '@stint/shared/certificates/certificates.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { topics } from '@stint/shared/live/topics';
import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { internshipDetails } from '../testing/placement-events';
import { backendIntern, employer, placementOf, reviewSubjectEvents, student } from '../testing/review-events';
import { certificatesProjection } from './certificates.projection';

const at = (minute: number) => `2027-07-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const later = (day: number) => `2027-07-${String(day).padStart(2, '0')}T09:00:00.000Z`;

function events(cipher: PersonalDataCipher) {
  return {
    ...reviewSubjectEvents(cipher, at),
    issued: (studentId: string, minute: number): GivenEvent => ({
      stream: certificateStream(`a-${studentId}`),
      type: 'CertificateIssued',
      metadata: { at: at(minute), actor: { ...student, id: studentId } },
      data: {
        certificateId: `c-${studentId}`,
        code: `CODE${studentId.toUpperCase()}`.padEnd(24, '0'),
        ...placementOf(studentId),
        startDate: internshipDetails.startDate,
        endDate: internshipDetails.endDate,
        reportId: `r-${studentId}`,
        evaluationId: `v-${studentId}`,
        issuedOn: '2027-07-01',
      },
    }),
    endMoved: (endDate: string, day: number, title = backendIntern.title): GivenEvent => ({
      stream: internshipStream('i1'),
      type: 'InternshipUpdated',
      metadata: { at: later(day), actor: employer },
      data: { internshipId: 'i1', details: { ...internshipDetails, title, endDate } },
    }),
    withdrawn: (studentId: string, day: number): GivenEvent => ({
      stream: internshipStream('i1'),
      type: 'ApplicationStatusChanged',
      metadata: { at: later(day), actor: { ...student, id: studentId } },
      data: { ...placementOf(studentId), from: 'accepted', to: 'withdrawn' },
    }),
    erased: (studentId: string, day: number): GivenEvent => ({
      stream: userStream(studentId),
      type: 'AccountDeleted',
      data: { userId: studentId, role: 'student' },
      metadata: { at: later(day) },
    }),
  };
}

type Given = ReturnType<typeof events>;
const twoIssued = async (given: Given) => [
  await given.registered('s1', 'student', 'Ada', 'Lovelace'),
  await given.registered('s2', 'student', 'Alan', 'Turing'),
  given.posted(),
  given.issued('s1', 2),
  given.issued('s2', 3),
];

describe('certificates projection', () => {
  it('keeps each certificate with its student’s name and internship as they are now; replays the same', async () => {
    const { given, project } = projectionSpec(certificatesProjection, events);
    const spec = await project([
      ...(await twoIssued(given)),
      await given.studentRenamed(4),
      // A new title, and an end date on the day of issue: the grounds still hold.
      given.endMoved('2027-07-01', 5, 'Platform intern'),
    ]);
    const documents = await spec.documents();
    expect(documents.certificates).toEqual([
      {
        _id: 'c-s1',
        code: 'CODES1'.padEnd(24, '0'),
        applicationId: 'a-s1',
        studentId: 's1',
        employerId: 'e1',
        internshipId: 'i1',
        studentName: 'Augusta Lovelace',
        internship: { ...backendIntern, title: 'Platform intern' },
        startDate: internshipDetails.startDate,
        endDate: internshipDetails.endDate,
        issuedOn: '2027-07-01',
        status: 'valid',
        revokedOn: null,
        revokedReason: null,
        createdAt: at(2),
      },
      expect.objectContaining({ _id: 'c-s2', studentName: 'Alan Turing', status: 'valid' }),
    ]);
    expect(spec.notices[0]).toEqual({
      topic: topics.certificates,
      rooms: ['admins', 'user:s1'],
      ids: ['c-s1'],
      position: expect.any(String),
    });
    expect(spec.notices[1]).toMatchObject({ topic: topics.certificates, rooms: ['public'], ids: [] });
    expect(await spec.replay()).toEqual(documents);
  });

  it('revokes a certificate whose end date moves past its day of issue, for good, live and on a rebuild', async () => {
    const { given, project } = projectionSpec(certificatesProjection, events);
    const spec = await project([
      ...(await twoIssued(given)),
      given.endMoved('2027-07-20', 6),
      // Moving it back restores no ground: a revoked certificate stays revoked.
      given.endMoved('2027-06-01', 7),
    ]);
    const documents = await spec.documents();
    expect(documents.certificates).toEqual([
      expect.objectContaining({
        _id: 'c-s1',
        status: 'revoked',
        revokedOn: '2027-07-06',
        revokedReason: 'end-date-moved',
      }),
      expect.objectContaining({
        _id: 'c-s2',
        status: 'revoked',
        revokedOn: '2027-07-06',
        revokedReason: 'end-date-moved',
      }),
    ]);
    expect(await spec.replay()).toEqual(documents);
  });

  it('revokes only the certificate of an application that leaves accepted', async () => {
    const { given, project } = projectionSpec(certificatesProjection, events);
    const spec = await project([...(await twoIssued(given)), given.withdrawn('s2', 9)]);
    const documents = await spec.documents();
    expect(documents.certificates).toEqual([
      expect.objectContaining({ _id: 'c-s1', status: 'valid', revokedOn: null }),
      expect.objectContaining({
        _id: 'c-s2',
        status: 'revoked',
        revokedOn: '2027-07-09',
        revokedReason: 'placement-ended',
      }),
    ]);
    expect(await spec.replay()).toEqual(documents);
  });

  it('revokes an erased student’s certificate and forgets their name, live and once their key is gone', async () => {
    const { cipher, given, project } = projectionSpec(certificatesProjection, events);
    const spec = await project([...(await twoIssued(given)), given.erased('s1', 12)]);
    const documents = await spec.documents();
    expect(documents.certificates![0]).toMatchObject({
      _id: 'c-s1',
      studentName: 'Deleted user',
      status: 'revoked',
      revokedOn: '2027-07-12',
      revokedReason: 'account-deleted',
    });
    expect(JSON.stringify(documents.certificates)).not.toContain('Ada');
    await cipher.erase('s1');
    expect(await spec.replay()).toEqual(documents);
  });
});

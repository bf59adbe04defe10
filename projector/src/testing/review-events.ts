/**
 * What the logbook, report and evaluation projection specs start from: the people who register and the internship
 * `i1` posted by employer `e1`, on the spec's own clock `at`, each personal part sealed with its person's key by `cipher`.
 */
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { Ratings } from '@stint/shared/evaluations/evaluations.events';
import { internshipDetails, userRegistered } from './placement-events';
import { sealWith, type GivenEvent } from './projection-spec';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';

export const student = { id: 's1', role: 'student' };
export const employer = { id: 'e1', role: 'employer' };
export const admin = { id: 'ad1', role: 'admin' };

/** Student `s1` as the projections copy them, and once their key is erased. */
export const ada = { _id: 's1', firstName: 'Ada', lastName: 'Lovelace', studentId: 'ST-1', email: 's1@example.org' };
export const deletedUser = { _id: 's1', firstName: 'Deleted user', lastName: '', studentId: '', email: '' };

/** Internship `i1` as the items copy it, and the ids every item of a student's placement there carries. */
export const backendIntern = { _id: 'i1', title: 'Backend intern', company: 'Northwind' };
export const placementOf = (studentId: string) => ({
  studentId,
  employerId: 'e1',
  internshipId: 'i1',
  applicationId: `a-${studentId}`,
});
export const adasPlacement = placementOf('s1');

/** An evaluation's ratings: 33 over 8 criteria, an average of 4.125. */
export const ratings: Ratings = {
  technicalSkills: 5,
  communicationSkills: 4,
  teamwork: 4,
  problemSolving: 3,
  initiative: 5,
  reliability: 4,
  adaptability: 3,
  overallPerformance: 5,
};

export function reviewSubjectEvents(cipher: PersonalDataCipher, at: (minute: number) => string) {
  const seal = sealWith(cipher);
  const events = {
    registered: (userId: string, role: string, firstName: string, lastName: string) =>
      userRegistered(seal, {
        userId,
        role,
        metadata: { at: at(0) },
        personal: {
          email: `${userId}@example.org`,
          firstName,
          lastName,
          phone: '1',
          ...(role === 'student' ? { studentId: `ST-${userId.slice(1)}` } : {}),
        },
        profile: role === 'student' ? { university: 'Uni', major: 'CS', program: 'BSc', yearOfStudy: '3' } : {},
      }),
    posted: (): GivenEvent => ({
      stream: internshipStream('i1'),
      type: 'InternshipPosted',
      metadata: { at: at(1), actor: employer },
      data: { internshipId: 'i1', employerId: 'e1', status: 'active', details: internshipDetails },
    }),
    /** A step of an item (`data` names it) on its `stream` by `actor`, with the comment when there is one. */
    step: (
      stream: string,
      type: string,
      minute: number,
      actor: { id: string; role: string },
      data: Record<string, unknown>,
      comment?: string,
    ): GivenEvent => ({
      stream,
      type,
      metadata: { at: at(minute), actor },
      data: { ...data, ...(comment === undefined ? {} : { comment }) },
    }),
    /** Student `s1` renames themself Augusta. */
    studentRenamed: async (minute: number): Promise<GivenEvent> => ({
      stream: userStream('s1'),
      type: 'ProfileUpdated',
      metadata: { at: at(minute), actor: student },
      data: { userId: 's1', personal: await seal('s1', { firstName: 'Augusta' }) },
    }),
    /** Employer `e1` renames internship `i1` to Platform intern. */
    internshipRenamed: (minute: number): GivenEvent => ({
      stream: internshipStream('i1'),
      type: 'InternshipUpdated',
      metadata: { at: at(minute), actor: employer },
      data: { internshipId: 'i1', details: { ...internshipDetails, title: 'Platform intern' } },
    }),
  };
  return {
    ...events,
    /** Where most specs start: Ada (`s1`) and Erin (`e1`) registered, and Erin's internship `i1` posted. */
    adaAndErinsInternship: async (): Promise<GivenEvent[]> => [
      await events.registered('s1', 'student', 'Ada', 'Lovelace'),
      await events.registered('e1', 'employer', 'Erin', 'E'),
      events.posted(),
    ],
  };
}

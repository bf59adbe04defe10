/**
 * The events of whole placements for projection specs: people registering, an internship, an application and its
 * decision, logbook entries, reports and an evaluation, each personal part sealed with its person's key by `cipher`.
 * Times are minutes after 10:00 on 2027-03-01 (`at(minute)`), so a spec can name them.
 */
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import type { NotificationEvent } from '@stint/shared/notifications/notifications.events';
import { notificationsReadV1 } from '@stint/shared/testing/stored-events';
import { sealWith, type GivenEvent, type Seal } from './projection-spec';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { reportStream } from '@stint/shared/reports/reports.streams';
import { evaluationStream } from '@stint/shared/evaluations/evaluations.streams';
import { notificationInboxStream } from '@stint/shared/notifications/notifications.streams';

type NotificationsReadData = Extract<NotificationEvent, { type: 'NotificationsRead' }>['data'];

export const at = (minute: number) =>
  `2027-03-01T${String(10 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;

export const internshipDetails: InternshipDetails = {
  title: 'Backend intern',
  company: 'Northwind',
  category: 'Technology',
  positions: 2,
  description: 'Build things',
  requirements: [],
  responsibilities: [],
  benefits: [],
  skills: [],
  workType: 'onsite',
  location: 'Lisbon',
  startDate: '2027-03-01',
  endDate: '2027-06-01',
  duration: '3 months',
  stipend: { amount: 1000, currency: 'EUR', period: 'monthly' },
  applicationDeadline: '2027-02-15',
  isRemote: false,
  isPaid: true,
  type: null,
  salary: null,
};

/** The same internship a month earlier: the dates the admin, take-down and internships specs were written against. */
export const februaryInternshipDetails: InternshipDetails = {
  ...internshipDetails,
  startDate: '2027-02-01',
  endDate: '2027-05-01',
  applicationDeadline: '2027-01-15',
};

const ratings = {
  technicalSkills: 5,
  communicationSkills: 4,
  teamwork: 4,
  problemSolving: 3,
  initiative: 3,
  reliability: 4,
  adaptability: 3,
  overallPerformance: 3,
};

type Actor = { id: string; role: string };

/**
 * `UserRegistered` for `userId` (active unless `status` says otherwise), their `personal` data sealed with their key:
 * every projection spec's people register so, each spec saying who they are.
 */
export async function userRegistered(
  seal: Seal,
  registration: {
    userId: string;
    role: string;
    status?: string;
    personal: Record<string, unknown>;
    profile?: Record<string, unknown>;
    metadata?: GivenEvent['metadata'];
  },
): Promise<GivenEvent> {
  const { userId, role, status = 'active', personal, profile = {}, metadata } = registration;
  return {
    stream: userStream(userId),
    type: 'UserRegistered',
    metadata,
    data: { userId, role, status, passwordHash: 'h', personal: await seal(userId, personal), profile },
  };
}

type Placement = { studentId: string; internshipId: string; employerId: string };
const as = (id: string, role: string): Actor => ({ id, role });
const event = (
  stream: string,
  type: string,
  minute: number,
  actor: Actor | null,
  data: Record<string, unknown>,
): GivenEvent => ({ stream, type, metadata: { at: at(minute), actor }, data });
/** The ids a logbook entry, report or evaluation carries of its placement; the application is `a-<studentId>`. */
const placed = ({ studentId, internshipId, employerId }: Placement) => ({
  studentId,
  internshipId,
  applicationId: `a-${studentId}`,
  employerId,
});

export function placementEvents(cipher: PersonalDataCipher) {
  const seal = sealWith(cipher);
  return {
    async registered(
      userId: string,
      role: 'student' | 'employer' | 'admin' | 'university',
      firstName: string,
      lastName: string,
      minute = 0,
    ): Promise<GivenEvent> {
      return userRegistered(seal, {
        userId,
        role,
        status: role === 'university' ? 'pending' : 'active',
        metadata: { at: at(minute), actor: as(userId, role) },
        personal: {
          email: `${userId}@example.org`,
          firstName,
          lastName,
          phone: '+1 555 0100',
          ...(role === 'student' ? { studentId: `ST-${userId}` } : {}),
        },
        profile:
          role === 'student'
            ? { university: 'Uni', major: 'CS', program: 'BSc', yearOfStudy: '3' }
            : role === 'employer'
              ? { companyName: 'Northwind', companyAddress: '1 Harbour Way' }
              : role === 'university'
                ? { universityName: 'Test University', universityCode: 'TU' }
                : { department: 'Administration' },
      });
    },
    async profileRenamed(userId: string, firstName: string, minute: number): Promise<GivenEvent> {
      return event(userStream(userId), 'ProfileUpdated', minute, as(userId, 'student'), {
        userId,
        personal: await seal(userId, { firstName }),
      });
    },
    statusChanged(userId: string, status: 'active' | 'inactive', minute: number): GivenEvent {
      return event(userStream(userId), 'UserStatusChanged', minute, as('a1', 'admin'), {
        userId,
        status,
        tokenVersion: status === 'inactive' ? 1 : 0,
      });
    },
    accountDeleted(userId: string, role: string, minute: number): GivenEvent {
      return event(userStream(userId), 'AccountDeleted', minute, as(userId, role), { userId, role });
    },
    posted(internshipId: string, employerId: string, minute: number, title = 'Backend intern'): GivenEvent {
      return event(internshipStream(internshipId), 'InternshipPosted', minute, as(employerId, 'employer'), {
        internshipId,
        employerId,
        status: 'active',
        details: { ...internshipDetails, title },
      });
    },
    async applied(applicationId: string, studentId: string, internshipId: string, minute: number): Promise<GivenEvent> {
      return event(internshipStream(internshipId), 'ApplicationSubmitted', minute, as(studentId, 'student'), {
        internshipId,
        applicationId,
        studentId,
        resume: { key: `resume-${applicationId}`, contentType: 'application/pdf', size: 1000 },
        personal: await seal(studentId, {
          coverLetter: `Cover letter of ${studentId}`,
          resumeName: `${studentId}-cv.pdf`,
          gpa: 3.7,
          expectedGraduation: '2028-06',
        }),
      });
    },
    decided(
      application: { applicationId: string; studentId: string; internshipId: string; employerId: string },
      from: string,
      to: string,
      minute: number,
    ): GivenEvent {
      const { applicationId, studentId, internshipId, employerId } = application;
      return event(internshipStream(internshipId), 'ApplicationStatusChanged', minute, as(employerId, 'employer'), {
        internshipId,
        applicationId,
        studentId,
        from,
        to,
      });
    },
    async logbookCreated(entryId: string, placement: Placement, title: string, minute: number): Promise<GivenEvent> {
      return event(logbookStream(entryId), 'LogbookEntryCreated', minute, as(placement.studentId, 'student'), {
        entryId,
        ...placed(placement),
        entryDate: '2027-03-01',
        weekNumber: 1,
        hoursWorked: 38,
        dueDate: '2027-03-08',
        content: await seal(placement.studentId, {
          title,
          activities: ['Set up the repository'],
          learningOutcomes: 'How the build works',
          studentReflection: 'A good start',
        }),
      });
    },
    async logbookEdited(entryId: string, studentId: string, title: string, minute: number): Promise<GivenEvent> {
      return event(logbookStream(entryId), 'LogbookEntryEdited', minute, as(studentId, 'student'), {
        entryId,
        weekNumber: 1,
        hoursWorked: 40,
        dueDate: '2027-03-08',
        content: await seal(studentId, {
          title,
          activities: ['Set up the repository', 'Fixed a bug'],
          learningOutcomes: 'How the build works',
          studentReflection: 'Better',
        }),
      });
    },
    logbook(
      type: 'LogbookEntrySubmitted' | 'LogbookEntryApproved' | 'LogbookEntryRejected',
      entryId: string,
      actor: Actor,
      minute: number,
      comment?: string,
    ): GivenEvent {
      return event(logbookStream(entryId), type, minute, actor, {
        entryId,
        ...(comment === undefined ? {} : { comment }),
      });
    },
    logbookReminded(entryId: string, studentId: string, minute: number): GivenEvent {
      return event(logbookStream(entryId), 'LogbookEntryReminded', minute, null, {
        entryId,
        studentId,
        dueDate: '2027-03-08',
      });
    },
    async reportCreated(reportId: string, placement: Placement, title: string, minute: number): Promise<GivenEvent> {
      return event(reportStream(reportId), 'ReportCreated', minute, as(placement.studentId, 'student'), {
        reportId,
        ...placed(placement),
        reportDate: '2027-03-01',
        reportType: 'midterm',
        dueDate: '2027-03-20',
        content: await seal(placement.studentId, { title, content: 'What I did', summary: 'Halfway' }),
      });
    },
    report(
      type:
        | 'ReportSubmitted'
        | 'ReportReviewStarted'
        | 'ReportApproved'
        | 'ReportRejected'
        | 'ReportRevisionRequested'
        | 'ReportReminded',
      reportId: string,
      actor: Actor | null,
      minute: number,
      extra: Record<string, unknown> = {},
    ): GivenEvent {
      return event(reportStream(reportId), type, minute, actor, { reportId, ...extra });
    },
    async evaluationSubmitted(evaluationId: string, placement: Placement, minute: number): Promise<GivenEvent> {
      return event(
        evaluationStream(evaluationId),
        'EvaluationSubmitted',
        minute,
        as(placement.employerId, 'employer'),
        {
          evaluationId,
          ...placed(placement),
          evaluationDate: '2027-03-01',
          evaluationType: 'monthly',
          period: { startDate: '2027-03-01', endDate: '2027-03-31' },
          ratings,
          attendance: { totalDays: 20, daysPresent: 19, punctuality: 'good' },
          workQuality: 'excellent',
          wouldHire: true,
          wouldRecommend: true,
          content: await seal(placement.studentId, {
            strengths: ['Curious'],
            areasForImprovement: ['Estimates'],
            specificExamples: `${placement.studentId} shipped the importer alone.`,
            recommendations: ['More ownership'],
            additionalComments: '',
          }),
        },
      );
    },
    evaluationApproved(evaluationId: string, minute: number): GivenEvent {
      return event(evaluationStream(evaluationId), 'EvaluationApproved', minute, as('a1', 'admin'), { evaluationId });
    },
    read(userId: string, minute: number, read: NotificationsReadData['read']): GivenEvent {
      return event(notificationInboxStream(userId), 'NotificationsRead', minute, as(userId, 'student'), {
        userId,
        read,
      });
    },
    /** The same read as a release before issue 16 stored it (`NotificationsRead` version 1). */
    readStoredV1(userId: string, minute: number, read: NotificationsReadData['read']): GivenEvent {
      const stored =
        read.kind === 'ids'
          ? notificationsReadV1.ids(userId, read.notificationIds)
          : notificationsReadV1.upTo(userId, read.position);
      return {
        ...event(notificationInboxStream(userId), stored.type, minute, as(userId, 'student'), stored.data),
        version: 1,
      };
    },
  };
}

/**
 * People and placements for HTTP tests: register students, employers and a university over the api, an admin
 * through `createAdmin`, post an internship straight through its decider, and apply with a real PDF over HTTP; and the
 * bodies a placed student and their employer send (a logbook entry, a report, an evaluation), each with `changes` on top.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import type { InternshipCommand } from '@stint/shared/internships/internships.commands';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { createAdmin } from '@stint/api/accounts/create-admin';
import { pdfBytes } from '@stint/api/applications/testing/resume-fixtures';
import type { TestApi } from './test-api';
import { internshipStream } from '@stint/shared/internships/internships.streams';

export const PASSWORD = 'correct horse';
export const tag = () => randomUUID().slice(0, 8);
export const today = () => new Date().toISOString().slice(0, 10);

/** The date `days` from today (negative: before), as the forms send it. */
export const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type Person = { id: string; token: string; email: string };

export const internshipDetails: InternshipDetails = {
  title: 'Backend intern',
  company: 'Northwind',
  category: 'Technology',
  positions: 5,
  description: 'Build things',
  requirements: [],
  responsibilities: [],
  benefits: [],
  skills: ['TypeScript'],
  workType: 'onsite',
  location: 'Lisbon',
  startDate: '2099-02-01',
  endDate: '2099-05-01',
  duration: '3 months',
  stipend: { amount: 1000, currency: 'EUR', period: 'monthly' },
  applicationDeadline: '2099-01-15',
  isRemote: false,
  isPaid: true,
  type: null,
  salary: null,
};

/** A new logbook entry (POST /logbooks) at `internship`, due in a week. */
export const logbookEntryBody = (internship: string, changes: Record<string, unknown> = {}) => ({
  internship,
  weekNumber: 1,
  title: 'Week one',
  activities: ['Set up the project'],
  learningOutcomes: 'How the event store works',
  hoursWorked: 38.5,
  studentReflection: 'A good start',
  dueDate: addDays(7),
  ...changes,
});

/** A new midterm report (POST /reports) at `internship`, due in a week. */
export const reportBody = (internship: string, changes: Record<string, unknown> = {}) => ({
  internship,
  type: 'midterm',
  title: 'Midterm report',
  content: 'What I did in the first half.',
  summary: 'Halfway there',
  dueDate: addDays(7),
  ...changes,
});

/** A monthly evaluation (POST /evaluations) of `student` at `internship`, over a period around today. */
export const evaluationBody = (student: string, internship: string, changes: Record<string, unknown> = {}) => ({
  student,
  internship,
  type: 'monthly',
  period: { startDate: addDays(-10), endDate: addDays(20) },
  ratings: {
    technicalSkills: 5,
    communicationSkills: 4,
    teamwork: 4,
    problemSolving: 3,
    initiative: 3,
    reliability: 4,
    adaptability: 3,
    overallPerformance: 3,
  },
  strengths: ['Curious'],
  areasForImprovement: ['Estimates'],
  specificExamples: 'Shipped the importer alone.',
  recommendations: ['More ownership'],
  attendance: { totalDays: 20, daysPresent: 19, punctuality: 'good' },
  workQuality: 'excellent',
  wouldHire: true,
  wouldRecommend: true,
  ...changes,
});

/** One internship command of its employer's (`employerId`) straight through the decider; resolves once projected. */
export async function commandInternship(
  api: TestApi,
  employerId: string,
  internshipId: string,
  command: InternshipCommand,
): Promise<void> {
  const result = await handleCommand(
    api.platform.eventStore,
    internshipStream(internshipId),
    internshipDecider,
    command,
    {
      commandId: randomUUID(),
      actor: { id: employerId, role: 'employer' },
      at: new Date().toISOString(),
      correlationId: randomUUID(),
    },
  );
  await api.server.deps.consistency.waitFor(result.position);
}

export function people(api: TestApi) {
  const onInternship = (owner: Person, internshipId: string, command: InternshipCommand) =>
    commandInternship(api, owner.id, internshipId, command);

  async function register(body: Record<string, unknown>): Promise<Person> {
    const response = await api.post('/auth/register', { phone: '+1 555 0100', password: PASSWORD, ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { user, token } = response.body.data;
    return { id: user._id, token, email: user.email };
  }

  const university = () =>
    register({
      role: 'university',
      email: `uni-${tag()}@example.org`,
      firstName: 'Uma',
      lastName: 'Versity',
      universityName: `Test University ${tag()}`,
      universityCode: 'TU',
      universityAddress: '2 Campus Road',
      contactPerson: { name: 'Reg', title: 'Registrar', email: 'reg@example.org', phone: '1' },
    });

  /** Has `admin` approve `university`, as the admin's user screen does. */
  async function approve(university: Person, admin: Person): Promise<void> {
    const approved = await api.request(
      'PATCH',
      `/admin/users/${university.id}/status`,
      { status: 'active' },
      admin.token,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  }

  return {
    register,
    student: (firstName: string) =>
      register({
        role: 'student',
        email: `${firstName.toLowerCase()}-${tag()}@example.org`,
        firstName,
        lastName: 'Tester',
        studentId: `S-${tag()}`,
        university: 'Unlisted College',
        program: 'Computer Science',
        major: 'Software',
        yearOfStudy: '3',
      }),
    employer: (companyName: string, extra: Record<string, unknown> = {}) =>
      register({
        role: 'employer',
        email: `hr-${tag()}@example.org`,
        companyName,
        companyAddress: '1 Harbour Way',
        ...extra,
      }),
    university,
    /** A student of `university` (linked by id, as the registration form's picker sends it), or of none. */
    studentOf: (university: Person | null, firstName: string, lastName = 'Tester', program = 'Computer Science') =>
      register({
        role: 'student',
        email: `${firstName.replace(/\W/g, '').toLowerCase() || 'x'}-${tag()}@example.org`,
        firstName,
        lastName,
        studentId: `S-${tag()}`,
        university: 'Linked University',
        ...(university ? { universityId: university.id } : {}),
        program,
        major: 'Software',
        yearOfStudy: '3',
      }),
    approve,
    /** A new university, approved by `admin`. */
    async approvedUniversity(admin: Person): Promise<Person> {
      const created = await university();
      await approve(created, admin);
      return created;
    },
    async admin(): Promise<Person> {
      const email = `admin-${tag()}@example.org`;
      await createAdmin(api.platform, { email, password: PASSWORD });
      const login = await api.post('/auth/login', { email, password: PASSWORD });
      expect(login.status).toBe(200);
      return { id: login.body.data.user._id, token: login.body.data.token, email };
    },

    /** Posts an active internship of `owner`'s straight through the decider; resolves once it is projected. */
    async postInternship(owner: Person, changes: Partial<InternshipDetails> = {}): Promise<string> {
      const internshipId = randomUUID();
      await onInternship(owner, internshipId, {
        type: 'PostInternship',
        internshipId,
        employerId: owner.id,
        details: { ...internshipDetails, ...changes },
        asDraft: false,
        today: today(),
      });
      return internshipId;
    },

    /** Applies with a real PDF over HTTP; returns the application id. */
    async apply(student: Person, internshipId: string): Promise<string> {
      const form = new FormData();
      form.append('internshipId', internshipId);
      form.append('coverLetter', 'I would love to join.');
      form.append('resume', new Blob([pdfBytes()], { type: 'application/pdf' }), 'cv.pdf');
      const response = await fetch(`${api.url}/api/v1/applications/apply`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student.token}` },
        body: form,
      });
      const body = (await response.json()) as { data: { application: { _id: string } } };
      expect(response.status, JSON.stringify(body)).toBe(201);
      return body.data.application._id;
    },

    async decide(employer: Person, applicationId: string, status: 'reviewing' | 'accepted' | 'rejected') {
      const response = await api.request('PATCH', `/applications/${applicationId}/status`, { status }, employer.token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    },
  };
}

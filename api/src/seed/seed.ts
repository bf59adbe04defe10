/**
 * Demo data (`npm run seed`): fills an empty install with a believable platform — approved universities (and one
 * waiting), employers with internships across the categories, and students at every stage — spread over the last four
 * months. Every step goes through the api's own routes and deciders (route-caller.ts), with the time of the step: the
 * one path allowed to back-date events (docs/architecture.md §Event model). Ids derive from fixed command ids, so every
 * install gets the same.
 *
 * A projector must be running on the platform's bus (the routes read their own writes back): the CLI starts one.
 */
import { randomBytes } from 'node:crypto';
import type { Actor, Role } from '@stint/shared';
import { CONFIRM_EMAIL_PURPOSE } from '@stint/shared/accounts/accounts.constants';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import type { Application, Internship } from '@stint/shared/internships/internships.schemas';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { ratingKeys } from '@stint/shared/evaluations/evaluations.constants';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { signPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import type { Platform } from '@stint/shared/infra/platform';
import { expireInternships } from '@stint/workers/internships/expire-internships.job';
import { reactorCheckpoint, reactors } from '@stint/workers';
import { confirmEmailRoute } from '../accounts/confirm-email.route';
import { createAdmin } from '../accounts/create-admin';
import { findUserIdByEmail } from '../accounts/accounts.store';
import { logInRoute } from '../accounts/log-in.route';
import { registerUserRoute } from '../accounts/register-user.route';
import { setUserStatusRoute } from '../accounts/universities.routes';
import { applyToInternshipRoute } from '../applications/apply-to-internship.route';
import { decideApplicationRoute, withdrawApplicationRoute } from '../applications/decide-application.routes';
import { reviewEvaluationRoute } from '../evaluations/review-evaluation.route';
import { submitEvaluationRoute } from '../evaluations/submit-evaluation.route';
import { deactivateInternshipRoute, publishInternshipRoute } from '../internships/internship-status.routes';
import { postInternshipRoute } from '../internships/post-internship.route';
import {
  reviewLogbookEntryRoute,
  submitLogbookEntryRoute,
  updateLogbookEntryRoute,
} from '../logbooks/change-logbook-entry.routes';
import { createLogbookEntryRoute } from '../logbooks/create-logbook-entry.route';
import { reviewReportRoute, reviseReportRoute, submitReportRoute } from '../reports/change-report.routes';
import { createReportRoute } from '../reports/create-report.route';
import { resumePdf } from './demo-resume';
import {
  demoEmployers,
  demoInternships,
  demoUniversities,
  type DemoInternship,
  type DemoUniversity,
} from './demo-organisations';
import { demoStudents, type DemoPlacement, type DemoReport, type DemoStudent } from './demo-students';
import {
  applicationNotes,
  coverLetterClosings,
  coverLetterMiddles,
  coverLetterOpenings,
  evaluationReviewComments,
  evaluationWriting,
  logbookApprovals,
  logbookRejections,
  reflections,
  reportReviewComments,
  tracks,
  type ReportText,
} from './demo-writing';
import { seededRandom } from '@stint/shared/seeded-random';
import { createRouteCaller, type RouteCaller } from './route-caller';

const DAY_MS = 86_400_000;
export const DEMO_ADMIN_EMAIL = 'admin@stint.example';

export class SeedRefusedError extends Error {
  override readonly name = 'SeedRefusedError';
}

export type SignIn = { role: Role; name: string; email: string; password: string };

export type SeedResult = {
  /** One account per role to sign in with (every demo account shares the password). */
  signIns: SignIn[];
  password: string;
  counts: { accounts: number; internships: number; applications: number; steps: number };
};

export type SeedOptions = {
  /** The moment the history leads up to (default: now). */
  now?: Date;
  /** The password of every demo account (default: a new random one). */
  password?: string;
  /** Progress lines. */
  log?: (line: string) => void;
};

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

type Step = { at: number; order: number; label: string; run: (at: string) => Promise<void> };

/** Refuses unless the install has no account at all. */
async function assertEmptyInstall(platform: Platform): Promise<void> {
  const accounts = await platform.readStore.collection(usersCollection).count({});
  const demoAdmin = await findUserIdByEmail({ platform }, DEMO_ADMIN_EMAIL);
  if (accounts > 0 || demoAdmin) {
    throw new SeedRefusedError(
      `This install already has ${accounts || 'some'} account${accounts === 1 ? '' : 's'}: the demo data goes only into ` +
        'an empty install. Point DATA_DIR at a new folder (e.g. DATA_DIR=./demo-data npm run seed), or, on the server ' +
        'profile, at empty databases.',
    );
  }
}

export async function seedDemoData(platform: Platform, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  await assertEmptyInstall(platform);
  const now = (options.now ?? new Date()).getTime();
  const password = options.password ?? `demo-${randomBytes(9).toString('base64url')}`;
  const rand = seededRandom(20_260_415);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

  /** The ISO time `days` days before now, and its UTC date. */
  const timeAt = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const dateAt = (days: number) => timeAt(days).slice(0, 10);

  const steps: Step[] = [];
  const at = (days: number, label: string, run: (at: string) => Promise<void>) => {
    // Nothing may happen in the future: a plan that says so is a bug in the demo data, not something to clamp.
    if (!(days > 0)) throw new Error(`Demo data plan: "${label}" would happen ${days} days ago`);
    steps.push({ at: now - days * DAY_MS, order: steps.length, label, run });
  };

  const caller = await createRouteCaller(platform);
  const call: RouteCaller['call'] = (route, input) => caller.call(route, input);
  const people = new Map<string, Actor & { email: string; name: string }>();
  const internships = new Map<string, string>();
  const applications = new Map<string, string>();
  const person = (key: string) => {
    const found = people.get(key);
    if (!found) throw new Error(`Demo data plan: ${key} is used before it exists`);
    return found;
  };
  const internshipId = (key: string) => {
    const found = internships.get(key);
    if (!found) throw new Error(`Demo data plan: internship ${key} is used before it is posted`);
    return found;
  };
  const byKey = new Map(demoInternships.map((internship) => [internship.key, internship]));
  const internshipOf = (key: string): DemoInternship => byKey.get(key)!;

  /** Registers over the registration route, then follows the welcome mail's link a little later. */
  const register = (
    key: string,
    days: number,
    body: Record<string, unknown> & { role: Role; email: string },
    name: string,
    { confirms = true } = {},
  ) => {
    at(days, `register ${key}`, async (when) => {
      const { user } = await call<{ user: User }>(registerUserRoute, {
        actor: null,
        at: when,
        commandId: `demo:register:${key}`,
        body: { ...body, password, confirmPassword: password },
      });
      people.set(key, { id: user._id, role: user.role, email: user.email, name });
    });
    if (confirms) {
      at(days - 0.02, `confirm ${key}`, async (when) => {
        const token = signPurposeToken(platform.secret, CONFIRM_EMAIL_PURPOSE, person(key).id, new Date(now + DAY_MS));
        await call(confirmEmailRoute, { actor: null, at: when, commandId: `demo:confirm:${key}`, body: { token } });
      });
    }
  };

  /** A sign-in at the person's last visit (the admin screens show it). */
  const signIn = (key: string, days: number) =>
    at(days, `sign in ${key}`, async (when) => {
      await call(logInRoute, {
        actor: null,
        at: when,
        commandId: `demo:login:${key}`,
        body: { email: person(key).email, password },
      });
    });

  // ---------------------------------------------------------------------------------------------------------
  // The admin, the universities and the employers.
  // ---------------------------------------------------------------------------------------------------------

  at(125, 'create the admin', async (when) => {
    const { userId } = await createAdmin(
      platform,
      {
        email: DEMO_ADMIN_EMAIL,
        password,
        firstName: 'Morgan',
        lastName: 'Ellery',
        department: 'Platform Operations',
      },
      { at: when, commandId: 'demo:admin' },
    );
    await caller.settleAll();
    people.set('admin', { id: userId, role: 'admin', email: DEMO_ADMIN_EMAIL, name: 'Morgan Ellery' });
  });
  signIn('admin', 0.05);

  const universityEmail = (university: DemoUniversity) =>
    `${ascii(university.firstName)}.${ascii(university.lastName)}@${university.domain}`;
  for (const university of demoUniversities) {
    const email = universityEmail(university);
    register(
      university.key,
      university.registered,
      {
        role: 'university',
        email,
        phone: university.phone,
        firstName: university.firstName,
        lastName: university.lastName,
        universityName: university.universityName,
        universityCode: university.universityCode,
        universityAddress: university.universityAddress,
        universityType: university.universityType,
        accreditationStatus: university.accreditationStatus,
        contactPerson: {
          name: `${university.firstName} ${university.lastName}`,
          title: university.contactTitle,
          email,
          phone: university.phone,
        },
      },
      `${university.firstName} ${university.lastName}`,
    );
    if (university.approved !== undefined) {
      at(university.approved, `approve ${university.key}`, async (when) => {
        await call(setUserStatusRoute, {
          actor: person('admin'),
          at: when,
          commandId: `demo:approve:${university.key}`,
          params: { id: person(university.key).id },
          body: { status: 'active' },
        });
      });
      signIn(university.key, 1 + rand() * 6);
    }
  }

  for (const employer of demoEmployers) {
    register(
      employer.key,
      employer.registered,
      {
        role: 'employer',
        email: `${ascii(employer.firstName)}.${ascii(employer.lastName)}@${employer.domain}`,
        phone: employer.phone,
        firstName: employer.firstName,
        lastName: employer.lastName,
        companyName: employer.companyName,
        companyAddress: employer.companyAddress,
      },
      `${employer.firstName} ${employer.lastName}`,
    );
    signIn(employer.key, 0.3 + rand() * 2);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Internships.
  // ---------------------------------------------------------------------------------------------------------

  for (const internship of demoInternships) {
    const employer = demoEmployers.find((candidate) => candidate.key === internship.employer)!;
    at(internship.posted, `post ${internship.key}`, async (when) => {
      const { internship: posted } = await call<{ internship: Internship }>(postInternshipRoute, {
        actor: person(employer.key),
        at: when,
        commandId: `demo:internship:${internship.key}`,
        body: {
          title: internship.title,
          company: employer.companyName,
          category: internship.category,
          positions: internship.positions,
          description: internship.description,
          requirements: internship.requirements,
          responsibilities: internship.responsibilities,
          benefits: internship.benefits,
          skills: internship.skills,
          workType: internship.workType,
          location: internship.location,
          startDate: dateAt(internship.start),
          endDate: dateAt(internship.end),
          duration: internship.duration,
          stipend: internship.stipend,
          applicationDeadline: dateAt(internship.deadline),
          isRemote: internship.workType === 'remote',
          isPaid: internship.stipend.amount > 0,
          type: 'full-time',
          status: internship.draft ? 'draft' : 'active',
        },
      });
      internships.set(internship.key, posted._id);
    });
    if (internship.draft?.published !== undefined) {
      at(internship.draft.published, `publish ${internship.key}`, async (when) => {
        await call(publishInternshipRoute, {
          actor: person(employer.key),
          at: when,
          commandId: `demo:publish:${internship.key}`,
          params: { id: internshipId(internship.key) },
        });
      });
    }
    if (internship.deactivated !== undefined) {
      at(internship.deactivated, `deactivate ${internship.key}`, async (when) => {
        await call(deactivateInternshipRoute, {
          actor: person(employer.key),
          at: when,
          commandId: `demo:deactivate:${internship.key}`,
          params: { id: internshipId(internship.key) },
        });
      });
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Students: registration, applications and, for the spring cohort, the placement.
  // ---------------------------------------------------------------------------------------------------------

  demoStudents.forEach((student, index) => {
    const key = `student:${ascii(student.firstName)}-${ascii(student.lastName)}`;
    const university = demoUniversities.find((candidate) => candidate.key === student.university)!;
    const email = `${ascii(student.firstName)}.${ascii(student.lastName)}@students.${university.domain}`;
    const name = `${student.firstName} ${student.lastName}`;
    const studentId = `${university.universityCode}-${20_410 + index * 137}`;
    // Everyone confirms their email except whoever registered in the last day.
    const confirms = student.registered > 1;
    at(student.registered, `register ${key}`, async (when) => {
      const { user } = await call<{ user: User }>(registerUserRoute, {
        actor: null,
        at: when,
        commandId: `demo:register:${key}`,
        body: {
          role: 'student',
          email,
          password,
          confirmPassword: password,
          phone: `+1 555 01${String(50 + index).padStart(2, '0')}`,
          firstName: student.firstName,
          lastName: student.lastName,
          studentId,
          university: university.universityName,
          universityId: person(university.key).id,
          program: student.program,
          major: student.major,
          yearOfStudy: student.yearOfStudy,
        },
      });
      people.set(key, { id: user._id, role: 'student', email: user.email, name });
    });
    if (confirms) {
      at(student.registered - 0.03, `confirm ${key}`, async (when) => {
        const token = signPurposeToken(platform.secret, CONFIRM_EMAIL_PURPOSE, person(key).id, new Date(now + DAY_MS));
        await call(confirmEmailRoute, { actor: null, at: when, commandId: `demo:confirm:${key}`, body: { token } });
      });
    }
    signIn(key, Math.min(student.registered - 0.05, 0.2 + rand() * 4));

    for (const application of student.applications) {
      const internship = internshipOf(application.internship);
      const employer = internship.employer;
      const applicationKey = `${key}@${application.internship}`;
      at(application.applied, `apply ${applicationKey}`, async (when) => {
        const coverLetter = [pick(coverLetterOpenings), pick(coverLetterMiddles), pick(coverLetterClosings)]
          .join('\n\n')
          .replaceAll('{title}', internship.title)
          .replaceAll('{company}', demoEmployers.find((candidate) => candidate.key === employer)!.companyName)
          .replaceAll('{program}', student.program)
          .replaceAll('{major}', student.major);
        const resume = resumePdf({
          title: name,
          subtitle: `${email}  |  ${student.program}, ${university.universityName}`,
          sections: [
            ['Education', [`${student.program} (${student.major}), ${university.universityName}`]],
            ['Skills', [internship.skills.slice(0, 3).join(', '), 'Teamwork, written communication']],
            ['Experience', ['Part-time retail assistant, two years', 'Student society committee member']],
          ],
        });
        const { application: submitted } = await call<{ application: Application }>(applyToInternshipRoute, {
          actor: person(key),
          at: when,
          commandId: `demo:apply:${applicationKey}`,
          body: { internshipId: internshipId(application.internship), coverLetter },
          file: {
            buffer: resume,
            size: resume.length,
            originalName: `${student.firstName}_${student.lastName}_CV.pdf`.replace(/\s+/g, '_'),
            declaredType: 'application/pdf',
          },
        });
        applications.set(applicationKey, submitted._id);
      });
      const decide = (days: number, status: 'reviewing' | 'accepted' | 'rejected') =>
        at(days, `${status} ${applicationKey}`, async (when) => {
          await call(decideApplicationRoute, {
            actor: person(employer),
            at: when,
            commandId: `demo:decide:${status}:${applicationKey}`,
            params: { id: applications.get(applicationKey)! },
            body: { status, note: applicationNotes[status] },
          });
        });
      if (application.reviewing !== undefined) decide(application.reviewing, 'reviewing');
      if (application.outcome === 'withdrawn') {
        at(application.decided!, `withdraw ${applicationKey}`, async (when) => {
          await call(withdrawApplicationRoute, {
            actor: person(key),
            at: when,
            commandId: `demo:withdraw:${applicationKey}`,
            params: { id: applications.get(applicationKey)! },
          });
        });
      } else if (application.outcome !== 'pending') {
        decide(application.decided!, application.outcome);
      }
    }

    const accepted = student.applications.find((application) => application.outcome === 'accepted');
    if (student.placement && accepted) {
      planPlacement(key, index, student, internshipOf(accepted.internship), student.placement);
    }
  });

  function planPlacement(
    key: string,
    index: number,
    student: DemoStudent,
    internship: DemoInternship,
    placement: DemoPlacement,
  ) {
    const track = tracks[internship.key];
    if (!track) throw new Error(`Demo data plan: no writing for the ${internship.key} placement`);
    const employer = internship.employer;
    const spread = index * 0.011;

    // The logbook: one entry a week, written towards its end (each student has their day), submitted, and reviewed by
    // the employer a day or so later.
    const writingDay = (index % 3) * 0.9;
    for (let week = 1; week <= placement.weeks; week++) {
      const written = internship.start - 7 * week + 2 + writingDay + spread;
      const theme = track.weeks[(week - 1) % track.weeks.length]!;
      const entryKey = `${key}:week-${week}`;
      const fields = {
        weekNumber: week,
        title: `Week ${week}: ${theme.title}`,
        activities: theme.activities,
        learningOutcomes: theme.learning,
        hoursWorked: 32 + Math.round(rand() * 16) / 2,
        studentReflection: twoReflections(index + week, index * 3 + week * 5),
        dueDate: dateAt(internship.start - 7 * week + 1),
      };
      let entryId = '';
      at(written, `logbook ${entryKey}`, async (when) => {
        const { logbookEntry } = await call<{ logbookEntry: LogbookEntry }>(createLogbookEntryRoute, {
          actor: person(key),
          at: when,
          commandId: `demo:logbook:${entryKey}`,
          body: { internship: internshipId(internship.key), ...fields },
        });
        entryId = logbookEntry._id;
      });
      const isLast = week === placement.weeks;
      if (isLast && placement.ending === 'draft') continue;
      const submit = (days: number, round: number) =>
        at(days, `submit ${entryKey}`, async (when) => {
          await call(submitLogbookEntryRoute, {
            actor: person(key),
            at: when,
            commandId: `demo:logbook-submit:${round}:${entryKey}`,
            params: { id: entryId },
          });
        });
      const review = (days: number, status: 'approved' | 'rejected', comment: string) =>
        at(days, `${status} ${entryKey}`, async (when) => {
          await call(reviewLogbookEntryRoute, {
            actor: person(employer),
            at: when,
            commandId: `demo:logbook-review:${status}:${entryKey}`,
            params: { id: entryId },
            body: { status, ...(comment ? { comment } : {}) },
          });
        });
      submit(written - 0.04, 1);
      if (isLast && placement.ending === 'submitted') continue;
      if (isLast && placement.ending === 'rejected') {
        review(written - 1.2, 'rejected', pick(logbookRejections));
      } else if (week === placement.rejectedWeek) {
        review(written - 1, 'rejected', pick(logbookRejections));
        at(written - 1.6, `revise ${entryKey}`, async (when) => {
          await call(updateLogbookEntryRoute, {
            actor: person(key),
            at: when,
            commandId: `demo:logbook-edit:${entryKey}`,
            params: { id: entryId },
            body: {
              ...fields,
              studentReflection:
                `${fields.studentReflection} Added after feedback: "${theme.activities[0]}" took about ` +
                `${Math.round(fields.hoursWorked * 0.4)} hours and "${theme.activities[1]}" about ` +
                `${Math.round(fields.hoursWorked * 0.35)}. Next time I would ask for a review earlier instead of polishing alone.`,
            },
          });
        });
        submit(written - 1.65, 2);
        review(written - 3, 'approved', pick(logbookApprovals));
      } else {
        review(written - 1.2, 'approved', pick(logbookApprovals));
      }
    }

    // Reports: written a few days before they are due, submitted, then reviewed by the admins.
    for (const report of placement.reports ?? [])
      planReport(key, student, internship, report, track[report.type === 'midterm' ? 'midterm' : 'monthly']);

    // Evaluations by the employer, then the admins' review.
    for (const evaluation of placement.evaluations ?? []) {
      const periodDays = evaluation.type === 'monthly' ? 30 : 42;
      const submitted = internship.start - periodDays - 1 + spread;
      const evaluationKey = `${key}:${evaluation.type}`;
      let evaluationId = '';
      const variant = index % evaluationWriting.strengths.length;
      at(submitted, `evaluate ${evaluationKey}`, async (when) => {
        const ratings = Object.fromEntries(ratingKeys.map((rating) => [rating, 3 + Math.floor(rand() * 3)]));
        const totalDays = Math.round((periodDays * 5) / 7);
        const body = {
          student: person(key).id,
          internship: internshipId(internship.key),
          type: evaluation.type,
          period: { startDate: dateAt(internship.start), endDate: dateAt(internship.start - periodDays) },
          ratings,
          strengths: evaluationWriting.strengths[variant],
          areasForImprovement: evaluationWriting.areasForImprovement[variant],
          specificExamples: track.example,
          recommendations: evaluationWriting.recommendations[variant],
          attendance: {
            totalDays,
            daysPresent: totalDays - Math.floor(rand() * 3),
            punctuality: rand() < 0.7 ? 'excellent' : 'good',
          },
          workQuality: rand() < 0.5 ? 'excellent' : 'good',
          wouldHire: true,
          wouldRecommend: true,
          additionalComments: evaluationWriting.comments[variant],
        };
        const created = await call<Evaluation>(submitEvaluationRoute, {
          actor: person(employer),
          at: when,
          commandId: `demo:evaluation:${evaluationKey}`,
          body,
        });
        evaluationId = created._id;
      });
      const moves =
        evaluation.status === 'approved'
          ? (['reviewed', 'approved'] as const)
          : evaluation.status === 'reviewed'
            ? (['reviewed'] as const)
            : [];
      moves.forEach((status, step) => {
        at(submitted - 1.5 * (step + 1), `${status} ${evaluationKey}`, async (when) => {
          await call(reviewEvaluationRoute, {
            actor: person('admin'),
            at: when,
            commandId: `demo:evaluation-review:${status}:${evaluationKey}`,
            params: { id: evaluationId },
            body: { status, comment: evaluationReviewComments[status] },
          });
        });
      });
    }
  }

  function planReport(
    key: string,
    student: DemoStudent,
    internship: DemoInternship,
    report: DemoReport,
    text: ReportText,
  ) {
    const due = internship.start - (report.type === 'midterm' ? 45 : 30);
    const reportKey = `${key}:${report.type}`;
    const content = [...text.body, reflections[(student.firstName.length + due) % reflections.length]!].join('\n\n');
    const body = { type: report.type, title: text.title, content, summary: text.summary, dueDate: dateAt(due) };
    let reportId = '';
    at(due + 3, `report ${reportKey}`, async (when) => {
      const { report: created } = await call<{ report: Report }>(createReportRoute, {
        actor: person(key),
        at: when,
        commandId: `demo:report:${reportKey}`,
        body: { internship: internshipId(internship.key), ...body },
      });
      reportId = created._id;
    });
    if (report.status === 'draft' && !report.earlier) return;
    const submittedAt = report.late ? due - 1.5 : due + 1.5;
    const submit = (days: number, round: number) =>
      at(days, `submit ${reportKey}`, async (when) => {
        await call(submitReportRoute, {
          actor: person(key),
          at: when,
          commandId: `demo:report-submit:${round}:${reportKey}`,
          params: { id: reportId },
        });
      });
    const review = (days: number, status: 'under_review' | 'approved' | 'rejected' | 'requires_revision', round = 1) =>
      at(days, `${status} ${reportKey}`, async (when) => {
        const comment = status === 'approved' ? pick(reportReviewComments.approved) : reportReviewComments[status];
        await call(reviewReportRoute, {
          actor: person('admin'),
          at: when,
          commandId: `demo:report-review:${round}:${status}:${reportKey}`,
          params: { id: reportId },
          body: { status, comment },
        });
      });
    submit(submittedAt, 1);
    if (report.status === 'submitted' && !report.earlier) return;
    review(submittedAt - 2, 'under_review');
    if (report.earlier) {
      review(submittedAt - 4, report.earlier);
      at(submittedAt - 6.5, `revise ${reportKey}`, async (when) => {
        await call(reviseReportRoute, {
          actor: person(key),
          at: when,
          commandId: `demo:report-revise:${reportKey}`,
          params: { id: reportId },
          body: {
            ...body,
            content:
              `${content}\n\nMy own contribution: ${tracks[internship.key]!.example.charAt(0).toLowerCase()}` +
              `${tracks[internship.key]!.example.slice(1)}`,
          },
        });
      });
      if (report.status === 'submitted') submit(submittedAt - 7, 2);
      return;
    }
    if (report.status !== 'under_review')
      review(submittedAt - 4, report.status as 'approved' | 'rejected' | 'requires_revision');
  }

  // ---------------------------------------------------------------------------------------------------------
  // Run it in the order it happened.
  // ---------------------------------------------------------------------------------------------------------

  const ordered = [...steps].sort((a, b) => a.at - b.at || a.order - b.order);
  log(`Writing ${ordered.length} steps of history, from ${dateAt(125)} to today…`);
  const started = Date.now();
  try {
    for (const [index, step] of ordered.entries()) {
      try {
        await step.run(new Date(step.at).toISOString());
      } catch (error) {
        throw new Error(
          `Demo data step "${step.label}" failed: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      }
      if ((index + 1) % 100 === 0) log(`  ${index + 1} of ${ordered.length} steps`);
    }
    // What the workers would do at start: internships whose deadline has passed are expired (stamped now).
    const expiry = await expireInternships(platform, new Date(now));
    await caller.settle(expiry.position);
    // The history is history: the mail reactors start after it, so nobody is mailed about four months of demo events.
    const head = await platform.eventStore.headPosition();
    for (const reactor of reactors) await platform.readStore.setCheckpoint(reactorCheckpoint(reactor.name), head);
  } finally {
    await caller.close();
  }
  log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const account = (key: string): SignIn => {
    const found = person(key);
    return { role: found.role, name: found.name, email: found.email, password };
  };
  return {
    signIns: [account('admin'), account('brightlane'), account('northbridge'), account('student:amara-okafor')],
    password,
    counts: {
      accounts: people.size,
      internships: internships.size,
      applications: applications.size,
      steps: ordered.length,
    },
  };
}

/** Two different reflections: the second is never the first again. */
function twoReflections(first: number, second: number): string {
  const a = first % reflections.length;
  const b = (a + 1 + (second % (reflections.length - 1))) % reflections.length;
  return `${reflections[a]} ${reflections[b]}`;
}

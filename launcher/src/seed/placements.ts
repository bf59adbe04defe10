/** Demo data: a placement's weekly logbook, its reports (reports.ts) and the employer's evaluations (see seed.ts). */
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { ratingKeys } from '@stint/shared/evaluations/evaluations.constants';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { reviewEvaluationRoute } from '@stint/api/evaluations/review-evaluation.route';
import { submitEvaluationRoute } from '@stint/api/evaluations/submit-evaluation.route';
import {
  reviewLogbookEntryRoute,
  submitLogbookEntryRoute,
  updateLogbookEntryRoute,
} from '@stint/api/logbooks/change-logbook-entry.routes';
import { createLogbookEntryRoute } from '@stint/api/logbooks/create-logbook-entry.route';
import type { DemoInternship } from './demo-organisations';
import type { DemoPlacement, DemoStudent } from './demo-students';
import {
  evaluationReviewComments,
  evaluationWriting,
  logbookApprovals,
  logbookRejections,
  reflections,
  tracks,
} from './demo-writing';
import type { SeedPlan } from './plan';
import { planReport } from './reports';

export function planPlacement(
  plan: SeedPlan,
  key: string,
  index: number,
  student: DemoStudent,
  internship: DemoInternship,
  placement: DemoPlacement,
): void {
  const { rand, pick, dateAt, at, call, person, internshipId } = plan;
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
    planReport(plan, key, student, internship, report, track[report.type === 'midterm' ? 'midterm' : 'monthly']);

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

/** Two different reflections: the second is never the first again. */
function twoReflections(first: number, second: number): string {
  const a = first % reflections.length;
  const b = (a + 1 + (second % (reflections.length - 1))) % reflections.length;
  return `${reflections[a]} ${reflections[b]}`;
}

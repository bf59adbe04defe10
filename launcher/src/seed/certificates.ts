/**
 * Demo data (issue 17 item 7): two of the winter data sprint's students complete it. Each writes a final report that
 * an admin approves, Brightlane's final evaluation of each is reviewed and approved, and each takes their completion
 * certificate, so the demo student's application page shows one with its PDF and code, their university's student
 * pages list them, and the codes check out on /verify. The third student has no certificate: her grounds are not all
 * there, which her application page shows as a checklist.
 */
import { createReportRoute } from '@stint/api/reports/create-report.route';
import { reviewReportRoute, submitReportRoute } from '@stint/api/reports/change-report.routes';
import { submitEvaluationRoute } from '@stint/api/evaluations/submit-evaluation.route';
import { reviewEvaluationRoute } from '@stint/api/evaluations/review-evaluation.route';
import { issueCertificateRoute } from '@stint/api/certificates/certificates.routes';
import { ratingKeys } from '@stint/shared/evaluations/evaluations.constants';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { SPRINT } from './placement-evaluations';
import type { SeedPlan } from './plan';

const COMPLETED = [
  {
    student: 'student:amara-okafor',
    report:
      'I joined the analytics team for two weeks, cleaned the churn dataset and presented which plans lose customers first.',
    strengths: ['Careful with data', 'Clear presenter'],
  },
  {
    student: 'student:mei-tanaka',
    report: 'I rebuilt the onboarding funnel from raw events and found the step where most trials stop.',
    strengths: ['Independent', 'Thorough'],
  },
];

export function planCertificates(plan: SeedPlan, sprintInternshipId: () => string): void {
  const { at, call, person, dateAt } = plan;
  COMPLETED.forEach(({ student, report, strengths }, index) => {
    const offset = index * 0.02;
    let reportId = '';
    let evaluationId = '';
    at(SPRINT.end - 0.2 - offset, `final report winter sprint ${student}`, async (when) => {
      const created = await call<{ report: Report }>(createReportRoute, {
        actor: person(student),
        at: when,
        commandId: `demo:report:winter-sprint:${student}`,
        body: {
          internship: sprintInternshipId(),
          type: 'final',
          title: 'Winter Data Sprint: final report',
          content: `${report}\n\nWhat I would do next: automate the cleaning so the next sprint starts from clean data.`,
          summary: 'Two weeks, one dataset, one answer',
          dueDate: dateAt(SPRINT.end - 7),
        },
      });
      reportId = created.report._id;
    });
    at(SPRINT.end - 0.4 - offset, `submit final report winter sprint ${student}`, async (when) => {
      await call(submitReportRoute, {
        actor: person(student),
        at: when,
        commandId: `demo:report-submit:winter-sprint:${student}`,
        params: { id: reportId },
      });
    });
    at(SPRINT.end - 0.3 - offset, `final evaluation winter sprint ${student}`, async (when) => {
      const created = await call<Evaluation>(submitEvaluationRoute, {
        actor: person('brightlane'),
        at: when,
        commandId: `demo:evaluation:winter-sprint:${student}`,
        body: {
          student: person(student).id,
          internship: sprintInternshipId(),
          type: 'final',
          period: { startDate: dateAt(SPRINT.start), endDate: dateAt(SPRINT.end) },
          ratings: Object.fromEntries(ratingKeys.map((key, i) => [key, 4 + ((i + index) % 2)])),
          strengths,
          areasForImprovement: ['Estimating how long a task takes'],
          specificExamples: report,
          recommendations: ['A longer placement with the same team'],
          attendance: { totalDays: 10, daysPresent: 10, punctuality: 'excellent' },
          workQuality: 'excellent',
          wouldHire: true,
          wouldRecommend: true,
          additionalComments: 'We would welcome them back.',
        },
      });
      evaluationId = created._id;
    });
    at(SPRINT.end - 1 - offset, `approve final report winter sprint ${student}`, async (when) => {
      await call(reviewReportRoute, {
        actor: person('admin'),
        at: when,
        commandId: `demo:report-review:approved:winter-sprint:${student}`,
        params: { id: reportId },
        body: { status: 'approved', comment: 'A clear account of the sprint.' },
      });
    });
    (['reviewed', 'approved'] as const).forEach((status, step) => {
      at(
        SPRINT.end - 1.2 - step * 0.3 - offset,
        `${status} final evaluation winter sprint ${student}`,
        async (when) => {
          await call(reviewEvaluationRoute, {
            actor: person('admin'),
            at: when,
            commandId: `demo:evaluation-review:${status}:winter-sprint:${student}`,
            params: { id: evaluationId },
            body: { status },
          });
        },
      );
    });
    at(SPRINT.end - 2 - offset, `certificate winter sprint ${student}`, async (when) => {
      await call(issueCertificateRoute, {
        actor: person(student),
        at: when,
        commandId: `demo:certificate:winter-sprint:${student}`,
        body: { internship: sprintInternshipId() },
      });
    });
  });
}

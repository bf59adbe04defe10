/** Demo data: a placement's report, from draft to the admins' review (see seed.ts). */
import type { Report } from '@stint/shared/reports/reports.schemas';
import { reviewReportRoute, reviseReportRoute, submitReportRoute } from '@stint/api/reports/change-report.routes';
import { createReportRoute } from '@stint/api/reports/create-report.route';
import type { DemoInternship } from './demo-organisations';
import type { DemoReport, DemoStudent } from './demo-students';
import { reflections, reportReviewComments, tracks, type ReportText } from './demo-writing';
import type { SeedPlan } from './plan';

export function planReport(
  plan: SeedPlan,
  key: string,
  student: DemoStudent,
  internship: DemoInternship,
  report: DemoReport,
  text: ReportText,
): void {
  const { pick, dateAt, at, call, person, internshipId } = plan;
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

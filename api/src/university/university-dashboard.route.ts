/**
 * `GET /university/dashboard` (spec 2 §3 University dashboard payload): the university's card, its counts as the
 * oversight projection keeps them (rates are whole percentages; see university.read-models for what each counts),
 * its active internships counted from its students' placement dates today, its pending evaluations without the
 * placements that have not started yet, and its five most recently registered students.
 */
import { emptyTally, percentage } from '@stint/shared/university/university.read-models';
import { RECENT_STUDENTS_SHOWN, universityDashboardSchema } from '@stint/shared/university/university.schemas';
import { defineRoute } from '../http/route';
import {
  approvedUniversity,
  countActiveInternships,
  countUpcomingUnevaluated,
  dashboardsOf,
  studentsOf,
  toStudentItem,
} from './university.store';

export const universityDashboardRoute = defineRoute({
  method: 'get',
  path: '/university/dashboard',
  summary: "Your university's dashboard: students, applications, logbooks, reports, internships, evaluations",
  tags: ['university'],
  access: ['university'],
  response: universityDashboardSchema,
  async handler({ actor, deps }) {
    const university = await approvedUniversity(deps, actor);
    const [dashboard, recent, active, notStarted] = await Promise.all([
      dashboardsOf(deps).get(actor.id),
      studentsOf(deps).find(
        { universityId: actor.id },
        { sort: { registeredAt: -1, _id: 1 }, limit: RECENT_STUDENTS_SHOWN },
      ),
      countActiveInternships(deps, { universityId: actor.id }),
      countUpcomingUnevaluated(deps, actor.id),
    ]);
    const tally = dashboard?.tally ?? emptyTally();
    return {
      university: {
        name: university.universityName ?? '',
        code: university.universityCode ?? '',
        type: university.universityType ?? null,
        accreditationStatus: university.accreditationStatus ?? null,
      },
      students: {
        total: dashboard?.students ?? 0,
        active,
        list: recent.map(toStudentItem),
      },
      applications: {
        total: tally.applications,
        approved: tally.approvedApplications,
        pending: tally.pendingApplications,
        approvalRate: percentage(tally.approvedApplications, tally.applications),
      },
      logbooks: {
        total: tally.logbookEntries,
        submissionRate: percentage(tally.submittedLogbookEntries, tally.logbookEntries),
      },
      reports: { total: tally.reports, submissionRate: percentage(tally.submittedReports, tally.reports) },
      internships: { total: dashboard?.internships ?? 0, active },
      evaluations: {
        pending: Math.max(0, tally.pendingEvaluations - notStarted),
        completed: tally.completedEvaluations,
      },
    };
  },
});

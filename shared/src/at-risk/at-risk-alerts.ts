/**
 * Which of a university's students' placements are at risk on `today` (issue 17 item 5), computed from the read models
 * when asked, so an alert clears itself as soon as its cause is gone:
 * - `no-logbook`: a current placement (started, not ended: placement-stage) with no logbook entry for
 *   `LOGBOOK_SILENCE_DAYS` days, counted from its start before the first entry;
 * - `overdue-report`: a started placement's report still a draft or sent back, past its due date;
 * - `low-evaluation`: a started placement's evaluation (the employer's of the student, or the student's of the
 *   placement) averaging below `LOW_EVALUATION_BELOW`;
 * - `withdrawn`: an application the student withdrew after it was accepted.
 * Placements still awaiting their university's approval (issue 17 item 4) are not under way and raise nothing. An
 * alert acknowledged with its current `cause` is hidden; a new cause shows it again. Pure: `today` comes in.
 */
import type { ApplicationStatus } from '../applications/applications.constants';
import { placementApprovalsCollection, type PlacementApprovalDocument } from '../approvals/approvals.read-models';
import { evaluationsCollection, type EvaluationDocument } from '../evaluations/evaluations.read-models';
import { logbookEntriesCollection, type LogbookEntryDocument } from '../logbooks/logbooks.read-models';
import {
  placementEvaluationsCollection,
  type PlacementEvaluationDocument,
} from '../placement-evaluations/placement-evaluations.read-models';
import { reportsCollection, type ReportDocument } from '../reports/reports.read-models';
import {
  universityApplicationsCollection,
  universityInternshipsCollection,
  universityStudentsCollection,
  type UniversityApplicationDocument,
  type UniversityInternshipDocument,
  type UniversityStudentDocument,
} from '../university/university.read-models';
import { atRiskAcknowledgementsCollection, type AtRiskAcknowledgementDocument } from './at-risk.read-models';
import { addDays } from '../placements/placements';
import { placementStage } from '../placements/placement-stage';
import { REPORT_NEEDS_REVISION, type ReportStatus } from '../reports/reports.constants';
import { atRiskAlertId, LOGBOOK_SILENCE_DAYS, LOW_EVALUATION_BELOW, type AtRiskReason } from './at-risk.constants';
import type { AtRiskAlert, AtRiskAlertList } from './at-risk.schemas';

export type AtRiskSources = {
  students: { _id: string; firstName: string; lastName: string }[];
  applications: {
    _id: string;
    studentId: string;
    internshipId: string;
    status: ApplicationStatus;
    acceptedAt: string | null;
  }[];
  internships: { _id: string; title: string; company: string; startDate: string; endDate: string }[];
  /** Placement approvals (only placements that need one have one). */
  approvals: { _id: string; status: string }[];
  logbookEntries: { applicationId: string; createdAt: string }[];
  reports: { _id: string; applicationId: string; status: ReportStatus; dueDate: string }[];
  /** The employers' evaluations of the students. */
  evaluations: { _id: string; applicationId: string; averageRating: number }[];
  /** The students' evaluations of their placements (id: the application id). */
  placementEvaluations: { _id: string; applicationId: string; average: number }[];
  acknowledgements: { alertId: string; cause: string }[];
};

const day = (date: string) => date.slice(0, 10);
const OPEN_REPORT: ReportStatus[] = ['draft', ...REPORT_NEEDS_REVISION];

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const formatAverage = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** Every alert of the university's students on `today`, acknowledged ones included, by student name then reason. */
export function computeAtRiskAlerts(sources: AtRiskSources, today: string): AtRiskAlert[] {
  const date = day(today);
  const students = new Map(sources.students.map((student) => [student._id, student]));
  const internships = new Map(sources.internships.map((internship) => [internship._id, internship]));
  const pendingApproval = new Set(
    sources.approvals.filter((approval) => approval.status !== 'approved').map((approval) => approval._id),
  );
  const entries = groupBy(sources.logbookEntries, (entry) => entry.applicationId);
  const reports = groupBy(sources.reports, (report) => report.applicationId);
  const evaluations = groupBy(sources.evaluations, (evaluation) => evaluation.applicationId);
  const placementEvaluations = groupBy(sources.placementEvaluations, (evaluation) => evaluation.applicationId);
  const alerts: AtRiskAlert[] = [];

  for (const application of sources.applications) {
    const student = students.get(application.studentId);
    const internship = internships.get(application.internshipId);
    if (!student || !internship) continue;
    const alert = (reason: AtRiskReason, detail: string, since: string, cause: string) =>
      alerts.push({
        id: atRiskAlertId(reason, application._id),
        reason,
        studentId: student._id,
        studentName: [student.firstName, student.lastName].filter(Boolean).join(' '),
        applicationId: application._id,
        internship: { _id: internship._id, title: internship.title, company: internship.company },
        detail,
        since,
        cause,
      });

    if (application.status === 'withdrawn' && application.acceptedAt) {
      alert('withdrawn', 'Withdrew from the placement after being accepted', day(application.acceptedAt), 'withdrawn');
      continue;
    }
    if (application.status !== 'accepted' || pendingApproval.has(application._id)) continue;
    const stage = placementStage(internship, date);
    if (stage === 'upcoming') continue;

    if (stage === 'current') {
      const last = (entries.get(application._id) ?? [])
        .map((entry) => day(entry.createdAt))
        .sort()
        .pop();
      const from = last ?? day(internship.startDate);
      if (addDays(from, LOGBOOK_SILENCE_DAYS) <= date) {
        const detail = last
          ? `No logbook entry since ${last}`
          : `No logbook entry since the placement started on ${from}`;
        alert('no-logbook', detail, from, `last:${last ?? 'none'}`);
      }
    }

    const overdue = (reports.get(application._id) ?? [])
      .filter((report) => OPEN_REPORT.includes(report.status) && day(report.dueDate) < date)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a._id.localeCompare(b._id));
    const [oldest] = overdue;
    if (oldest) {
      alert(
        'overdue-report',
        `${plural(overdue.length, 'report', 'reports')} overdue, the oldest due ${day(oldest.dueDate)}`,
        day(oldest.dueDate),
        overdue.map((report) => report._id).join(','),
      );
    }

    const low = [
      ...(evaluations.get(application._id) ?? [])
        .filter((evaluation) => evaluation.averageRating < LOW_EVALUATION_BELOW)
        .map((evaluation) => ({
          id: evaluation._id,
          text: `the employer rated ${formatAverage(evaluation.averageRating)}`,
        })),
      ...(placementEvaluations.get(application._id) ?? [])
        .filter((evaluation) => evaluation.average < LOW_EVALUATION_BELOW)
        .map((evaluation) => ({
          id: `placement:${evaluation._id}`,
          text: `the student rated the placement ${formatAverage(evaluation.average)}`,
        })),
    ];
    if (low.length > 0) {
      const detail = `Average below ${LOW_EVALUATION_BELOW}: ${low.map((item) => item.text).join('; ')}`;
      alert('low-evaluation', detail, day(internship.startDate), low.map((item) => item.id).join(','));
    }
  }
  return alerts.sort(
    (a, b) =>
      a.studentName.localeCompare(b.studentName) || a.studentId.localeCompare(b.studentId) || a.id.localeCompare(b.id),
  );
}

/** The alerts to show: those not acknowledged with their current cause, and how many are hidden. */
export function visibleAtRiskAlerts(sources: AtRiskSources, today: string): AtRiskAlertList {
  const acknowledged = new Map(sources.acknowledgements.map((ack) => [ack.alertId, ack.cause]));
  const all = computeAtRiskAlerts(sources, today);
  const alerts = all.filter((alert) => acknowledged.get(alert.id) !== alert.cause);
  return { alerts, acknowledged: all.length - alerts.length };
}

/** What `loadAtRiskSources` reads through: the read store's `collection` (a port passed in; no I/O of its own here). */
export type AtRiskReader = {
  collection<T extends { _id: string }>(spec: {
    name: string;
  }): {
    find(filter?: Record<string, unknown>, options?: { limit?: number }): Promise<T[]>;
    getMany(ids: readonly string[]): Promise<T[]>;
  };
};

/** The read models one university's alerts are computed from (the api's list, the workers' weekly mail). */
export async function loadAtRiskSources(readStore: AtRiskReader, universityId: string): Promise<AtRiskSources> {
  const byUniversity = { universityId };
  const [students, linked, approvals, placementEvaluations, acknowledgements] = await Promise.all([
    readStore.collection<UniversityStudentDocument>(universityStudentsCollection).find(byUniversity),
    readStore.collection<UniversityApplicationDocument>(universityApplicationsCollection).find(byUniversity),
    readStore.collection<PlacementApprovalDocument>(placementApprovalsCollection).find(byUniversity),
    readStore.collection<PlacementEvaluationDocument>(placementEvaluationsCollection).find(byUniversity),
    readStore.collection<AtRiskAcknowledgementDocument>(atRiskAcknowledgementsCollection).find(byUniversity),
  ]);
  // Only an application that was once accepted can raise an alert.
  const applications = linked.filter((application) => application.acceptedAt !== null);
  const placed = applications.map((application) => application._id);
  const byPlacement = { applicationId: { $in: placed } };
  const [internships, logbookEntries, reports, evaluations] =
    placed.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          readStore
            .collection<UniversityInternshipDocument>(universityInternshipsCollection)
            .getMany([...new Set(applications.map((application) => application.internshipId))]),
          readStore.collection<LogbookEntryDocument>(logbookEntriesCollection).find(byPlacement),
          readStore.collection<ReportDocument>(reportsCollection).find(byPlacement),
          readStore.collection<EvaluationDocument>(evaluationsCollection).find(byPlacement),
        ]);
  return {
    students,
    applications,
    internships,
    approvals,
    logbookEntries,
    reports,
    evaluations,
    placementEvaluations: placementEvaluations.map((evaluation) => ({
      _id: evaluation._id,
      applicationId: evaluation.applicationId,
      average: evaluation.average,
    })),
    acknowledgements,
  };
}

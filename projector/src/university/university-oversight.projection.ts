/**
 * University oversight (spec 2 university screens; docs/architecture.md §Projections: dashboard aggregates kept by the
 * projection, not computed per request): a summary per student linked to a university and a dashboard per university,
 * both counters moved by the difference an event makes to one application, logbook entry or report of that student. The
 * counters' meaning is documented with the documents (university.read-models). Everything comes from this projection's
 * own collections, fed by the same log, so it never depends on another projection's progress and a rebuild of it alone
 * gives the same documents. Each change is news to the university's room only.
 */
import { rooms } from '@stint/shared';
import {
  accountEventSchemas,
  personalDataChangesSchema,
  personalDataSchema,
} from '@stint/shared/accounts/accounts.events';
import { DELETED_USER_NAME } from '@stint/shared/accounts/accounts.read-models';
import { evaluationEventSchemas } from '@stint/shared/evaluations/evaluations.events';
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import {
  emptyTally,
  universityApplicationsCollection,
  universityDashboardsCollection,
  universityInternshipsCollection,
  universityPlacementsCollection,
  universityReviewItemsCollection,
  universityStudentsCollection,
  type CurrentInternship,
  type OversightTally,
  type UniversityApplicationDocument,
  type UniversityDashboardDocument,
  type UniversityInternshipDocument,
  type UniversityPlacementDocument,
  type UniversityReviewItemDocument,
  type UniversityStudentDocument,
} from '@stint/shared/university/university.read-models';
import { reviewItemEvent, reviewItemSteps } from '../placements/review-item-event';
import { dataOf, openSealed } from '../runtime/event-data';
import { idsIn, idsOf } from '../runtime/prefetch';
import { keepPlacedInternship } from '../placements/placed-internships';
import { defineProjection } from '../runtime/projection';
import { topics } from '@stint/shared/live/topics';

/** The counters one application stands for. */
function applicationTally(application: UniversityApplicationDocument | null): OversightTally {
  const tally = emptyTally();
  if (!application) return tally;
  const isAccepted = application.status === 'accepted';
  tally.applications = 1;
  tally.approvedApplications = isAccepted ? 1 : 0;
  tally.pendingApplications = application.status === 'pending' || application.status === 'reviewing' ? 1 : 0;
  tally.pendingEvaluations = isAccepted && application.evaluations === 0 ? 1 : 0;
  tally.completedEvaluations = application.evaluations > 0 ? 1 : 0;
  return tally;
}

/** The counters one logbook entry or report stands for. */
function itemTally(item: UniversityReviewItemDocument | null): OversightTally {
  const tally = emptyTally();
  if (!item) return tally;
  const submitted = item.isSubmitted ? 1 : 0;
  if (item.kind === 'logbook') {
    tally.logbookEntries = 1;
    tally.submittedLogbookEntries = submitted;
  } else {
    tally.reports = 1;
    tally.submittedReports = submitted;
  }
  return tally;
}

/** `base` plus `sign` times `change`, counter by counter. */
function combine(base: OversightTally, change: OversightTally, sign: 1 | -1 = 1): OversightTally {
  const result = { ...base };
  for (const key of Object.keys(result) as (keyof OversightTally)[]) result[key] += sign * change[key];
  return result;
}

const difference = (after: OversightTally, before: OversightTally) => combine(after, before, -1);

/** A review item's document id: its kind and the entry's or report's id (prefetch and apply must agree on it). */
const itemDocumentId = (kind: UniversityReviewItemDocument['kind'], itemId: string) => `${kind}-${itemId}`;

const emptyDashboard = (universityId: string, at: string): UniversityDashboardDocument => ({
  _id: universityId,
  students: 0,
  internships: 0,
  tally: emptyTally(),
  updatedAt: at,
});

/** What one event changes for one student (and so for their university). */
type StudentChange = {
  tally: OversightTally;
  /** A change of the distinct internships its students applied to. */
  internships?: number;
  /** The new current internship; undefined leaves it as it is. */
  currentInternship?: CurrentInternship | null;
  /** What else the notice is about (the item's id). */
  ids?: string[];
};

/**
 * The latest of these accepted applications: the first a find sorted by `acceptedAt` then `_id`, both descending,
 * would give (as the SQL store orders them: a missing date last, strings by code point). Picked here rather than by a
 * sorted find, which only the database answers; a find by student is answered from the batch's memory.
 */
function latestAccepted(accepted: UniversityApplicationDocument[]): UniversityApplicationDocument | undefined {
  const isLater = (a: UniversityApplicationDocument, b: UniversityApplicationDocument) => {
    if (a.acceptedAt !== b.acceptedAt) {
      if (a.acceptedAt === null || b.acceptedAt === null) return b.acceptedAt === null;
      return a.acceptedAt > b.acceptedAt;
    }
    return a._id > b._id;
  };
  let latest: UniversityApplicationDocument | undefined;
  for (const application of accepted) if (!latest || isLater(application, latest)) latest = application;
  return latest;
}

export const universityOversightProjection = defineProjection({
  name: 'university-oversight',
  // 2: the date-blind active students and active internships counters are gone (the api counts them by date).
  version: 2,
  collections: [
    universityStudentsCollection,
    universityDashboardsCollection,
    universityApplicationsCollection,
    universityReviewItemsCollection,
    universityInternshipsCollection,
    universityPlacementsCollection,
  ],
  handles: [
    'UserRegistered',
    'ProfileUpdated',
    'AccountDeleted',
    'InternshipPosted',
    'InternshipUpdated',
    'ApplicationSubmitted',
    'ApplicationStatusChanged',
    'EvaluationSubmitted',
    'LogbookEntryCreated',
    'LogbookEntryEdited',
    'LogbookEntrySubmitted',
    'ReportCreated',
    'ReportRevised',
    'ReportSubmitted',
  ],
  async prefetch(events, context) {
    const applications = await context
      .collection<UniversityApplicationDocument>(universityApplicationsCollection)
      .getMany(idsIn(events, ['applicationId']));
    const items = await context
      .collection<UniversityReviewItemDocument>(universityReviewItemsCollection)
      .getMany([
        ...idsIn(events, ['entryId'], { key: (id) => itemDocumentId('logbook', id) }),
        ...idsIn(events, ['reportId'], { key: (id) => itemDocumentId('report', id) }),
      ]);
    await context
      .collection<UniversityInternshipDocument>(universityInternshipsCollection)
      .getMany(idsIn(events, ['internshipId']));
    const studentsCollection = context.collection<UniversityStudentDocument>(universityStudentsCollection);
    const students = await studentsCollection.getMany([
      ...idsIn(events, ['userId', 'studentId']),
      ...idsOf(applications, 'studentId'),
      ...idsOf(items, 'studentId'),
    ]);
    // A student whose placement ends falls back to their latest other acceptance, found among their applications.
    await context.collection<UniversityApplicationDocument>(universityApplicationsCollection).findIn(
      'studentId',
      idsIn(
        events.filter((event) => {
          const data = event.data as { from?: unknown; to?: unknown } | null;
          return data?.from === 'accepted' && data.to !== 'accepted';
        }),
        ['studentId'],
        { types: ['ApplicationStatusChanged'] },
      ),
    );
    // The students placed at an updated internship show it as it now reads.
    await studentsCollection.findIn(
      'currentInternshipId',
      idsIn(events, ['internshipId'], { types: ['InternshipUpdated'] }),
    );
    // Students registering in this batch are not stored yet: their university is in the event.
    const universityOf = new Map(students.map((student) => [student._id, student.universityId]));
    for (const event of events) {
      const data = event.data as { userId?: unknown; profile?: { universityId?: unknown } } | null;
      const universityId = data?.profile?.universityId;
      if (event.type === 'UserRegistered' && typeof data?.userId === 'string' && typeof universityId === 'string') {
        universityOf.set(data.userId, universityId);
      }
    }
    await context.collection<UniversityDashboardDocument>(universityDashboardsCollection).getMany([
      ...idsIn(events, ['userId']),
      ...idsOf(students, 'universityId'),
      ...events.flatMap((event) => {
        const universityId = (event.data as { profile?: { universityId?: unknown } } | null)?.profile?.universityId;
        return typeof universityId === 'string' ? [universityId] : [];
      }),
    ]);
    await context.collection<UniversityPlacementDocument>(universityPlacementsCollection).getMany(
      idsIn(events, ['internshipId'], {
        types: ['ApplicationSubmitted'],
        key: (internshipId, event) => `${universityOf.get(String(event.data.studentId)) ?? ''}:${internshipId}`,
      }),
    );
  },
  async apply(event, context) {
    const students = context.collection<UniversityStudentDocument>(universityStudentsCollection);
    const dashboards = context.collection<UniversityDashboardDocument>(universityDashboardsCollection);
    const applications = context.collection<UniversityApplicationDocument>(universityApplicationsCollection);
    const items = context.collection<UniversityReviewItemDocument>(universityReviewItemsCollection);
    const internships = context.collection<UniversityInternshipDocument>(universityInternshipsCollection);
    const placements = context.collection<UniversityPlacementDocument>(universityPlacementsCollection);
    const { at } = event.metadata;

    const notify = (universityId: string, ids: string[]) =>
      context.notify({ topic: topics.university, rooms: [rooms.university(universityId)], ids });

    /** Writes the student's summary and their university's dashboard once each, moved by `change`. */
    const commit = async (student: UniversityStudentDocument, change: StudentChange) => {
      const next: UniversityStudentDocument = { ...student, tally: combine(student.tally, change.tally) };
      if (change.currentInternship !== undefined) {
        next.currentInternship = change.currentInternship;
        next.currentInternshipId = change.currentInternship?.internshipId ?? null;
      }
      await students.upsert(next);
      const dashboard = (await dashboards.get(student.universityId)) ?? emptyDashboard(student.universityId, at);
      await dashboards.upsert({
        ...dashboard,
        internships: dashboard.internships + (change.internships ?? 0),
        tally: combine(dashboard.tally, change.tally),
        updatedAt: at,
      });
      notify(student.universityId, [student._id, ...(change.ids ?? [])]);
    };

    const currentInternshipOf = async (internshipId: string, acceptedAt: string): Promise<CurrentInternship> => {
      const internship = await internships.get(internshipId);
      return {
        internshipId,
        title: internship?.title ?? '',
        company: internship?.company ?? '',
        startDate: internship?.startDate ?? '',
        endDate: internship?.endDate ?? '',
        acceptedAt,
      };
    };

    /** A logbook entry or report created, submitted or sent back to a draft. */
    const moveItem = async (kind: UniversityReviewItemDocument['kind'], itemId: string, isSubmitted: boolean) => {
      const before = await items.get(itemDocumentId(kind, itemId));
      if (!before) return; // not a linked student's, or never created
      const student = await students.get(before.studentId);
      if (!student) return;
      const after = { ...before, isSubmitted };
      await items.upsert(after);
      await commit(student, { tally: difference(itemTally(after), itemTally(before)), ids: [itemId] });
    };

    const createItem = async (kind: UniversityReviewItemDocument['kind'], itemId: string, studentId: string) => {
      const student = await students.get(studentId);
      if (!student) return; // a student with no university: nobody oversees it
      const item: UniversityReviewItemDocument = {
        _id: itemDocumentId(kind, itemId),
        kind,
        universityId: student.universityId,
        studentId,
        isSubmitted: false,
      };
      const before = await items.get(item._id);
      await items.upsert(item);
      await commit(student, { tally: difference(itemTally(item), itemTally(before)), ids: [itemId] });
    };

    switch (event.type) {
      case 'UserRegistered': {
        const data = dataOf(accountEventSchemas.UserRegistered, event, context);
        if (!data) return;
        if (data.role === 'university') {
          if (!(await dashboards.get(data.userId))) await dashboards.upsert(emptyDashboard(data.userId, at));
          return;
        }
        const universityId = data.profile.universityId;
        if (data.role !== 'student' || !universityId) return;
        const personal = await openSealed(personalDataSchema, data.personal, context);
        const firstName = personal ? personal.firstName : DELETED_USER_NAME;
        const lastName = personal?.lastName ?? '';
        await students.upsert({
          _id: data.userId,
          universityId,
          firstName,
          lastName,
          name: [firstName, lastName].filter(Boolean).join(' '),
          studentId: personal?.studentId ?? '',
          email: personal?.email ?? '',
          program: data.profile.program || data.profile.major || '',
          yearOfStudy: data.profile.yearOfStudy ?? '',
          registeredAt: at,
          tally: emptyTally(),
          currentInternship: null,
          currentInternshipId: null,
        });
        const dashboard = (await dashboards.get(universityId)) ?? emptyDashboard(universityId, at);
        await dashboards.upsert({ ...dashboard, students: dashboard.students + 1, updatedAt: at });
        notify(universityId, [data.userId]);
        return;
      }
      case 'ProfileUpdated': {
        const data = dataOf(accountEventSchemas.ProfileUpdated, event, context);
        if (!data || (!data.personal && !data.profile)) return;
        const student = await students.get(data.userId);
        if (!student) return;
        const personal = data.personal ? await openSealed(personalDataChangesSchema, data.personal, context) : {};
        if (!personal) return;
        const { program, yearOfStudy } = data.profile ?? {};
        const firstName = personal.firstName ?? student.firstName;
        const lastName = personal.lastName ?? student.lastName;
        await students.upsert({
          ...student,
          firstName,
          lastName,
          name: [firstName, lastName].filter(Boolean).join(' '),
          studentId: personal.studentId ?? student.studentId,
          email: personal.email ?? student.email,
          program: program ?? student.program,
          yearOfStudy: yearOfStudy ?? student.yearOfStudy,
        });
        notify(student.universityId, [student._id]);
        return;
      }
      case 'AccountDeleted': {
        // The student's key is erased right after: blank now who they were, as a rebuild will read it. Their
        // placements stay in the counts, as their (blanked) items stay in the lists.
        const data = dataOf(accountEventSchemas.AccountDeleted, event, context);
        if (!data || data.role !== 'student') return;
        const student = await students.get(data.userId);
        if (!student) return;
        await students.upsert({
          ...student,
          firstName: DELETED_USER_NAME,
          lastName: '',
          name: DELETED_USER_NAME,
          studentId: '',
          email: '',
        });
        notify(student.universityId, [student._id]);
        return;
      }
      case 'InternshipPosted':
      case 'InternshipUpdated': {
        const updated = await keepPlacedInternship(event, context, internships);
        if (!updated) return;
        for (const student of await students.find({ currentInternshipId: updated.internshipId })) {
          if (!student.currentInternship) continue;
          await students.upsert({
            ...student,
            currentInternship: { ...student.currentInternship, ...updated.shown },
          });
          notify(student.universityId, [student._id]);
        }
        return;
      }
      case 'ApplicationSubmitted': {
        const data = dataOf(internshipEventSchemas.ApplicationSubmitted, event, context);
        if (!data) return;
        const student = await students.get(data.studentId);
        if (!student) return;
        if (await applications.get(data.applicationId)) return; // one application per student and internship
        const application: UniversityApplicationDocument = {
          _id: data.applicationId,
          universityId: student.universityId,
          studentId: data.studentId,
          internshipId: data.internshipId,
          status: 'pending',
          acceptedAt: null,
          evaluations: 0,
        };
        await applications.upsert(application);
        const placementId = `${student.universityId}:${data.internshipId}`;
        const placement = (await placements.get(placementId)) ?? {
          _id: placementId,
          universityId: student.universityId,
          internshipId: data.internshipId,
          applications: 0,
        };
        await placements.upsert({ ...placement, applications: placement.applications + 1 });
        await commit(student, {
          tally: applicationTally(application),
          internships: placement.applications === 0 ? 1 : 0,
          ids: [data.applicationId],
        });
        return;
      }
      case 'ApplicationStatusChanged': {
        const data = dataOf(internshipEventSchemas.ApplicationStatusChanged, event, context);
        if (!data) return;
        const before = await applications.get(data.applicationId);
        if (!before) return;
        const student = await students.get(before.studentId);
        if (!student) return;
        const wasAccepted = before.status === 'accepted';
        const isAccepted = data.to === 'accepted';
        const after: UniversityApplicationDocument = {
          ...before,
          status: data.to,
          acceptedAt: isAccepted && !wasAccepted ? at : before.acceptedAt,
        };
        await applications.upsert(after);
        const change: StudentChange = {
          tally: difference(applicationTally(after), applicationTally(before)),
          ids: [data.applicationId],
        };
        if (wasAccepted !== isAccepted) {
          if (isAccepted) {
            change.currentInternship = await currentInternshipOf(before.internshipId, at);
          } else if (student.currentInternshipId === before.internshipId) {
            // The placement ended: the latest other acceptance, if any, is the current internship now.
            const latest = latestAccepted(await applications.find({ studentId: student._id, status: 'accepted' }));
            change.currentInternship = latest
              ? await currentInternshipOf(latest.internshipId, latest.acceptedAt ?? at)
              : null;
          }
        }
        await commit(student, change);
        return;
      }
      case 'EvaluationSubmitted': {
        const data = dataOf(evaluationEventSchemas.EvaluationSubmitted, event, context);
        if (!data) return;
        const before = await applications.get(data.applicationId);
        if (!before) return;
        const student = await students.get(before.studentId);
        if (!student) return;
        const after = { ...before, evaluations: before.evaluations + 1 };
        await applications.upsert(after);
        await commit(student, {
          tally: difference(applicationTally(after), applicationTally(before)),
          ids: [data.evaluationId],
        });
        return;
      }
      case 'LogbookEntryCreated':
      case 'ReportCreated': {
        const item = reviewItemEvent(event, context, reviewItemSteps.created);
        if (item) await createItem(item.kind, item.id, item.data.studentId);
        return;
      }
      case 'LogbookEntrySubmitted':
      case 'ReportSubmitted': {
        const item = reviewItemEvent(event, context, reviewItemSteps.submitted);
        if (item) await moveItem(item.kind, item.id, true);
        return;
      }
      case 'LogbookEntryEdited':
      case 'ReportRevised': {
        // An edit of a submitted entry, or a revision of a report, makes it a draft again (as their projections have it).
        const item = reviewItemEvent(event, context, reviewItemSteps.rewritten);
        if (item) await moveItem(item.kind, item.id, false);
        return;
      }
    }
  },
});

/**
 * The placement approvals read model (issue 17 item 4): a document per accepted placement whose student's university
 * required approval *at the acceptance* — the projection keeps each university's setting as the log has it so far
 * and reads it when it meets the acceptance, which is the rule `isApprovalRequiredAt` states by position, so a
 * rebuild gives the same documents — and every round of its learning agreement, until the student withdraws from the
 * placement. The student, the employer and the university hear of each change live.
 */
import { rooms } from '@stint/shared';
import { applicationEventSchemas } from '@stint/shared/applications/applications.events';
import { approvalEventSchemas, learningAgreementSchema } from '@stint/shared/approvals/approvals.events';
import {
  approvalSettingsCollection,
  ERASED_AGREEMENT,
  evolveApprovalDocument,
  newApprovalDocument,
  placementApprovalsCollection,
  type ApprovalIds,
  type ApprovalSettingDocument,
  type PlacementApprovalDocument,
} from '@stint/shared/approvals/approvals.read-models';
import { topics } from '@stint/shared/live/topics';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import {
  placementLookupCollections,
  type PlacementStudentDocument,
} from '@stint/shared/placements/placement-lookups.read-models';
import {
  PLACEMENT_LOOKUP_EVENTS,
  placementLookups,
  prefetchPlacements,
  type LookupChange,
} from '../placements/placement-lookups';
import { dataOf, openSealed } from '../runtime/event-data';
import { defineProjection, type ProjectionContext } from '../runtime/projection';
import { idsIn, idsOf } from '../runtime/prefetch';

const lookups = placementLookups('approval');
const lookupSpecs = placementLookupCollections('approval');
const AGREEMENT_EVENTS = [
  'LearningAgreementSubmitted',
  'LearningAgreementConfirmed',
  'PlacementApproved',
  'LearningAgreementChangesRequested',
];

const approvalsIn = (context: ProjectionContext) =>
  context.collection<PlacementApprovalDocument>(placementApprovalsCollection);

function notify(context: ProjectionContext, doc: PlacementApprovalDocument) {
  context.notify({
    topic: topics.approvals,
    rooms: [rooms.user(doc.studentId), rooms.employer(doc.employerId), rooms.university(doc.universityId)],
    ids: [doc._id],
  });
}

/** A new document for the placement `ids` names, with what the lookups know of its student and internship. */
async function created(context: ProjectionContext, ids: ApprovalIds, at: string) {
  const [student, internship] = await Promise.all([
    lookups.student(context, ids.studentId),
    lookups.internship(context, ids.internshipId),
  ]);
  const { universityId: _university, ...shown } = student;
  return newApprovalDocument(ids, { student: shown, internship }, at);
}

/** Copies a changed student or internship into their documents; an erased student's agreements read as nothing. */
async function refresh(context: ProjectionContext, change: LookupChange) {
  const approvals = approvalsIn(context);
  const matching =
    change.kind === 'student'
      ? await approvals.find({ studentId: change.student._id })
      : await approvals.find({ internshipId: change.internship._id });
  for (const doc of matching) {
    let next: PlacementApprovalDocument;
    if (change.kind === 'student') {
      const { _id, firstName, lastName, studentId, email } = change.student;
      next = { ...doc, student: { _id, firstName, lastName, studentId, email } };
      if (change.erased) {
        next.agreement = doc.agreement && ERASED_AGREEMENT;
        next.rounds = doc.rounds.map((round) => ({ ...round, agreement: ERASED_AGREEMENT }));
      }
    } else {
      const { _id, title, company } = change.internship;
      next = { ...doc, internship: { _id, title, company } };
    }
    await approvals.upsert(next);
    notify(context, next);
  }
}

async function applyStatusChange(event: RecordedEvent, context: ProjectionContext) {
  const data = dataOf(applicationEventSchemas.ApplicationStatusChanged, event, context);
  if (!data) return;
  const approvals = approvalsIn(context);
  if (data.from === 'accepted' && data.to !== 'accepted') {
    // The student withdrew from the placement: nothing is left to agree or approve, so it leaves every queue.
    const doc = await approvals.get(data.applicationId);
    if (!doc) return;
    await approvals.delete(doc._id);
    notify(context, doc);
    return;
  }
  if (data.to !== 'accepted') return;
  if (await approvals.get(data.applicationId)) return;
  const student = await lookups.student(context, data.studentId);
  if (!student.universityId) return;
  const setting = await context
    .collection<ApprovalSettingDocument>(approvalSettingsCollection)
    .get(student.universityId);
  if (!setting?.isRequired) return;
  const internship = await lookups.internship(context, data.internshipId);
  const ids: ApprovalIds = {
    applicationId: data.applicationId,
    studentId: data.studentId,
    employerId: internship.employerId,
    internshipId: data.internshipId,
    universityId: student.universityId,
  };
  const doc = await created(context, ids, event.metadata.at);
  await approvals.upsert(doc);
  notify(context, doc);
}

async function applyAgreementEvent(event: RecordedEvent, context: ProjectionContext) {
  const approvals = approvalsIn(context);
  const applicationId = typeof event.data.applicationId === 'string' ? event.data.applicationId : null;
  if (!applicationId) {
    context.logger.error({ eventId: event.id }, `${event.type} names no application; skipped`);
    return;
  }
  let doc = await approvals.get(applicationId);
  if (!doc && event.type === 'LearningAgreementSubmitted') {
    // The decider checked the requirement from the log; the document is made here should the lookups have missed it.
    const data = dataOf(approvalEventSchemas.LearningAgreementSubmitted, event, context);
    if (!data) return;
    const { studentId, employerId, internshipId, universityId } = data;
    doc = await created(
      context,
      { applicationId, studentId, employerId, internshipId, universityId },
      event.metadata.at,
    );
  }
  if (!doc) {
    context.logger.warn({ eventId: event.id, applicationId }, `${event.type} for an unknown approval; skipped`);
    return;
  }
  const submitted =
    event.type === 'LearningAgreementSubmitted'
      ? dataOf(approvalEventSchemas.LearningAgreementSubmitted, event, context)
      : null;
  // Once the student's key is erased their agreement reads as blank, as the AccountDeleted refresh left it.
  const opened = submitted ? await openSealed(learningAgreementSchema, submitted.agreement, context) : null;
  const next = evolveApprovalDocument(doc, event, event.metadata.at, opened ?? ERASED_AGREEMENT);
  if (next === doc) return;
  await approvals.upsert(next);
  notify(context, next);
}

export const placementApprovalsProjection = defineProjection({
  name: 'placement-approvals',
  version: 1,
  collections: [placementApprovalsCollection, approvalSettingsCollection, ...lookups.collections],
  handles: [
    ...PLACEMENT_LOOKUP_EVENTS,
    'PlacementApprovalSettingChanged',
    'ApplicationStatusChanged',
    ...AGREEMENT_EVENTS,
  ],
  async prefetch(events, context) {
    const approvals = context.collection<PlacementApprovalDocument>(placementApprovalsCollection);
    // The approvals a status change or an agreement event names, and those a changed student or internship is in.
    await approvals.getMany(idsIn(events, ['applicationId']));
    await prefetchPlacements(approvals, events);
    await lookups.prefetch(events, context);
    // The settings of the students' universities (read at an acceptance), those registering in this batch included.
    const students = await context
      .collection<PlacementStudentDocument>(lookupSpecs.students)
      .getMany(idsIn(events, ['userId', 'studentId']));
    await context.collection<ApprovalSettingDocument>(approvalSettingsCollection).getMany([
      ...idsOf(students, 'universityId'),
      ...events.flatMap((event) => {
        const universityId = (event.data as { profile?: { universityId?: unknown } } | null)?.profile?.universityId;
        return event.type === 'UserRegistered' && typeof universityId === 'string' ? [universityId] : [];
      }),
    ]);
  },
  async apply(event, context) {
    if (PLACEMENT_LOOKUP_EVENTS.includes(event.type)) {
      const change = await lookups.apply(event, context);
      if (change) await refresh(context, change);
      return;
    }
    if (event.type === 'PlacementApprovalSettingChanged') {
      const data = dataOf(approvalEventSchemas.PlacementApprovalSettingChanged, event, context);
      if (!data) return;
      await context
        .collection<ApprovalSettingDocument>(approvalSettingsCollection)
        .upsert({ _id: data.universityId, isRequired: data.isRequired });
      return;
    }
    if (event.type === 'ApplicationStatusChanged') return applyStatusChange(event, context);
    return applyAgreementEvent(event, context);
  },
});

/**
 * The placement evaluations read models (issue 17 item 6): one document per student's evaluation of a placement, with
 * its comment opened, for the student and their university; and one running total per employer, for the admins and
 * (from three evaluations on, the api's rule) the employer. When the student is erased their documents go; their
 * ratings stay only inside the employer's sums, which hold no one's identity. A rebuild replays the same events in
 * the same order, so the sums come out the same.
 */
import { rooms } from '@stint/shared';
import {
  placementCommentSchema,
  placementEvaluationEventSchemas,
} from '@stint/shared/placement-evaluations/placement-evaluations.events';
import { addRatings, emptySums } from '@stint/shared/placement-evaluations/placement-evaluations.constants';
import {
  employerRatingsCollection,
  meanOf,
  placementEvaluationsCollection,
  type EmployerRatingsDocument,
  type PlacementEvaluationDocument,
} from '@stint/shared/placement-evaluations/placement-evaluations.read-models';
import { topics } from '@stint/shared/live/topics';
import { dataOf, openSealed } from '../runtime/event-data';
import { defineProjection, type ProjectionContext } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';
import { PLACEMENT_LOOKUP_EVENTS, placementLookups } from '../placements/placement-lookups';

const lookups = placementLookups('placementevaluation');

function notify(
  context: ProjectionContext,
  doc: { _id: string; studentId: string; employerId: string; universityId?: string },
) {
  context.notify({
    topic: topics.placementEvaluations,
    rooms: [
      rooms.user(doc.studentId),
      rooms.employer(doc.employerId),
      rooms.admins,
      ...(doc.universityId ? [rooms.university(doc.universityId)] : []),
    ],
    ids: [doc._id],
  });
}

export const placementEvaluationsProjection = defineProjection({
  name: 'placement-evaluations',
  version: 1,
  collections: [placementEvaluationsCollection, employerRatingsCollection, ...lookups.collections],
  handles: ['PlacementEvaluated', ...PLACEMENT_LOOKUP_EVENTS],
  async prefetch(events, context) {
    await context
      .collection<PlacementEvaluationDocument>(placementEvaluationsCollection)
      .getMany(idsIn(events, ['applicationId']));
    await context.collection<EmployerRatingsDocument>(employerRatingsCollection).getMany(idsIn(events, ['employerId']));
    await context
      .collection<PlacementEvaluationDocument>(placementEvaluationsCollection)
      .findIn('studentId', idsIn(events, ['userId'], { types: ['AccountDeleted', 'ProfileUpdated'] }));
    // The evaluations a changed internship is copied into.
    await context
      .collection<PlacementEvaluationDocument>(placementEvaluationsCollection)
      .findIn('internshipId', idsIn(events, ['internshipId'], { types: ['InternshipPosted', 'InternshipUpdated'] }));
    await lookups.prefetch(events, context);
  },
  async apply(event, context) {
    const evaluations = context.collection<PlacementEvaluationDocument>(placementEvaluationsCollection);
    const lookupChange = await lookups.apply(event, context);
    if (lookupChange) {
      if (lookupChange.kind === 'student') {
        if (!lookupChange.erased) return;
        // Erasure: the student's evaluations (and their comments) go; the employers' sums keep the ratings, nameless.
        for (const evaluation of await evaluations.find({ studentId: lookupChange.student._id })) {
          await evaluations.delete(evaluation._id);
          notify(context, evaluation);
        }
        return;
      }
      const { _id, title, company } = lookupChange.internship;
      for (const evaluation of await evaluations.find({ internshipId: _id })) {
        await evaluations.patch(evaluation._id, { internship: { _id, title, company } });
        notify(context, evaluation);
      }
      return;
    }
    if (event.type !== 'PlacementEvaluated') return;
    const data = dataOf(placementEvaluationEventSchemas.PlacementEvaluated, event, context);
    if (!data) return;
    // The decider allows one per placement; a replayed or duplicated event must not count twice.
    if (await evaluations.get(data.applicationId)) return;
    const [student, internship] = await Promise.all([
      lookups.student(context, data.studentId),
      lookups.internship(context, data.internshipId),
    ]);
    const totals = context.collection<EmployerRatingsDocument>(employerRatingsCollection);
    const before = (await totals.get(data.employerId)) ?? {
      _id: data.employerId,
      employerId: data.employerId,
      company: '',
      ...emptySums(),
    };
    await totals.upsert({
      ...before,
      ...addRatings(before, data.ratings),
      ...(internship.company ? { company: internship.company } : {}),
    });
    const comment = await openSealed(placementCommentSchema, data.comment, context);
    const doc: PlacementEvaluationDocument = {
      _id: data.applicationId,
      applicationId: data.applicationId,
      studentId: data.studentId,
      employerId: data.employerId,
      internshipId: data.internshipId,
      ...(student.universityId ? { universityId: student.universityId } : {}),
      internship: { _id: internship._id, title: internship.title, company: internship.company },
      ratings: data.ratings,
      average: meanOf(data.ratings),
      comment: comment ?? '',
      evaluatedOn: data.evaluatedOn,
      createdAt: event.metadata.at,
    };
    // A student erased before this event is replayed (a rebuild) keeps no document: their key is gone.
    if (comment !== null) await evaluations.upsert(doc);
    notify(context, doc);
  },
});

/**
 * The evaluations read model (spec 2 §3 Evaluation; admin review): one document per evaluation with its written
 * parts opened, the intern and internship, the unrounded average rating and attendance percentage, and its status
 * history. The employer who wrote it, the admins and the student's university (whose page of the student shows it
 * with its status) hear of each change.
 */
import { rooms } from '@stint/shared';
import {
  evaluationContentSchema,
  evaluationEventSchemas,
  type EvaluationContent,
} from '@stint/shared/evaluations/evaluations.events';
import {
  evaluationsCollection,
  evaluationStudent,
  newEvaluation,
  type EvaluationDocument,
} from '@stint/shared/evaluations/evaluations.read-models';
import { dataOf, openSealed } from '../runtime/event-data';
import { defineProjection } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';
import {
  moveItem,
  placementLookups,
  PLACEMENT_LOOKUP_EVENTS,
  prefetchPlacements,
} from '../placements/placement-lookups';
import { topics } from '@stint/shared/live/topics';

const lookups = placementLookups('evaluation');

/** Once the student is erased, what was written about them reads as nothing. */
const ERASED: EvaluationContent = {
  strengths: [],
  areasForImprovement: [],
  specificExamples: '',
  recommendations: [],
  additionalComments: '',
};

export const evaluationsProjection = defineProjection({
  name: 'evaluations',
  // 2: notices reach the student's university, named by the students lookup (rebuilt so that every lookup has it).
  version: 2,
  collections: [evaluationsCollection, ...lookups.collections],
  handles: ['EvaluationSubmitted', 'EvaluationReviewed', 'EvaluationApproved', ...PLACEMENT_LOOKUP_EVENTS],
  async prefetch(events, context) {
    const evaluations = context.collection<EvaluationDocument>(evaluationsCollection);
    await evaluations.getMany(idsIn(events, ['evaluationId']));
    await prefetchPlacements(evaluations, events);
    await lookups.prefetch(events, context);
  },
  async apply(event, context) {
    const evaluations = context.collection<EvaluationDocument>(evaluationsCollection);
    const changed = async (evaluation: EvaluationDocument | null) => {
      if (!evaluation) return;
      const { universityId } = await lookups.student(context, evaluation.studentId);
      context.notify({
        topic: topics.evaluations,
        // The student hears of it too: the grounds of their certificate include an approved final evaluation.
        rooms: [
          rooms.employer(evaluation.employerId),
          rooms.admins,
          rooms.user(evaluation.studentId),
          ...(universityId ? [rooms.university(universityId)] : []),
        ],
        ids: [evaluation._id],
      });
    };

    const lookupChange = await lookups.apply(event, context);
    if (lookupChange) {
      const filter =
        lookupChange.kind === 'student'
          ? { studentId: lookupChange.student._id }
          : { internshipId: lookupChange.internship._id };
      for (const evaluation of await evaluations.find(filter)) {
        const patch =
          lookupChange.kind === 'student'
            ? { ...(lookupChange.erased ? ERASED : {}), student: evaluationStudent(lookupChange.student) }
            : {
                internship: {
                  _id: lookupChange.internship._id,
                  title: lookupChange.internship.title,
                  company: lookupChange.internship.company,
                },
              };
        await evaluations.patch(evaluation._id, patch);
        await changed(evaluation);
      }
      return;
    }
    const { at, actor } = event.metadata;
    switch (event.type) {
      case 'EvaluationSubmitted': {
        const data = dataOf(evaluationEventSchemas.EvaluationSubmitted, event, context);
        if (!data) return;
        const content = (await openSealed(evaluationContentSchema, data.content, context)) ?? ERASED;
        const internship = await lookups.internship(context, data.internshipId);
        const evaluation = newEvaluation(
          data,
          content,
          { internship, student: await lookups.student(context, data.studentId) },
          { at, by: actor },
        );
        await evaluations.upsert(evaluation);
        await changed(evaluation);
        return;
      }
      case 'EvaluationReviewed':
      case 'EvaluationApproved': {
        const data = dataOf(evaluationEventSchemas[event.type], event, context);
        if (!data) return;
        const status = event.type === 'EvaluationReviewed' ? 'reviewed' : 'approved';
        await changed(
          await moveItem(evaluations, data.evaluationId, event, context, { status, comment: data.comment }),
        );
        return;
      }
    }
  },
});

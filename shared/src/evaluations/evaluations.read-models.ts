/** The evaluations read model (projector `evaluations`): one document per evaluation as the api returns it, with the ids the queries filter on. */
import type { z } from 'zod';
import type { PlacedWith, PlacementIds, RecordedStep } from '../placements/placement-lookups.read-models';
import type { PlacementStudent } from '../placements/placements';
import { attendancePercentage, averageRating } from './evaluations.constants';
import type { EvaluationContent, evaluationEventSchemas } from './evaluations.events';
import type { Evaluation } from './evaluations.schemas';

export type EvaluationDocument = Evaluation & PlacementIds;

export const evaluationsCollection = {
  name: 'evaluations',
  indexes: ['studentId', 'employerId', 'internshipId', 'applicationId', 'status'],
  ordered: ['createdAt'],
};

/** What an evaluation shows of its intern. */
export const evaluationStudent = (student: PlacementStudent): EvaluationDocument['student'] => ({
  _id: student._id,
  name: [student.firstName, student.lastName].filter(Boolean).join(' '),
  email: student.email,
});

/** The document of a new evaluation: the projector's write, and the api's answer when the projector is past its bound. */
export function newEvaluation(
  data: z.infer<(typeof evaluationEventSchemas)['EvaluationSubmitted']>,
  content: EvaluationContent,
  { internship, student }: PlacedWith,
  { at, by }: RecordedStep,
): EvaluationDocument {
  return {
    _id: data.evaluationId,
    type: data.evaluationType,
    period: data.period,
    ratings: data.ratings,
    ...content,
    attendance: data.attendance,
    workQuality: data.workQuality,
    wouldHire: data.wouldHire,
    wouldRecommend: data.wouldRecommend,
    evaluationDate: data.evaluationDate,
    student: evaluationStudent(student),
    internship: { _id: internship._id, title: internship.title, company: internship.company },
    status: 'submitted',
    averageRating: averageRating(data.ratings),
    attendancePercentage: attendancePercentage(data.attendance),
    statusHistory: [{ status: 'submitted', at, by }],
    createdAt: at,
    updatedAt: at,
    studentId: data.studentId,
    employerId: data.employerId,
    internshipId: data.internshipId,
    applicationId: data.applicationId,
  };
}

/** The reports read model (projector `reports`): one document per report as the api returns it, with the ids the queries filter on. */
import type { z } from 'zod';
import type { PlacementIds } from '../placements/placement-lookups.read-models';
import type { PlacementInternship, PlacementStudent } from '../placements/placements';
import type { ReportContent, reportEventSchemas } from './reports.events';
import type { Report } from './reports.schemas';

/** `universityId`: the student's university, when they have one (its oversight lists filter on it). */
export type ReportDocument = Report & PlacementIds & { universityId?: string };

export const reportsCollection = {
  name: 'reports',
  indexes: ['studentId', 'employerId', 'internshipId', 'status', 'type', 'createdAt', 'dueDate', 'universityId'],
};

type Meta = { at: string; by: { id: string; role: string } | null };
type Placed = { internship: PlacementInternship; student: PlacementStudent };

/** The document of a new report: the projector's write, and the api's answer when the projector is past its bound. */
export function newReport(
  data: z.infer<(typeof reportEventSchemas)['ReportCreated']>,
  content: ReportContent,
  { internship, student }: Placed,
  { at, by }: Meta,
): ReportDocument {
  return {
    _id: data.reportId,
    ...content,
    type: data.reportType,
    dueDate: data.dueDate,
    reportDate: data.reportDate,
    status: 'draft',
    isLate: false,
    submittedDate: null,
    internship: { _id: internship._id, title: internship.title, company: internship.company },
    student: { ...student },
    statusHistory: [{ status: 'draft', at, by }],
    createdAt: at,
    updatedAt: at,
    studentId: data.studentId,
    employerId: data.employerId,
    internshipId: data.internshipId,
    applicationId: data.applicationId,
  };
}

/** The reports read model (projector `reports`): one document per report as the api returns it, with the ids the queries filter on. */
import type { z } from 'zod';
import {
  newPlacedDocument,
  type PlacedWith,
  type PlacementIds,
  type RecordedStep,
} from '../placements/placement-lookups.read-models';
import type { ReportContent, reportEventSchemas } from './reports.events';
import type { Report } from './reports.schemas';

/** `universityId`: the student's university, when they have one (its oversight lists filter on it). */
export type ReportDocument = Report & PlacementIds & { universityId?: string };

export const reportsCollection = {
  name: 'reports',
  indexes: ['studentId', 'employerId', 'internshipId', 'status', 'type', 'universityId'],
  ordered: ['createdAt', 'dueDate'],
};

/** The document of a new report: the projector's write, and the api's answer when the projector is past its bound. */
export function newReport(
  data: z.infer<(typeof reportEventSchemas)['ReportCreated']>,
  content: ReportContent,
  placed: PlacedWith,
  step: RecordedStep,
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
    ...newPlacedDocument('draft', data, placed, step),
  };
}

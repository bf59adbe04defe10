/** The logbook read model (projector `logbooks`): one document per entry as the api returns it, with the ids the queries filter on. */
import type { z } from 'zod';
import type { PlacementIds } from '../placements/placement-lookups.read-models';
import type { PlacementInternship, PlacementStudent } from '../placements/placements';
import type { LogbookContent, logbookEventSchemas } from './logbooks.events';
import type { LogbookEntry } from './logbooks.schemas';

/** `universityId`: the student's university, when they have one (its oversight lists filter on it). */
export type LogbookEntryDocument = LogbookEntry & PlacementIds & { universityId?: string };

export const logbookEntriesCollection = {
  name: 'logbook_entries',
  indexes: ['studentId', 'employerId', 'internshipId', 'status', 'createdAt', 'dueDate', 'universityId'],
};

type Meta = { at: string; by: { id: string; role: string } | null };
type Placed = { internship: PlacementInternship; student: PlacementStudent };

/** The document of a new entry: the projector's write, and the api's answer when the projector is past its bound. */
export function newLogbookEntry(
  data: z.infer<(typeof logbookEventSchemas)['LogbookEntryCreated']>,
  content: LogbookContent,
  { internship, student }: Placed,
  { at, by }: Meta,
): LogbookEntryDocument {
  return {
    _id: data.entryId,
    ...content,
    weekNumber: data.weekNumber,
    hoursWorked: data.hoursWorked,
    dueDate: data.dueDate,
    entryDate: data.entryDate,
    status: 'draft',
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

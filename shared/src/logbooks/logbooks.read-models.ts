/** The logbook read model (projector `logbooks`): one document per entry as the api returns it, with the ids the queries filter on. */
import type { z } from 'zod';
import {
  newPlacedDocument,
  type PlacedWith,
  type PlacementIds,
  type RecordedStep,
} from '../placements/placement-lookups.read-models';
import type { LogbookContent, logbookEventSchemas } from './logbooks.events';
import type { LogbookEntry } from './logbooks.schemas';

/** `universityId`: the student's university, when they have one (its oversight lists filter on it). */
export type LogbookEntryDocument = LogbookEntry & PlacementIds & { universityId?: string };

export const logbookEntriesCollection = {
  name: 'logbook_entries',
  indexes: ['studentId', 'employerId', 'internshipId', 'status', 'universityId'],
  ordered: ['createdAt', 'dueDate'],
};

/** The document of a new entry: the projector's write, and the api's answer when the projector is past its bound. */
export function newLogbookEntry(
  data: z.infer<(typeof logbookEventSchemas)['LogbookEntryCreated']>,
  content: LogbookContent,
  placed: PlacedWith,
  step: RecordedStep,
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
    ...newPlacedDocument('draft', data, placed, step),
  };
}

/**
 * The logbook read model (spec 1 §2.16, §3 Logbook entry; spec 2 university logbooks): one document per entry with
 * what the student wrote opened, its internship and student, and its whole status history. The student and the
 * internship's employer hear of each change (the employer only once the entry is submitted; the student's university
 * while it is not a draft). The machinery is the review items' (`defineReviewItemProjection`).
 */
import { rooms } from '@stint/shared';
import { logbookContentSchema, logbookEventSchemas, type LogbookContent } from '@stint/shared/logbooks/logbooks.events';
import {
  logbookEntriesCollection,
  newLogbookEntry,
  type LogbookEntryDocument,
} from '@stint/shared/logbooks/logbooks.read-models';
import { topics } from '@stint/shared/live/topics';
import { defineReviewItemProjection } from '../placements/review-item-projection';

/** Once erased, what the student wrote reads as nothing. */
const ERASED: LogbookContent = { title: '', activities: [], learningOutcomes: '', studentReflection: '' };

export const logbooksProjection = defineReviewItemProjection<LogbookEntryDocument, LogbookContent>({
  name: 'logbooks',
  // 2: documents carry the student's universityId (university oversight lists).
  version: 2,
  collection: logbookEntriesCollection,
  lookupPrefix: 'logbook',
  topic: topics.logbooks,
  reviewerRoom: (entry) => rooms.employer(entry.employerId),
  content: { schema: logbookContentSchema, erased: ERASED },
  idField: 'entryId',
  handles: [
    'LogbookEntryCreated',
    'LogbookEntryEdited',
    'LogbookEntrySubmitted',
    'LogbookEntryApproved',
    'LogbookEntryRejected',
  ],
  async apply(event, kit) {
    switch (event.type) {
      case 'LogbookEntryCreated': {
        const data = kit.data(logbookEventSchemas.LogbookEntryCreated);
        return data && kit.create(data, (content, placed, step) => newLogbookEntry(data, content, placed, step));
      }
      case 'LogbookEntryEdited': {
        const data = kit.data(logbookEventSchemas.LogbookEntryEdited);
        if (!data) return null;
        const content = await kit.open(data.content);
        const { weekNumber, hoursWorked, dueDate } = data;
        return kit.revise(data.entryId, { ...content, weekNumber, hoursWorked, dueDate });
      }
      case 'LogbookEntrySubmitted': {
        const data = kit.data(logbookEventSchemas.LogbookEntrySubmitted);
        return data && kit.move(data.entryId, { status: 'submitted', patch: { submittedDate: event.metadata.at } });
      }
      case 'LogbookEntryApproved':
      case 'LogbookEntryRejected': {
        const data = kit.data(logbookEventSchemas[event.type]);
        const status = event.type === 'LogbookEntryApproved' ? 'approved' : 'rejected';
        return data && kit.move(data.entryId, { status, comment: data.comment });
      }
      default:
        return null;
    }
  },
});

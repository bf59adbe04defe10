/**
 * The logbook read model (spec 1 §2.16, §3 Logbook entry; spec 2 university logbooks): one document per entry with
 * what the student wrote opened, its internship and student, and its whole status history. The student and the
 * internship's employer hear of each change (the employer only once the entry is submitted; the student's university
 * while it is not a draft).
 */
import { rooms } from '@stint/shared';
import { logbookContentSchema, logbookEventSchemas, type LogbookContent } from '@stint/shared/logbooks/logbooks.events';
import {
  logbookEntriesCollection,
  newLogbookEntry,
  type LogbookEntryDocument,
} from '@stint/shared/logbooks/logbooks.read-models';
import { dataOf, openSealed } from '../runtime/event-data';
import { defineProjection } from '../runtime/projection';
import {
  moveItem,
  placementLookups,
  PLACEMENT_LOOKUP_EVENTS,
  refreshPlacements,
  reviseItem,
} from '../placements/placement-lookups';
import { topics } from '@stint/shared/live/topics';

const lookups = placementLookups('logbook');

/** Once erased, what the student wrote reads as nothing. */
const ERASED: LogbookContent = { title: '', activities: [], learningOutcomes: '', studentReflection: '' };

export const logbooksProjection = defineProjection({
  name: 'logbooks',
  // 2: documents carry the student's universityId (university oversight lists).
  version: 2,
  collections: [logbookEntriesCollection, ...lookups.collections],
  handles: [
    'LogbookEntryCreated',
    'LogbookEntryEdited',
    'LogbookEntrySubmitted',
    'LogbookEntryApproved',
    'LogbookEntryRejected',
    ...PLACEMENT_LOOKUP_EVENTS,
  ],
  async apply(event, context) {
    const entries = context.collection<LogbookEntryDocument>(logbookEntriesCollection);
    const changed = (entry: LogbookEntryDocument | null) => {
      if (!entry) return;
      const watchers = [rooms.user(entry.studentId)];
      if (entry.status !== 'draft' || entry.submittedDate) watchers.push(rooms.employer(entry.employerId));
      if (entry.universityId && entry.status !== 'draft') watchers.push(rooms.university(entry.universityId));
      context.notify({ topic: topics.logbooks, rooms: watchers, ids: [entry._id] });
    };

    const lookupChange = await lookups.apply(event, context);
    if (lookupChange) {
      for (const entry of await refreshPlacements(entries, lookupChange, ERASED)) changed(entry);
      return;
    }
    const { at, actor } = event.metadata;
    switch (event.type) {
      case 'LogbookEntryCreated': {
        const data = dataOf(logbookEventSchemas.LogbookEntryCreated, event, context);
        if (!data) return;
        const content = (await openSealed(logbookContentSchema, data.content, context)) ?? ERASED;
        const internship = await lookups.internship(context, data.internshipId);
        const { universityId, ...student } = await lookups.student(context, data.studentId);
        const entry: LogbookEntryDocument = {
          ...newLogbookEntry(data, content, { internship, student }, { at, by: actor }),
          ...(universityId ? { universityId } : {}),
        };
        await entries.upsert(entry);
        changed(entry);
        return;
      }
      case 'LogbookEntryEdited': {
        const data = dataOf(logbookEventSchemas.LogbookEntryEdited, event, context);
        if (!data) return;
        const content = (await openSealed(logbookContentSchema, data.content, context)) ?? ERASED;
        const patch = { ...content, weekNumber: data.weekNumber, hoursWorked: data.hoursWorked, dueDate: data.dueDate };
        changed(await reviseItem(entries, data.entryId, event, context, patch));
        return;
      }
      case 'LogbookEntrySubmitted': {
        const data = dataOf(logbookEventSchemas.LogbookEntrySubmitted, event, context);
        if (!data) return;
        changed(
          await moveItem(entries, data.entryId, event, context, { status: 'submitted', patch: { submittedDate: at } }),
        );
        return;
      }
      case 'LogbookEntryApproved':
      case 'LogbookEntryRejected': {
        const data = dataOf(logbookEventSchemas[event.type], event, context);
        if (!data) return;
        const status = event.type === 'LogbookEntryApproved' ? 'approved' : 'rejected';
        changed(await moveItem(entries, data.entryId, event, context, { status, comment: data.comment }));
        return;
      }
    }
  },
});

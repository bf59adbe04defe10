/**
 * Interviews (issue 17 item 3): one document per application with its current interview, for both sides' "Upcoming
 * interviews". Each change is published on the `interviews` topic to the student and the employer, whose open screens
 * revalidate. An event about an interview the document does not hold (a reschedule before any proposal) is skipped.
 */
import { rooms } from '@stint/shared';
import { topics } from '@stint/shared/live/topics';
import { interviewEventSchemas, type InterviewSlot } from '@stint/shared/interviews/interviews.events';
import { interviewsCollection, type InterviewDocument } from '@stint/shared/interviews/interviews.read-models';
import { dataOf } from '../runtime/event-data';
import { defineProjection } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';

const lastEnd = (slots: InterviewSlot[]) => slots.reduce((latest, slot) => (slot.end > latest ? slot.end : latest), '');

export const interviewsProjection = defineProjection({
  name: 'interviews',
  version: 1,
  collections: [interviewsCollection],
  handles: ['InterviewProposed', 'InterviewRescheduled', 'InterviewSlotPicked', 'InterviewCancelled'],
  async prefetch(events, context) {
    await context.collection<InterviewDocument>(interviewsCollection).getMany(idsIn(events, ['applicationId']));
  },
  async apply(event, context) {
    const interviews = context.collection<InterviewDocument>(interviewsCollection);
    const save = async (next: InterviewDocument) => {
      await interviews.upsert(next);
      context.notify({
        topic: topics.interviews,
        rooms: [rooms.user(next.studentId), rooms.user(next.employerId)],
        ids: [next._id],
      });
    };
    /** The document of this very interview, else null (logged): a later event of an interview we never saw. */
    const current = async (applicationId: string, interviewId: string) => {
      const found = await interviews.get(applicationId);
      if (found && found.interviewId === interviewId) return found;
      context.logger.warn({ eventId: event.id }, 'event of an interview this projection does not hold; skipped');
      return null;
    };
    const at = event.metadata.at;

    switch (event.type) {
      case 'InterviewProposed': {
        const data = dataOf(interviewEventSchemas.InterviewProposed, event, context);
        if (!data) return;
        await save({
          _id: data.applicationId,
          interviewId: data.interviewId,
          studentId: data.studentId,
          employerId: data.employerId,
          internshipId: data.internshipId,
          status: 'proposed',
          round: data.round,
          timeZone: data.timeZone,
          slots: data.slots,
          picked: null,
          endsAt: lastEnd(data.slots),
          cancelledBy: null,
          updatedAt: at,
        });
        return;
      }
      case 'InterviewRescheduled': {
        const data = dataOf(interviewEventSchemas.InterviewRescheduled, event, context);
        if (!data) return;
        const before = await current(data.applicationId, data.interviewId);
        if (!before) return;
        await save({
          ...before,
          status: 'proposed',
          round: data.round,
          timeZone: data.timeZone,
          slots: data.slots,
          picked: null,
          endsAt: lastEnd(data.slots),
          updatedAt: at,
        });
        return;
      }
      case 'InterviewSlotPicked': {
        const data = dataOf(interviewEventSchemas.InterviewSlotPicked, event, context);
        if (!data) return;
        const before = await current(data.applicationId, data.interviewId);
        if (!before) return;
        const picked = { slotId: data.slotId, start: data.start, end: data.end };
        await save({ ...before, status: 'scheduled', picked, endsAt: data.end, updatedAt: at });
        return;
      }
      case 'InterviewCancelled': {
        const data = dataOf(interviewEventSchemas.InterviewCancelled, event, context);
        if (!data) return;
        const before = await current(data.applicationId, data.interviewId);
        if (!before) return;
        await save({ ...before, status: 'cancelled', cancelledBy: data.by, updatedAt: at });
        return;
      }
    }
  },
});

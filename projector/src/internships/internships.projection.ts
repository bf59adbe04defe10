/**
 * The internships read model (spec 1 §2.7, §2.8, §2.14, §3 Platform internship; spec 2 §3 Internship): one
 * document per internship with its details, status, monthly stipend and application counters, feeding the
 * public list, the detail page, the employer's list and the deadline job. How each event changes a document
 * is `evolveInternshipDocument` (shared with the api), so this projection only loads, evolves and writes once.
 */
import { rooms } from '@stint/shared';
import { openPositions } from '@stint/shared/internships/internships.constants';
import {
  evolveInternshipDocument,
  internshipsCollection,
  type InternshipDocument,
} from '@stint/shared/internships/internships.read-models';
import {
  internshipEventSchemas,
  internshipEventTypes,
  type InternshipEvent,
} from '@stint/shared/internships/internships.events';
import { defineProjection } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';
import { topics } from '@stint/shared/live/topics';

export const internshipsProjection = defineProjection({
  name: 'internships',
  version: 1,
  collections: [{ ...internshipsCollection, search: ['title', 'company', 'location', 'description'] }],
  handles: internshipEventTypes,
  async prefetch(events, context) {
    await context.collection<InternshipDocument>(internshipsCollection).getMany(idsIn(events, ['internshipId']));
  },
  async apply(recorded, context) {
    const schema = internshipEventSchemas[recorded.type as InternshipEvent['type']];
    const parsed = schema.safeParse(recorded.data);
    if (!parsed.success) {
      context.logger.error({ eventId: recorded.id, issues: parsed.error.issues }, 'event does not match its schema');
      return;
    }
    const event = { type: recorded.type, data: parsed.data } as InternshipEvent;
    const internships = context.collection<InternshipDocument>(internshipsCollection);
    const before = await internships.get(event.data.internshipId);
    const after = evolveInternshipDocument(before, event, recorded.metadata.at);
    if (!after) {
      if (!before) context.logger.warn({ internshipId: event.data.internshipId }, 'event for an unknown internship');
      return;
    }
    await internships.upsert(after);
    // The public room hears of internships the public can see, or could until this event (so lists drop them);
    // the admins oversee them all. A counter that moved (an application came in or was decided) is news to the
    // employer and the admins only: every visitor's socket is in `public`, so telling it of each application would
    // cost a frame per socket per application and make every open list page refetch — the public sees the new
    // count on its next read of the list or the page. The acceptance that fills the last position is the exception:
    // open screens must swap Apply for "Positions filled" at once, and it happens once per internship.
    const fillChanged = before !== null && isFilled(before) !== isFilled(after);
    const wasPublic =
      (before?.status === 'active' || after.status === 'active') && (!COUNTER_EVENTS.has(event.type) || fillChanged);
    context.notify({
      topic: topics.internships,
      rooms: [...(wasPublic ? [rooms.public] : []), rooms.employer(after.employerId), rooms.admins],
      ids: [after._id],
    });
  },
});

/** Events that only move an internship's counters (applicationsCount, acceptedCount), never what a visitor filters on. */
const COUNTER_EVENTS: ReadonlySet<InternshipEvent['type']> = new Set([
  'ApplicationSubmitted',
  'ApplicationStatusChanged',
]);

const isFilled = (internship: InternshipDocument) =>
  openPositions(internship.positions, internship.acceptedCount) === 0;

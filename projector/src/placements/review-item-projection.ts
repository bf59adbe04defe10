/**
 * What the logbook and report projections share: one document per review item with what its student wrote opened,
 * its internship and student copied from the lookups (and kept up to date), and its status history. Each slice says
 * only how its events read (`apply`) and who reviews it (`reviewerRoom`): the student always hears of a change, the
 * reviewer once the item is submitted, the student's university while it is not a draft.
 */
import { rooms } from '@stint/shared';
import type { Topic } from '@stint/shared/live/topics';
import type { PlacementInternship, PlacementStudent } from '@stint/shared/placements/placements';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Collection, CollectionSpec } from '@stint/shared/infra/read-store/read-store.port';
import type { SealedValue } from '@stint/shared/sealed';
import type { z } from 'zod';
import { dataOf, openSealed } from '../runtime/event-data';
import { defineProjection, type ProjectionContext } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';
import {
  moveItem,
  placementLookups,
  PLACEMENT_LOOKUP_EVENTS,
  prefetchPlacements,
  refreshPlacements,
  reviseItem,
} from './placement-lookups';

type ReviewItemDocument = {
  _id: string;
  status: string;
  statusHistory: { status: string; at: string; by: { id: string; role: string } | null; comment?: string }[];
  updatedAt: string;
  submittedDate: string | null;
  studentId: string;
  internshipId: string;
  universityId?: string;
  [field: string]: unknown;
};

/** What a slice's `apply` is handed for the event at hand. */
export type ReviewItemKit<T extends ReviewItemDocument, C> = {
  /** The event's body, or null (logged) when it does not match its schema. */
  data<S extends z.ZodType>(schema: S): z.infer<S> | null;
  /** What the student wrote, opened; blank once their key was erased. */
  open(sealed: SealedValue): Promise<C>;
  /** Writes a new item built from its opened content, its internship and student, and the creating step. */
  create(
    placement: { studentId: string; internshipId: string; content: SealedValue },
    build: (
      content: C,
      placed: { internship: PlacementInternship; student: PlacementStudent },
      step: { at: string; by: { id: string; role: string } | null },
    ) => T,
  ): Promise<T>;
  /** Rewritten by its student: a draft stays a draft, anything else becomes one. */
  revise(id: string, patch: Partial<T>): Promise<T | null>;
  /** Moved to a status by the event's actor, with the comment, if any. */
  move(id: string, move: { status: T['status']; comment?: string | undefined; patch?: Partial<T> }): Promise<T | null>;
};

export function defineReviewItemProjection<T extends ReviewItemDocument, C>(spec: {
  name: string;
  version: number;
  collection: CollectionSpec;
  /** The prefix of the projection's own student and internship lookups (`logbook` → `logbook_students`). */
  lookupPrefix: string;
  topic: Topic;
  /** Who reviews the item; they hear of it once it is submitted. */
  reviewerRoom: (item: T) => string;
  /** How the student's content reads, and reads once erased. */
  content: { schema: z.ZodType<C>; erased: C };
  /** The slice's own events, and the field of their bodies naming the item (`entryId`). */
  handles: readonly string[];
  idField: string;
  /** Applies one of the slice's events; returns the item it changed, if any. */
  apply(event: RecordedEvent, kit: ReviewItemKit<T, C>): Promise<T | null | undefined>;
}) {
  const lookups = placementLookups(spec.lookupPrefix);
  const { schema, erased } = spec.content;

  const kitFor = (event: RecordedEvent, context: ProjectionContext, items: Collection<T>): ReviewItemKit<T, C> => {
    const open = async (sealed: SealedValue) => (await openSealed(schema, sealed, context)) ?? erased;
    return {
      data: (eventSchema) => dataOf(eventSchema, event, context),
      open,
      async create(placement, build) {
        const content = await open(placement.content);
        const internship = await lookups.internship(context, placement.internshipId);
        const { universityId, ...student } = await lookups.student(context, placement.studentId);
        const { at, actor } = event.metadata;
        const item: T = {
          ...build(content, { internship, student }, { at, by: actor }),
          ...(universityId ? { universityId } : {}),
        };
        await items.upsert(item);
        return item;
      },
      revise: (id, patch) => reviseItem(items, id, event, context, patch),
      move: (id, move) => moveItem(items, id, event, context, move),
    };
  };

  return defineProjection({
    name: spec.name,
    version: spec.version,
    collections: [spec.collection, ...lookups.collections],
    handles: [...spec.handles, ...PLACEMENT_LOOKUP_EVENTS],
    async prefetch(events, context) {
      const items = context.collection<T>(spec.collection);
      await items.getMany(idsIn(events, [spec.idField]));
      await prefetchPlacements(items, events);
      await lookups.prefetch(events, context);
    },
    async apply(event: RecordedEvent, context: ProjectionContext) {
      const items = context.collection<T>(spec.collection);
      const changed = (item: T | null | undefined) => {
        if (!item) return;
        const watchers = [rooms.user(item.studentId)];
        if (item.status !== 'draft' || item.submittedDate) watchers.push(spec.reviewerRoom(item));
        if (item.universityId && item.status !== 'draft') watchers.push(rooms.university(item.universityId));
        context.notify({ topic: spec.topic, rooms: watchers, ids: [item._id] });
      };

      const lookupChange = await lookups.apply(event, context);
      if (lookupChange) {
        for (const item of await refreshPlacements(items, lookupChange, erased as Partial<T>)) changed(item);
        return;
      }
      changed(await spec.apply(event, kitFor(event, context, items)));
    },
  });
}

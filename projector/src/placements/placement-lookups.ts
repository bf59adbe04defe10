/**
 * The student and internship lookups a review-item projection (logbooks, reports, evaluations) keeps of its own
 * (see placement-lookups.read-models), and the moves every review item makes: a new status with who, when and
 * what they said appended to its history.
 */
import {
  accountEventSchemas,
  personalDataChangesSchema,
  personalDataSchema,
} from '@stint/shared/accounts/accounts.events';
import { DELETED_USER_NAME } from '@stint/shared/accounts/accounts.read-models';
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import {
  placementLookupCollections,
  type PlacementInternshipDocument,
  type PlacementStudentDocument,
} from '@stint/shared/placements/placement-lookups.read-models';
import { withStep } from '@stint/shared/placements/placements';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Collection, Doc } from '@stint/shared/infra/read-store/read-store.port';
import { dataOf, openSealed } from '../runtime/event-data';
import type { PrefetchContext, ProjectionContext } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';

export const PLACEMENT_LOOKUP_EVENTS = [
  'UserRegistered',
  'ProfileUpdated',
  'InternshipPosted',
  'InternshipUpdated',
  'AccountDeleted',
];

const erasedStudent = (id: string): PlacementStudentDocument => ({
  _id: id,
  firstName: DELETED_USER_NAME,
  lastName: '',
  studentId: '',
  email: '',
});

/**
 * Loads the documents `refreshPlacements` will rewrite for the batch's lookup events (a projection's `prefetch`), so
 * finding them asks the database nothing more.
 */
export async function prefetchPlacements(items: Pick<Collection, 'findIn'>, events: readonly RecordedEvent[]) {
  await items.findIn(
    'studentId',
    idsIn(events, ['userId'], { types: ['UserRegistered', 'ProfileUpdated', 'AccountDeleted'] }),
  );
  await items.findIn(
    'internshipId',
    idsIn(events, ['internshipId'], { types: ['InternshipPosted', 'InternshipUpdated'] }),
  );
}

/** What a lookup event changed, for the projection to copy into its documents. */
export type LookupChange =
  /**
   * `erased`: the student deleted their account, so what they wrote is blanked too (docs/architecture.md
   * §Personal data).
   */
  | { kind: 'student'; student: PlacementStudentDocument; erased?: true }
  | { kind: 'internship'; internship: PlacementInternshipDocument };

export function placementLookups(prefix: string) {
  const specs = placementLookupCollections(prefix);
  const studentsOf = (context: ProjectionContext) => context.collection<PlacementStudentDocument>(specs.students);
  const internshipsOf = (context: ProjectionContext) =>
    context.collection<PlacementInternshipDocument>(specs.internships);

  return {
    collections: [specs.students, specs.internships],

    /** Keeps the lookups up to date; null when the event is not a lookup event or changed nothing. */
    async apply(event: RecordedEvent, context: ProjectionContext): Promise<LookupChange | null> {
      switch (event.type) {
        case 'UserRegistered': {
          const data = dataOf(accountEventSchemas.UserRegistered, event, context);
          if (!data || data.role !== 'student') return null;
          const personal = await openSealed(personalDataSchema, data.personal, context);
          const { universityId } = data.profile;
          const student: PlacementStudentDocument = {
            ...(personal
              ? {
                  _id: data.userId,
                  firstName: personal.firstName,
                  lastName: personal.lastName,
                  studentId: personal.studentId ?? '',
                  email: personal.email,
                }
              : erasedStudent(data.userId)),
            // Not personal data: the university sees its students' submitted items (university lists).
            ...(universityId ? { universityId } : {}),
          };
          await studentsOf(context).upsert(student);
          return { kind: 'student', student };
        }
        case 'ProfileUpdated': {
          const data = dataOf(accountEventSchemas.ProfileUpdated, event, context);
          if (!data?.personal) return null;
          const current = await studentsOf(context).get(data.userId);
          if (!current) return null;
          const personal = await openSealed(personalDataChangesSchema, data.personal, context);
          if (!personal) return null;
          const student: PlacementStudentDocument = {
            ...current,
            ...(personal.firstName === undefined ? {} : { firstName: personal.firstName }),
            ...(personal.lastName === undefined ? {} : { lastName: personal.lastName }),
            ...(personal.studentId === undefined ? {} : { studentId: personal.studentId }),
            ...(personal.email === undefined ? {} : { email: personal.email }),
          };
          await studentsOf(context).upsert(student);
          return { kind: 'student', student };
        }
        case 'AccountDeleted': {
          // Their key is erased right after: blank now what a rebuild will read as erased.
          const data = dataOf(accountEventSchemas.AccountDeleted, event, context);
          if (!data || data.role !== 'student' || !(await studentsOf(context).get(data.userId))) return null;
          const student = erasedStudent(data.userId);
          await studentsOf(context).upsert(student);
          return { kind: 'student', student, erased: true };
        }
        case 'InternshipPosted':
        case 'InternshipUpdated': {
          const data = dataOf(internshipEventSchemas[event.type], event, context);
          if (!data) return null;
          const current = await internshipsOf(context).get(data.internshipId);
          const employerId = 'employerId' in data ? data.employerId : current?.employerId;
          if (!employerId) return null;
          const internship: PlacementInternshipDocument = {
            _id: data.internshipId,
            title: data.details.title,
            company: data.details.company,
            employerId,
          };
          await internshipsOf(context).upsert(internship);
          return current ? { kind: 'internship', internship } : null;
        }
        default:
          return null;
      }
    },

    /**
     * Loads the students and internships the events name (`userId`, `studentId`, `internshipId`) and those in
     * `also` (what the projection's own documents lead to), one query each. Returns the internships.
     */
    async prefetch(
      events: readonly RecordedEvent[],
      context: PrefetchContext,
      also: { studentIds?: string[]; internshipIds?: string[] } = {},
    ): Promise<PlacementInternshipDocument[]> {
      await context
        .collection<PlacementStudentDocument>(specs.students)
        .getMany([...idsIn(events, ['userId', 'studentId']), ...(also.studentIds ?? [])]);
      return context
        .collection<PlacementInternshipDocument>(specs.internships)
        .getMany([...idsIn(events, ['internshipId']), ...(also.internshipIds ?? [])]);
    },

    async student(context: ProjectionContext, id: string): Promise<PlacementStudentDocument> {
      return (await studentsOf(context).get(id)) ?? erasedStudent(id);
    },

    async internship(context: ProjectionContext, id: string): Promise<PlacementInternshipDocument> {
      return (await internshipsOf(context).get(id)) ?? { _id: id, title: '', company: '', employerId: '' };
    },
  };
}

type ReviewItem = Doc & {
  status: string;
  statusHistory: { status: string; at: string; by: { id: string; role: string } | null; comment?: string }[];
  updatedAt: string;
  studentId: string;
  internshipId: string;
};

/**
 * Copies a changed student or internship into every document that shows it; returns the documents changed. When the
 * student was erased, `erasedContent` blanks what they wrote in the same write (one write per document and event).
 */
export async function refreshPlacements<T extends ReviewItem>(
  items: Collection<T>,
  change: LookupChange,
  erasedContent: Partial<T> = {},
): Promise<T[]> {
  const matching =
    change.kind === 'student'
      ? await items.find({ studentId: change.student._id } as never)
      : await items.find({ internshipId: change.internship._id } as never);
  for (const item of matching) {
    if (change.kind === 'student') {
      const { _id, firstName, lastName, studentId, email } = change.student;
      await items.patch(item._id, {
        ...(change.erased ? erasedContent : {}),
        student: { _id, firstName, lastName, studentId, email },
      } as never);
    } else {
      const { _id, title, company } = change.internship;
      await items.patch(item._id, { internship: { _id, title, company } } as never);
    }
  }
  return matching;
}

/**
 * Moves a review item to `status`, recording who (the event's actor), when and the comment; `patch` sets what
 * else changes. Returns the item as it now is, or null (logged) when the item is unknown.
 */
export async function moveItem<T extends ReviewItem>(
  items: Collection<T>,
  id: string,
  event: RecordedEvent,
  context: ProjectionContext,
  move: { status: T['status']; comment?: string | undefined; patch?: Partial<T> },
): Promise<T | null> {
  const item = await items.get(id);
  if (!item) {
    context.logger.warn({ eventId: event.id, id }, `${event.type} for an unknown item; skipped`);
    return null;
  }
  const { at, actor } = event.metadata;
  const moved = withStep(item, { status: move.status, at, by: actor, comment: move.comment }, move.patch);
  const { _id, ...changes } = moved;
  await items.patch(id, changes as Partial<Omit<T, '_id'>>);
  return moved;
}

/** A review item rewritten by its student: a draft stays a draft (no step in its history), anything else becomes one. */
export async function reviseItem<T extends ReviewItem>(
  items: Collection<T>,
  id: string,
  event: RecordedEvent,
  context: ProjectionContext,
  patch: Partial<T>,
): Promise<T | null> {
  const before = await items.get(id);
  if (before?.status !== 'draft') return moveItem(items, id, event, context, { status: 'draft', patch });
  const changes = { ...patch, updatedAt: event.metadata.at } as Partial<T>;
  await items.patch(id, changes);
  return { ...before, ...changes };
}

/**
 * What the logbook, report and evaluation routes share: the placement a command is about, read from the
 * internship's stream (the log is the truth, a read model may lag); sealing what is written about a student with
 * the student's key; and the item a command answers with when the projector is past its bound.
 */
import { NotFoundError, type Actor } from '@stint/shared';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { fold } from '@stint/shared/decider';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { toDomainEvents } from '@stint/shared/infra/commands/handle-command';
import type { Collection, Doc } from '@stint/shared/infra/read-store/read-store.port';
import type { SealedValue } from '@stint/shared/sealed';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import type { InternshipEvent } from '@stint/shared/internships/internships.events';
import type { PlacedWith, RecordedStep } from '@stint/shared/placements/placement-lookups.read-models';
import {
  withStep,
  type Placement,
  type PlacementInternship,
  type PlacementStudent,
} from '@stint/shared/placements/placements';
import type { ApiDeps } from '../platform/api-deps';
import type { Appended } from '../live/consistency';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { approvalStateOf, isApprovalRequiredFor, universityOf } from '../approvals/approvals.store';

type Stores = Pick<ApiDeps, 'platform'>;

export type LoadedPlacement = {
  placement: Placement;
  internship: PlacementInternship;
  /** The internship's dates as its stream has them now (the student's evaluation opens on the end date). */
  dates: { startDate: string; endDate: string };
  /** The student's university and whether it required approval when the application was accepted. */
  approval: { universityId: string | null; isRequired: boolean };
};

/** The position of the application's acceptance in the log (the last, should it ever be accepted twice), or null. */
function acceptancePosition(recorded: { type: string; data: Record<string, unknown>; position: bigint }[], id: string) {
  let position: bigint | null = null;
  for (const event of recorded) {
    if (event.type === 'ApplicationStatusChanged' && event.data.applicationId === id && event.data.to === 'accepted') {
      position = event.position;
    }
  }
  return position;
}

/**
 * The student's application to the internship as the stream has it now, with the internship's title and company;
 * null when the internship or the application does not exist.
 */
export async function loadPlacement(
  deps: Stores,
  internshipId: string,
  studentId: string,
): Promise<LoadedPlacement | null> {
  const recorded = await deps.platform.eventStore.readStream(internshipStream(internshipId));
  const events = toDomainEvents<InternshipEvent>(recorded, internshipDecider.eventSchemas);
  const state = fold(internshipDecider, events);
  if (state.status !== 'posted') return null;
  const applicationId = deterministicId(internshipId, studentId);
  const application = state.applications.get(applicationId);
  if (!application || application.studentId !== studentId) return null;
  let internship: PlacementInternship = { _id: internshipId, title: '', company: '' };
  let dates = { startDate: '', endDate: '' };
  for (const event of events) {
    if (event.type === 'InternshipPosted' || event.type === 'InternshipUpdated') {
      internship = { _id: internshipId, title: event.data.details.title, company: event.data.details.company };
      dates = { startDate: event.data.details.startDate, endDate: event.data.details.endDate };
    }
  }
  // Issue 17 item 4: the setting as it was at the acceptance, and the agreement's state, both from the log.
  const universityId = await universityOf(deps, studentId);
  const acceptedAt = application.status === 'accepted' ? acceptancePosition(recorded, applicationId) : null;
  const isRequired =
    universityId !== null && acceptedAt !== null && (await isApprovalRequiredFor(deps, universityId, acceptedAt));
  const approval = isRequired
    ? { approval: (await approvalStateOf(deps, applicationId)).status === 'approved' ? 'approved' : 'pending' }
    : {};
  return {
    placement: {
      internshipId,
      applicationId,
      employerId: state.employerId,
      studentId,
      applicationStatus: application.status,
      ...(approval as Pick<Placement, 'approval'>),
    },
    internship,
    dates,
    approval: { universityId, isRequired },
  };
}

/** What is written about (or by) a student, sealed with the student's key. */
export async function sealFor(deps: Stores, studentId: string, value: unknown): Promise<SealedValue> {
  const sealed = await deps.platform.cipher.encrypt(studentId, JSON.stringify(value));
  if (!sealed) throw new Error('Sealing returned nothing for a value');
  return sealed;
}

/** The student as review items show them, from the users read model. */
export async function placementStudent(deps: Stores, studentId: string): Promise<PlacementStudent> {
  const user = await deps.platform.readStore.collection<UserDocument>(usersCollection).get(studentId);
  return {
    _id: studentId,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    studentId: user?.studentId ?? '',
    email: user?.email ?? '',
  };
}

/**
 * The item a create command answers with: the read model once the projector wrote it, else (the projector is past
 * its bound) the item `build` makes from the created event's data, so the answer always reflects the command.
 * With neither (the command appended no such event and the read model has no item) it throws `missing`.
 */
export async function itemAfterCreate<T extends Doc, D>(
  deps: Stores,
  item: {
    collection: Collection<T>;
    id: string;
    created: D | undefined;
    loaded: LoadedPlacement;
    context: CommandContext;
    build(data: D, placed: PlacedWith, step: RecordedStep): T;
    missing: string;
  },
): Promise<T> {
  const found = await item.collection.get(item.id);
  if (found) return found;
  if (!item.created) throw new Error(item.missing);
  const student = await placementStudent(deps, item.loaded.placement.studentId);
  return item.build(
    item.created,
    { internship: item.loaded.internship, student },
    { at: item.context.at, by: item.context.actor },
  );
}

/** What every command creating a review item carries. */
type PlacedCommand = { placement: Placement; today: string; content: SealedValue };

/** What a route that creates a review item hands over of its context. */
type CreatingRoute = { deps: Stores; command(): CommandContext; settle(...appended: Appended[]): Promise<void> };

/**
 * How a route creates a review item (a logbook entry, a report, an evaluation) for a placement: the item's id from the
 * command's context; the command sent to the item's stream with what every such command carries (the placement, the
 * server's date, what is written about the student sealed with the student's key); the projections waited on; and the
 * item answered with (`itemAfterCreate`).
 */
export async function createPlacedItem<T extends Doc, C, D, R extends Appended>(
  route: CreatingRoute,
  loaded: LoadedPlacement,
  item: {
    content: C;
    id(context: CommandContext): string;
    send(id: string, placed: PlacedCommand, context: CommandContext): Promise<R>;
    collection: Collection<T>;
    created(result: R): D | undefined;
    build(data: D, content: C, placed: PlacedWith, step: RecordedStep): T;
    missing(id: string): string;
  },
): Promise<T> {
  const context = route.command();
  const id = item.id(context);
  const content = await sealFor(route.deps, loaded.placement.studentId, item.content);
  const result = await item.send(id, { placement: loaded.placement, today: context.at.slice(0, 10), content }, context);
  await route.settle(result);
  return itemAfterCreate(route.deps, {
    collection: item.collection,
    id,
    created: item.created(result),
    loaded,
    context,
    build: (data, placed, step) => item.build(data, item.content, placed, step),
    missing: item.missing(id),
  });
}

/** The item, or a 404 with `message` when it is missing or `canSee` says the actor may not see it. */
export async function findVisible<T extends Doc>(
  collection: Collection<T>,
  id: string,
  actor: Actor,
  canSee: (actor: Actor, item: T) => boolean,
  message: string,
): Promise<T> {
  const item = await collection.get(id);
  if (!item || !canSee(actor, item)) throw new NotFoundError(message);
  return item;
}

type ReviewItem = Doc & {
  status: string;
  statusHistory: { status: string; at: string; by: { id: string; role: string } | null; comment?: string }[];
  updatedAt: string;
};

type Move<T extends ReviewItem> = { status: T['status']; comment?: string | undefined; patch?: Partial<T> };

/** What a route that moves a review item on hands over of its context. */
type MovingRoute = {
  params: { id: string };
  actor: Actor;
  deps: Stores;
  command(): CommandContext;
  settle(...appended: Appended[]): Promise<void>;
};

/**
 * How the routes of one kind of review item (logbook entries, reports, evaluations) move an item on: find the item the
 * actor may see (`find` answers a 404 otherwise), send the change's command to its stream, wait for the projections,
 * and answer with the item as the command left it — moved to a status, or rewritten by its student (`revision`, see
 * `itemAfterRevision`). The item as it was comes back too, for replies that depend on it.
 */
export function reviewItemMover<T extends ReviewItem, C, R extends Appended>(slice: {
  find(deps: Stores, actor: Actor, id: string): Promise<T>;
  collection(deps: Stores): Collection<T>;
  command(deps: Stores, id: string, command: C, context: CommandContext): Promise<R>;
}) {
  return async (
    route: MovingRoute,
    change: {
      command(before: T, context: CommandContext): C | Promise<C>;
      after(before: T, context: CommandContext, result: R): Move<T> | { revision: Partial<T> };
    },
  ): Promise<{ before: T; item: T }> => {
    const { deps } = route;
    const before = await slice.find(deps, route.actor, route.params.id);
    const context = route.command();
    const result = await slice.command(deps, before._id, await change.command(before, context), context);
    await route.settle(result);
    const after = change.after(before, context, result);
    const item =
      'revision' in after
        ? await itemAfterRevision(slice.collection(deps), before, context, after.revision)
        : await itemAfterMove(slice.collection(deps), before, context, after);
    return { before, item };
  };
}

/**
 * The item after a command moved it to `status`: the read model once it shows the move, else (the projector is
 * past its bound) the item as it was with the move applied, so the answer always reflects the command.
 */
async function itemAfterMove<T extends ReviewItem>(
  collection: Collection<T>,
  before: T,
  context: CommandContext,
  move: Move<T>,
): Promise<T> {
  const after = await collection.get(before._id);
  if (after && after.updatedAt >= context.at && after.status === move.status) return after;
  return withStep(
    before,
    { status: move.status, at: context.at, by: context.actor, comment: move.comment },
    move.patch,
  );
}

/**
 * The item after its student rewrote it: a draft stays a draft (the read model once it shows the edit, else the
 * item with `patch` applied); anything else becomes a draft again, a step of its own (`itemAfterMove`).
 */
async function itemAfterRevision<T extends ReviewItem>(
  collection: Collection<T>,
  before: T,
  context: CommandContext,
  patch: Partial<T>,
): Promise<T> {
  if (before.status !== 'draft') return itemAfterMove(collection, before, context, { status: 'draft', patch });
  return (await collection.get(before._id)) ?? { ...before, ...patch };
}

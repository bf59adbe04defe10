/**
 * The internship aggregate: its lifecycle, and the applications to it with their seats. The rules of applying and
 * deciding are the applications area's (`applications/applications.decider.ts`), composed in here because they are
 * decided on this stream (see the events file).
 */
import { Map as ImmutableMap, Set as ImmutableSet } from 'immutable';
import { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { defineDecider, unknownCommand, type DeciderSnapshots } from '../decider';
import { applicationStages, applicationStatuses } from '../applications/applications.constants';
import {
  decideApplication,
  applicationsFromJSON,
  applicationsToJSON,
  evolveApplications,
  type InternshipForApplications,
} from '../applications/applications.decider';
import { internshipStatuses, TAKE_DOWN_REASON_MAX } from './internships.constants';
import type { InternshipCommand } from './internships.commands';
import { internshipEventSchemas, type InternshipEvent } from './internships.events';

/**
 * A posted internship: `takenDown` is set while an administrator has it down (`internshipStatus` stays what its
 * employer made it).
 */
export type InternshipState = { status: 'none' } | ({ status: 'posted' } & InternshipForApplications);

const initialState = (): InternshipState => ({ status: 'none' });

const applicationStateSchema = z
  .object({ studentId: z.string(), status: z.enum(applicationStatuses), stage: z.enum(applicationStages) })
  .strict();

const noneSchema = z.object({ status: z.literal('none') }).strict();
const postedSchema = z
  .object({
    status: z.literal('posted'),
    internshipId: z.string(),
    employerId: z.string(),
    internshipStatus: z.enum(internshipStatuses),
    positions: z.number(),
    deadline: z.string(),
    takenDown: z.object({ reason: z.string() }).strict().nullable(),
    applications: z.array(z.tuple([z.string(), applicationStateSchema])),
    accepted: z.number(),
  })
  .strict();

/**
 * The state as a snapshot holds it, plain JSON: the applications as `[id, application]` pairs, and no `applicants`
 * (`fromJSON` derives them from the applications).
 */
export const internshipSnapshotSchema = z.discriminatedUnion('status', [noneSchema, postedSchema]);
export type InternshipSnapshot = z.infer<typeof internshipSnapshotSchema>;

/** What `fromJSON` parses with: the same, but the applications are checked by `applicationsFromJSON` (quicker). */
const snapshotSchema = z.discriminatedUnion('status', [noneSchema, postedSchema.extend({ applications: z.unknown() })]);

function stateToJSON(state: InternshipState): InternshipSnapshot {
  if (state.status !== 'posted') return state;
  return {
    status: state.status,
    internshipId: state.internshipId,
    employerId: state.employerId,
    internshipStatus: state.internshipStatus,
    positions: state.positions,
    deadline: state.deadline,
    takenDown: state.takenDown,
    applications: applicationsToJSON(state.applications),
    accepted: state.accepted,
  };
}

/** Refuses a snapshot of any other shape than `internshipSnapshotSchema`'s. */
function stateFromJSON(json: unknown): InternshipState {
  const state = snapshotSchema.parse(json);
  return state.status === 'posted' ? { ...state, ...applicationsFromJSON(state.applications) } : state;
}

/**
 * An internship with thousands of applications is one long stream, read by every apply and decision: its state is
 * kept as a snapshot every 100 events. Bump `version` with any change to `evolve` (here or in the applications
 * rules) or to the state; `internships.decider.snapshots.unit.spec.ts` fails when the snapshot's shape changes
 * without it.
 */
export const INTERNSHIP_SNAPSHOTS: DeciderSnapshots<InternshipState> = {
  name: 'internship',
  version: 4,
  every: 100,
  toJSON: stateToJSON,
  fromJSON: stateFromJSON,
};

function evolve(state: InternshipState, event: InternshipEvent): InternshipState {
  if (event.type === 'InternshipPosted') {
    return {
      status: 'posted',
      internshipId: event.data.internshipId,
      employerId: event.data.employerId,
      internshipStatus: event.data.status,
      positions: event.data.details.positions,
      deadline: event.data.details.applicationDeadline,
      applications: ImmutableMap(),
      applicants: ImmutableSet(),
      accepted: 0,
      takenDown: null,
    };
  }
  if (state.status !== 'posted') return state;
  switch (event.type) {
    case 'InternshipUpdated':
      return { ...state, positions: event.data.details.positions, deadline: event.data.details.applicationDeadline };
    case 'InternshipPublished':
    case 'InternshipReactivated':
      return { ...state, internshipStatus: 'active' };
    case 'InternshipDeactivated':
      return { ...state, internshipStatus: 'inactive' };
    case 'InternshipExpired':
      return { ...state, internshipStatus: 'expired' };
    case 'InternshipTakenDown':
      return { ...state, takenDown: { reason: event.data.reason } };
    case 'InternshipRestored':
      return { ...state, takenDown: null };
    case 'ApplicationSubmitted':
    case 'ApplicationStatusChanged':
    case 'ApplicationStageChanged':
      return evolveApplications(state, event);
  }
}

function decide(command: InternshipCommand, state: InternshipState): InternshipEvent[] {
  if (command.type === 'PostInternship') {
    if (state.status === 'posted') throw new ConflictError('This internship was already posted');
    if (command.details.applicationDeadline < command.today) {
      throw new ValidationError('The application deadline cannot be in the past');
    }
    return [
      {
        type: 'InternshipPosted',
        data: {
          internshipId: command.internshipId,
          employerId: command.employerId,
          status: command.asDraft ? 'draft' : 'active',
          details: command.details,
        },
      },
    ];
  }
  if (state.status !== 'posted') throw new NotFoundError('Internship not found');
  const { internshipId } = state;
  const ownedBy = (employerId: string) => {
    // Another employer's internship is indistinguishable from a missing one.
    if (state.employerId !== employerId) throw new NotFoundError('Internship not found');
  };
  const notTakenDown = () => {
    if (state.takenDown) {
      throw new ConflictError(
        `An administrator took this internship down (${state.takenDown.reason}). It stays hidden until an administrator restores it.`,
      );
    }
  };
  const byAdmin = (role: string) => {
    if (role !== 'admin') throw new ForbiddenError('Only an administrator can take an internship down or restore it');
  };

  switch (command.type) {
    case 'UpdateInternship':
      ownedBy(command.employerId);
      if (command.details.positions < state.accepted) {
        throw new ConflictError(`Positions cannot be fewer than the ${state.accepted} students already accepted`);
      }
      return [{ type: 'InternshipUpdated', data: { internshipId, details: command.details } }];
    case 'PublishInternship':
      ownedBy(command.employerId);
      // Taken down first: the employer sees it as inactive and must hear why it stays so.
      notTakenDown();
      if (state.internshipStatus !== 'draft') throw new ConflictError('Only a draft can be published');
      if (state.deadline < command.today)
        throw new ConflictError('The application deadline has passed; extend it before publishing');
      return [{ type: 'InternshipPublished', data: { internshipId } }];
    case 'DeactivateInternship':
      ownedBy(command.employerId);
      if (state.internshipStatus !== 'active') throw new ConflictError('Only an active internship can be deactivated');
      return [{ type: 'InternshipDeactivated', data: { internshipId } }];
    case 'ReactivateInternship':
      ownedBy(command.employerId);
      notTakenDown();
      if (state.internshipStatus !== 'inactive' && state.internshipStatus !== 'expired') {
        throw new ConflictError('Only an inactive or expired internship can be reactivated');
      }
      if (state.deadline < command.today) {
        throw new ConflictError('The application deadline has passed; extend it before reactivating');
      }
      return [{ type: 'InternshipReactivated', data: { internshipId } }];
    case 'ExpireInternship':
      if (state.internshipStatus === 'expired' || state.deadline >= command.today) return [];
      return [{ type: 'InternshipExpired', data: { internshipId } }];
    case 'TakeDownInternship': {
      byAdmin(command.actorRole);
      const reason = command.reason.trim();
      if (!reason) throw new ValidationError('Please give a reason for taking the internship down');
      if (reason.length > TAKE_DOWN_REASON_MAX) {
        throw new ValidationError(`The reason must be at most ${TAKE_DOWN_REASON_MAX} characters`);
      }
      if (state.takenDown) throw new ConflictError('This internship is already taken down');
      return [{ type: 'InternshipTakenDown', data: { internshipId, reason } }];
    }
    case 'RestoreInternship':
      byAdmin(command.actorRole);
      if (!state.takenDown) throw new ConflictError('This internship is not taken down');
      return [{ type: 'InternshipRestored', data: { internshipId } }];
    case 'SubmitApplication':
    case 'DecideApplication':
    case 'MoveApplication':
    case 'WithdrawApplication':
      return decideApplication(command, state);
    default:
      return unknownCommand(command);
  }
}

export const internshipDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: internshipEventSchemas,
  snapshot: INTERNSHIP_SNAPSHOTS,
});

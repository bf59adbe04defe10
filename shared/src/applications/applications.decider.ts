/**
 * The rules of applying and deciding (spec 1 §2.14; spec 2 §4). Applications are decided on their internship's
 * stream, because every rule reads the internship: open or not, its deadline, its seats, who already applied. So
 * these rules are composed into the internship decider (`internships/internships.decider.ts`), one fold and one
 * expected revision per internship, and `handleCommand` takes every command of both through it.
 */
import { Map as ImmutableMap, Set as ImmutableSet } from 'immutable';
import { unknownCommand } from '../decider';
import { ConflictError, NotFoundError } from '../errors';
import { openPositions, type InternshipStatus } from '../internships/internships.constants';
import { placementHasEnded } from '../placements/placement-stage';
import type { ApplicationCommand } from './applications.commands';
import {
  applicationStages,
  applicationStatuses,
  STAGE_OF_STATUS,
  STAGE_LABELS,
  STATUS_OF_STAGE,
  type ApplicationStage,
  type ApplicationStatus,
} from './applications.constants';
import type { ApplicationEvent } from './applications.events';

/** `stage` is always one `STATUS_OF_STAGE` maps onto `status`. */
export type ApplicationState = { studentId: string; status: ApplicationStatus; stage: ApplicationStage };

/**
 * The applications of an internship by id, in an Immutable.js map: an event sets one entry in O(log32 n) and shares
 * the rest, where copying one flat object of every application made folding a stream of n applications n².
 */
export type Applications = ImmutableMap<string, ApplicationState>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const STATUSES = new Set<unknown>(applicationStatuses);
const STAGES = new Set<unknown>(applicationStages);

/**
 * The applications of a posted internship from a snapshot's `[id, application]` pairs, checked by hand: a zod schema
 * of 10,000 pairs took a tenth of a second on its first parse in a process (the cold start snapshots are for), this
 * loop next to nothing beside building the map. Throws on anything else, the same id twice included. The students who
 * applied are derived from the applications, as `evolveApplications` keeps them.
 */
export function applicationsFromJSON(json: unknown): Pick<InternshipForApplications, 'applications' | 'applicants'> {
  const fail = (why: string): never => {
    throw new Error(`Not a list of applications: ${why}`);
  };
  if (!Array.isArray(json)) fail('not an array');
  const pairs = json as unknown[];
  for (const [index, pair] of pairs.entries()) {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string') fail(`entry ${index}`);
    const application: unknown = (pair as unknown[])[1];
    if (
      !isRecord(application) ||
      typeof application.studentId !== 'string' ||
      !STATUSES.has(application.status) ||
      !STAGES.has(application.stage) ||
      STATUS_OF_STAGE[application.stage as ApplicationStage] !== application.status ||
      Object.keys(application).length !== 3
    ) {
      fail(`application ${String((pair as unknown[])[0])}`);
    }
  }
  const applications: Applications = ImmutableMap(pairs as [string, ApplicationState][]);
  if (applications.size !== pairs.length) fail('an id appears twice');
  return { applications, applicants: ImmutableSet(applications.valueSeq().map((a) => a.studentId)) };
}

/** The applications as a snapshot holds them: `[id, application]` pairs, plain JSON. */
export function applicationsToJSON(applications: Applications): [string, ApplicationState][] {
  return [...applications.entries()];
}

/** What a posted internship's stream folds to that applying and deciding read. */
export type InternshipForApplications = {
  internshipId: string;
  employerId: string;
  internshipStatus: InternshipStatus;
  positions: number;
  deadline: string;
  /** Set while an administrator has it taken down. */
  takenDown: { reason: string } | null;
  applications: Applications;
  /**
   * The students of `applications`, so "you have already applied" is one lookup instead of a scan of every
   * application. Derived, never stored in a snapshot.
   */
  applicants: ImmutableSet<string>;
  /** Applications accepted: the seats they hold. */
  accepted: number;
};

/** The internship state after an application event. */
export function evolveApplications<State extends InternshipForApplications>(
  state: State,
  event: ApplicationEvent,
): State {
  switch (event.type) {
    case 'ApplicationSubmitted': {
      const { applicationId, studentId } = event.data;
      const replaced = state.applications.get(applicationId);
      const applications = state.applications.set(applicationId, { studentId, status: 'pending', stage: 'new' });
      let applicants = state.applicants.add(studentId);
      // The decider never records an id twice, but a stream may hold it: the replaced student stays an applicant only
      // through another application, as the scan this set stands for would find.
      if (
        replaced &&
        replaced.studentId !== studentId &&
        !applications.some((a) => a.studentId === replaced.studentId)
      ) {
        applicants = applicants.delete(replaced.studentId);
      }
      return { ...state, applications, applicants };
    }
    case 'ApplicationStatusChanged': {
      const { applicationId, from, to } = event.data;
      const application = state.applications.get(applicationId);
      if (!application) return state;
      const accepted = state.accepted + (to === 'accepted' ? 1 : 0) - (from === 'accepted' ? 1 : 0);
      return {
        ...state,
        accepted,
        applications: state.applications.set(applicationId, { ...application, status: to, stage: STAGE_OF_STATUS[to] }),
      };
    }
    case 'ApplicationStageChanged': {
      const { applicationId, to } = event.data;
      const application = state.applications.get(applicationId);
      // A stage that does not fit the status (only a stream written by hand could hold one) is left out, so the
      // state never holds a stage its status contradicts.
      if (!application || STATUS_OF_STAGE[to] !== application.status) return state;
      return { ...state, applications: state.applications.set(applicationId, { ...application, stage: to }) };
    }
  }
}

/** Why a withdrawal is refused (the api's 409). */
export const WITHDRAW_REFUSED = 'Only a pending or accepted application can be withdrawn';
/** Why withdrawing from a placement after its last day is refused (409): it is over, and may be certified. */
export const PLACEMENT_ENDED = 'This placement has ended, so there is nothing to withdraw from';

/** Why a filled internship refuses an application. */
export function positionsFilledMessage(positions: number): string {
  return positions === 1
    ? 'The position of this internship is filled, so it no longer takes applications'
    : `All ${positions} positions of this internship are filled, so it no longer takes applications`;
}

const DECISIONS: Record<ApplicationStatus, ApplicationStatus[]> = {
  pending: ['reviewing', 'accepted', 'rejected'],
  reviewing: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
  withdrawn: [],
};

/** The events an application command on a posted internship records, or the domain error of the rule it breaks. */
export function decideApplication(command: ApplicationCommand, state: InternshipForApplications): ApplicationEvent[] {
  const { internshipId } = state;
  const application = (applicationId: string) => {
    const found = state.applications.get(applicationId);
    if (!found) throw new NotFoundError('Application not found');
    return found;
  };

  switch (command.type) {
    case 'SubmitApplication': {
      if (state.takenDown || state.internshipStatus !== 'active' || state.deadline < command.today) {
        throw new ConflictError('This internship is not accepting applications');
      }
      if (state.applications.has(command.applicationId) || state.applicants.has(command.studentId)) {
        throw new ConflictError('You have already applied to this internship');
      }
      // Decided from the stream like an acceptance, so an application racing the last acceptance loses the append
      // and, decided again, reads this.
      if (openPositions(state.positions, state.accepted) === 0) {
        throw new ConflictError(positionsFilledMessage(state.positions));
      }
      return [
        {
          type: 'ApplicationSubmitted',
          data: {
            internshipId,
            applicationId: command.applicationId,
            studentId: command.studentId,
            resume: command.resume,
            personal: command.personal,
          },
        },
      ];
    }
    case 'DecideApplication': {
      // Another employer's internship is indistinguishable from a missing one.
      if (state.employerId !== command.employerId) throw new NotFoundError('Internship not found');
      const current = application(command.applicationId);
      if (!DECISIONS[current.status].includes(command.status)) {
        throw new ConflictError(`This application is ${current.status} and cannot be marked ${command.status}`);
      }
      if (command.status === 'accepted' && openPositions(state.positions, state.accepted) === 0) {
        throw new ConflictError(
          `All ${state.positions} position${state.positions === 1 ? ' is' : 's are'} already filled for this internship`,
        );
      }
      return [
        {
          type: 'ApplicationStatusChanged',
          data: {
            internshipId,
            applicationId: command.applicationId,
            studentId: current.studentId,
            from: current.status,
            to: command.status,
            ...(command.note ? { note: command.note } : {}),
          },
        },
      ];
    }
    case 'MoveApplication': {
      if (state.employerId !== command.employerId) throw new NotFoundError('Internship not found');
      const current = application(command.applicationId);
      const { from, to } = command;
      if (current.stage !== from) {
        throw new ConflictError(
          `This application has moved to ${STAGE_LABELS[current.stage]} since you saw it as ${STAGE_LABELS[from]}; reload to see where it is now`,
        );
      }
      if (from === to) throw new ConflictError(`This application is already ${STAGE_LABELS[to]}`);
      const status = STATUS_OF_STAGE[to];
      if (status !== 'reviewing') {
        // Accepting and rejecting are the decisions they always were: the same rules, the same seat check, the same
        // one event.
        return decideApplication(
          {
            type: 'DecideApplication',
            applicationId: command.applicationId,
            employerId: command.employerId,
            status: status as 'accepted' | 'rejected',
            ...(command.note ? { note: command.note } : {}),
          },
          state,
        );
      }
      if (current.status !== 'pending' && current.status !== 'reviewing') {
        throw new ConflictError(`This application is ${current.status} and cannot be moved to ${STAGE_LABELS[to]}`);
      }
      const note = command.note ? { note: command.note } : {};
      const ids = { internshipId, applicationId: command.applicationId, studentId: current.studentId };
      return [
        ...(current.status === 'pending'
          ? [
              {
                type: 'ApplicationStatusChanged' as const,
                data: { ...ids, from: 'pending' as const, to: 'reviewing' as const },
              },
            ]
          : []),
        { type: 'ApplicationStageChanged', data: { ...ids, from, to, ...note } },
      ];
    }
    case 'WithdrawApplication': {
      const current = application(command.applicationId);
      if (current.studentId !== command.studentId) throw new NotFoundError('Application not found');
      // A student may also withdraw from a placement they were accepted to (issue 17 item 5: the university hears of
      // it as an at-risk alert); one under review or decided against stays as it is.
      if (current.status !== 'pending' && current.status !== 'accepted') {
        throw new ConflictError(WITHDRAW_REFUSED);
      }
      if (current.status === 'accepted' && placementHasEnded(command.endDate, command.today)) {
        throw new ConflictError(PLACEMENT_ENDED);
      }
      return [
        {
          type: 'ApplicationStatusChanged',
          data: {
            internshipId,
            applicationId: command.applicationId,
            studentId: command.studentId,
            from: current.status,
            to: 'withdrawn',
          },
        },
      ];
    }
    default:
      return unknownCommand(command);
  }
}

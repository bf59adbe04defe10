/** The internship aggregate: its lifecycle, and the applications to it with their seats (see events file). */
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import type { Decider } from '../decider';
import {
  openPositions,
  TAKE_DOWN_REASON_MAX,
  type ApplicationStatus,
  type InternshipStatus,
} from './internships.constants';
import type { InternshipCommand } from './internships.commands';
import { internshipEventSchemas, type InternshipEvent } from './internships.events';

type ApplicationState = { studentId: string; status: ApplicationStatus };

export type InternshipState =
  | { status: 'none' }
  | {
      status: 'posted';
      internshipId: string;
      employerId: string;
      internshipStatus: InternshipStatus;
      positions: number;
      deadline: string;
      applications: Record<string, ApplicationState>;
      accepted: number;
      /** Set while an administrator has it taken down (`internshipStatus` stays what the employer made it). */
      takenDown: { reason: string } | null;
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
      applications: {},
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
      return {
        ...state,
        applications: {
          ...state.applications,
          [event.data.applicationId]: { studentId: event.data.studentId, status: 'pending' },
        },
      };
    case 'ApplicationStatusChanged': {
      const { applicationId, from, to } = event.data;
      const application = state.applications[applicationId];
      if (!application) return state;
      const accepted = state.accepted + (to === 'accepted' ? 1 : 0) - (from === 'accepted' ? 1 : 0);
      return {
        ...state,
        accepted,
        applications: { ...state.applications, [applicationId]: { ...application, status: to } },
      };
    }
  }
}

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
  const application = (applicationId: string) => {
    const found = state.applications[applicationId];
    if (!found) throw new NotFoundError('Application not found');
    return found;
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
    case 'SubmitApplication': {
      if (state.takenDown || state.internshipStatus !== 'active' || state.deadline < command.today) {
        throw new ConflictError('This internship is not accepting applications');
      }
      if (
        state.applications[command.applicationId] ||
        Object.values(state.applications).some((a) => a.studentId === command.studentId)
      ) {
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
      ownedBy(command.employerId);
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
    case 'WithdrawApplication': {
      const current = application(command.applicationId);
      if (current.studentId !== command.studentId) throw new NotFoundError('Application not found');
      if (current.status !== 'pending') throw new ConflictError('Only a pending application can be withdrawn');
      return [
        {
          type: 'ApplicationStatusChanged',
          data: {
            internshipId,
            applicationId: command.applicationId,
            studentId: command.studentId,
            from: 'pending',
            to: 'withdrawn',
          },
        },
      ];
    }
  }
}

export const internshipDecider: Decider<InternshipState, InternshipCommand, InternshipEvent> & {
  eventSchemas: typeof internshipEventSchemas;
} = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
  eventSchemas: internshipEventSchemas,
};

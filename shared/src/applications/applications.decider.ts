/**
 * The rules of applying and deciding (spec 1 §2.14; spec 2 §4). Applications are decided on their internship's
 * stream, because every rule reads the internship: open or not, its deadline, its seats, who already applied. So
 * these rules are composed into the internship decider (`internships/internships.decider.ts`), one fold and one
 * expected revision per internship, and `handleCommand` takes every command of both through it.
 */
import { unknownCommand } from '../decider';
import { ConflictError, NotFoundError } from '../errors';
import { openPositions, type InternshipStatus } from '../internships/internships.constants';
import type { ApplicationCommand } from './applications.commands';
import { applicationStatuses, type ApplicationStatus } from './applications.constants';
import type { ApplicationEvent } from './applications.events';

export type ApplicationState = { studentId: string; status: ApplicationStatus };

/**
 * The applications of an internship by id, in a trie three levels deep keyed by hex digits of a hash of the id (4,096
 * leaves). An event copies one path of small objects (about 50 entries at 10,000 applications), where one flat object
 * of every application copied them all: folding a stream of n applications went from n² to n. Plain objects, so a
 * snapshot holds it as JSON.
 */
export type Applications = Record<string, Record<string, Record<string, Record<string, ApplicationState>>>>;

/** Three hex digits of the id's FNV-1a hash: the trie path. */
function pathOf(applicationId: string): [string, string, string] {
  let hash = 0x811c9dc5;
  for (let i = 0; i < applicationId.length; i++) {
    hash ^= applicationId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const hex = (hash & 0xfff).toString(16).padStart(3, '0');
  return [hex[0]!, hex[1]!, hex[2]!];
}

/** The application with this id, if the internship has it. */
export function applicationOf(applications: Applications, applicationId: string): ApplicationState | undefined {
  const [a, b, c] = pathOf(applicationId);
  const leaf = applications[a]?.[b]?.[c];
  return leaf && Object.hasOwn(leaf, applicationId) ? leaf[applicationId] : undefined;
}

/** Every application of the internship, in no particular order. */
export function allApplications(applications: Applications): ApplicationState[] {
  const all: ApplicationState[] = [];
  for (const level1 of Object.values(applications)) {
    for (const level2 of Object.values(level1)) {
      for (const leaf of Object.values(level2)) all.push(...Object.values(leaf));
    }
  }
  return all;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const STATUSES = new Set<unknown>(applicationStatuses);

/**
 * Applications as a snapshot held them, checked by hand (a zod schema took a tenth of a second on 10,000): throws on
 * anything else, an application under a path its id does not hash to included (lookups would never find it).
 */
export function parseApplications(json: unknown): Applications {
  const fail = (why: string): never => {
    throw new Error(`Not an applications trie: ${why}`);
  };
  if (!isRecord(json)) fail('not an object');
  for (const [a, level1] of Object.entries(json as Record<string, unknown>)) {
    if (!isRecord(level1)) fail(`level ${a}`);
    for (const [b, level2] of Object.entries(level1 as Record<string, unknown>)) {
      if (!isRecord(level2)) fail(`level ${a}${b}`);
      for (const [c, leaf] of Object.entries(level2 as Record<string, unknown>)) {
        if (!isRecord(leaf)) fail(`leaf ${a}${b}${c}`);
        for (const [id, application] of Object.entries(leaf as Record<string, unknown>)) {
          if (pathOf(id).join('') !== `${a}${b}${c}`) fail(`application ${id} under ${a}${b}${c}`);
          if (
            !isRecord(application) ||
            typeof application.studentId !== 'string' ||
            !STATUSES.has(application.status) ||
            Object.keys(application).length !== 2
          ) {
            fail(`application ${id}`);
          }
        }
      }
    }
  }
  return json as Applications;
}

/** The applications with this one set: copies one path, shares the rest. */
function withApplication(
  applications: Applications,
  applicationId: string,
  application: ApplicationState,
): Applications {
  const [a, b, c] = pathOf(applicationId);
  const level1 = applications[a] ?? {};
  const level2 = level1[b] ?? {};
  const leaf = level2[c] ?? {};
  return { ...applications, [a]: { ...level1, [b]: { ...level2, [c]: { ...leaf, [applicationId]: application } } } };
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
  /** Applications accepted: the seats they hold. */
  accepted: number;
};

/** The internship state after an application event. */
export function evolveApplications<State extends InternshipForApplications>(
  state: State,
  event: ApplicationEvent,
): State {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return {
        ...state,
        applications: withApplication(state.applications, event.data.applicationId, {
          studentId: event.data.studentId,
          status: 'pending',
        }),
      };
    case 'ApplicationStatusChanged': {
      const { applicationId, from, to } = event.data;
      const application = applicationOf(state.applications, applicationId);
      if (!application) return state;
      const accepted = state.accepted + (to === 'accepted' ? 1 : 0) - (from === 'accepted' ? 1 : 0);
      return {
        ...state,
        accepted,
        applications: withApplication(state.applications, applicationId, { ...application, status: to }),
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

/** The events an application command on a posted internship records, or the domain error of the rule it breaks. */
export function decideApplication(command: ApplicationCommand, state: InternshipForApplications): ApplicationEvent[] {
  const { internshipId } = state;
  const application = (applicationId: string) => {
    const found = applicationOf(state.applications, applicationId);
    if (!found) throw new NotFoundError('Application not found');
    return found;
  };

  switch (command.type) {
    case 'SubmitApplication': {
      if (state.takenDown || state.internshipStatus !== 'active' || state.deadline < command.today) {
        throw new ConflictError('This internship is not accepting applications');
      }
      if (
        applicationOf(state.applications, command.applicationId) ||
        allApplications(state.applications).some((a) => a.studentId === command.studentId)
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
    default:
      return unknownCommand(command);
  }
}

/**
 * The internship decider's snapshots (docs/architecture.md §Event model): a state kept as JSON and read back folds on
 * exactly as the state it was, and anything that is not such a state is refused.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { fold } from '../decider';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { applicationStages, movableStages } from '../applications/applications.constants';
import { details, posted, submitApplication, today, withdrawApplication } from '../testing/internship-events';
import type { InternshipCommand } from './internships.commands';
import type { InternshipEvent } from './internships.events';
import {
  INTERNSHIP_SNAPSHOTS,
  internshipDecider,
  internshipSnapshotSchema,
  type InternshipState,
} from './internships.decider';

/** Any command a sequence on one internship may hold: lifecycle, applications, decisions, withdrawals. */
const command = (students: number): fc.Arbitrary<InternshipCommand> => {
  const student = fc.integer({ min: 1, max: students });
  return fc.oneof(
    student.map(submitApplication),
    fc
      .tuple(student, fc.constantFrom('reviewing' as const, 'accepted' as const, 'rejected' as const))
      .map(([n, status]) => ({ type: 'DecideApplication' as const, applicationId: `a${n}`, employerId: 'e1', status })),
    student.map((n) => withdrawApplication(`a${n}`, `s${n}`)),
    fc
      .tuple(student, fc.constantFrom(...applicationStages), fc.constantFrom(...movableStages))
      .map(([n, from, to]) => ({
        type: 'MoveApplication' as const,
        applicationId: `a${n}`,
        employerId: 'e1',
        from,
        to,
      })),
    fc.integer({ min: 1, max: 4 }).map((positions) => ({
      type: 'UpdateInternship' as const,
      employerId: 'e1',
      details: { ...details, positions },
      today,
    })),
    fc.constantFrom<InternshipCommand>(
      { type: 'DeactivateInternship', employerId: 'e1' },
      { type: 'ReactivateInternship', employerId: 'e1', today },
      { type: 'TakeDownInternship', actorRole: 'admin', reason: 'Review' },
      { type: 'RestoreInternship', actorRole: 'admin' },
      { type: 'ExpireInternship', today: '2027-02-01' },
    ),
  );
};

/** The events the decider records for `commands` on an internship posted with `positions` (refusals record none). */
function recorded(positions: number, commands: InternshipCommand[]): InternshipEvent[] {
  const events: InternshipEvent[] = [posted(positions)];
  let state = fold(internshipDecider, events);
  for (const next of commands) {
    try {
      const decided = internshipDecider.decide(next, state);
      events.push(...decided);
      state = decided.reduce(internshipDecider.evolve, state);
    } catch (error) {
      if (![ConflictError, NotFoundError, ValidationError].some((kind) => error instanceof kind)) throw error;
    }
  }
  return events;
}

/** A snapshot's trip: the state as JSON, stored as text, read back. */
const throughSnapshot = (state: InternshipState) =>
  INTERNSHIP_SNAPSHOTS.fromJSON(JSON.parse(JSON.stringify(INTERNSHIP_SNAPSHOTS.toJSON(state))));

/**
 * The state with its Immutable.js collections as sorted plain values: two maps or sets holding the same entries may
 * differ inside (the order they were built in), which `toEqual` would see.
 */
const plain = (state: InternshipState) =>
  state.status === 'posted'
    ? {
        ...state,
        applications: state.applications
          .entrySeq()
          .sortBy(([id]) => id)
          .toJS(),
        applicants: state.applicants.sort().toJS(),
      }
    : state;

/** What the decider answers: its events, or its refusal's message. */
function outcome(next: InternshipCommand, state: InternshipState): InternshipEvent[] | string {
  try {
    return internshipDecider.decide(next, state);
  } catch (error) {
    return (error as Error).message;
  }
}

describe('internship snapshots', () => {
  it('folding from a snapshot at any revision and then the rest equals folding from the first event', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(command(8), { maxLength: 60, size: 'max' }),
        fc.nat(),
        command(9),
        (positions, commands, at, next) => {
          const events = recorded(positions, commands);
          const split = at % (events.length + 1);
          const snapshot = throughSnapshot(fold(internshipDecider, events.slice(0, split)));
          const resumed = events.slice(split).reduce(internshipDecider.evolve, snapshot);
          const whole = fold(internshipDecider, events);
          expect(plain(resumed)).toEqual(plain(whole));
          // And the next command is decided alike.
          expect(outcome(next, resumed)).toEqual(outcome(next, whole));
        },
      ),
    );
  });

  it('refuses what is not an internship state, so a corrupt snapshot is never folded on', () => {
    const good = fold(internshipDecider, recorded(2, [submitApplication(1), submitApplication(2)]));
    if (good.status !== 'posted') throw new Error('posted');
    const json = JSON.parse(JSON.stringify(INTERNSHIP_SNAPSHOTS.toJSON(good)));
    expect(plain(INTERNSHIP_SNAPSHOTS.fromJSON(json))).toEqual(plain(good));
    expect(INTERNSHIP_SNAPSHOTS.fromJSON({ status: 'none' })).toEqual({ status: 'none' });
    const pending = (studentId: string) => ({ studentId, status: 'pending', stage: 'new' });
    for (const bad of [
      null,
      'posted',
      [],
      { status: 'open' },
      { ...json, applications: [['a1', { studentId: 's1', status: 'maybe' }]] },
      { ...json, applications: [['a1', { studentId: 's1', status: 'pending', stage: 'maybe' }]] },
      // A stage its status contradicts.
      { ...json, applications: [['a1', { studentId: 's1', status: 'pending', stage: 'offer' }]] },
      { ...json, applications: [['a1', { studentId: 's1', status: 'pending' }]] },
      { ...json, applications: { a1: pending('s1') } },
      { ...json, accepted: '1' },
      { ...json, positions: undefined },
      { ...json, extra: true },
      { ...json, applicants: ['s1'] },
      { status: 'none', applications: [] },
      { ...json, applications: [['a1', { ...pending('s1'), more: 1 }]] },
      { ...json, applications: [['a1']] },
      { ...json, applications: [['a1', pending('s1'), 'a2']] },
      { ...json, applications: [[1, pending('s1')]] },
      { ...json, applications: [{ a1: pending('s1') }] },
      { ...json, applications: [['a1', pending('s1')], null] },
      // The same id twice: a map would keep only the last.
      { ...json, applications: [...json.applications, ['a1', pending('s3')]] },
    ]) {
      expect(() => INTERNSHIP_SNAPSHOTS.fromJSON(bad), JSON.stringify(bad)).toThrow();
    }
  });

  it('has a new version whenever the state’s shape changes', () => {
    // Changed the state or its snapshot? Bump INTERNSHIP_SNAPSHOTS.version (old snapshots are then ignored) and record both here.
    const shape = createHash('sha256')
      .update(JSON.stringify(z.toJSONSchema(internshipSnapshotSchema)))
      .digest('hex')
      .slice(0, 16);
    expect({ version: INTERNSHIP_SNAPSHOTS.version, shape }).toEqual({ version: 4, shape: 'e41d3282c4c2d9dd' });
  });
});

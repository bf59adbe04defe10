/**
 * Applying and deciding, through the internship decider they are composed into: applications are decided on their
 * internship's stream (applications.decider.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, NotFoundError } from '../errors';
import { fold } from '../decider';
import { deciderSpec } from '../testing/decider-spec';
import { applied, details, posted, resume, sealed, today, withdrawApplication } from '../testing/internship-events';
import type { ApplicationStatus } from './applications.constants';
import type { InternshipCommand } from '../internships/internships.commands';
import type { InternshipEvent } from '../internships/internships.events';
import { internshipDecider } from '../internships/internships.decider';

const spec = deciderSpec(internshipDecider);

describe('applications decider', () => {
  it('takes one application per student, only while open', () => {
    const submit = (studentId: string, applicationId = `a-${studentId}`, on = today): InternshipCommand => ({
      type: 'SubmitApplication',
      applicationId,
      studentId,
      resume,
      personal: sealed,
      today: on,
    });
    spec
      .given([posted()])
      .when(submit('s1'))
      .then([applied('a-s1', 's1')]);
    spec
      .given([posted(), applied('a-s1', 's1')])
      .when(submit('s1', 'other'))
      .thenThrows(ConflictError, 'You have already applied to this internship');
    // Withdrawn, still applied.
    spec
      .given([
        posted(),
        applied('a-s1', 's1'),
        {
          type: 'ApplicationStatusChanged',
          data: { internshipId: 'i1', applicationId: 'a-s1', studentId: 's1', from: 'pending', to: 'withdrawn' },
        },
      ])
      .when(submit('s1', 'other'))
      .thenThrows(ConflictError, 'You have already applied to this internship');
    // An id the stream holds twice (the decider never records it): the application is the later student's, and the
    // earlier one has applied only while another of their applications is there.
    spec
      .given([posted(), applied('a', 's1'), applied('a', 's2')])
      .when(submit('s1', 'b'))
      .then([applied('b', 's1')]);
    spec
      .given([posted(), applied('a', 's1'), applied('c', 's1'), applied('a', 's2')])
      .when(submit('s1', 'b'))
      .thenThrows(ConflictError, 'You have already applied to this internship');
    spec
      .given([posted(), applied('a', 's1'), applied('a', 's2')])
      .when(submit('s2', 'b'))
      .thenThrows(ConflictError, 'You have already applied to this internship');
    spec
      .given([posted()])
      .when(submit('s1', 'a', '2027-01-16'))
      .thenThrows(ConflictError, 'This internship is not accepting applications');
    spec
      .given([posted(), { type: 'InternshipDeactivated', data: { internshipId: 'i1' } }])
      .when(submit('s1'))
      .thenThrows(ConflictError, 'This internship is not accepting applications');
  });

  it('decides pending → reviewing → accepted, never beyond the positions, never twice', () => {
    const decide = (
      applicationId: string,
      status: 'reviewing' | 'accepted' | 'rejected',
      employerId = 'e1',
    ): InternshipCommand => ({
      type: 'DecideApplication',
      applicationId,
      employerId,
      status,
    });
    const changed = (applicationId: string, studentId: string, from: string, to: string) =>
      ({
        type: 'ApplicationStatusChanged',
        data: { internshipId: 'i1', applicationId, studentId, from, to },
      }) as InternshipEvent;
    spec
      .given([posted(), applied('a1', 's1')])
      .when(decide('a1', 'reviewing'))
      .then([changed('a1', 's1', 'pending', 'reviewing')]);
    spec
      .given([posted(), applied('a1', 's1'), changed('a1', 's1', 'pending', 'reviewing')])
      .when(decide('a1', 'accepted'))
      .then([changed('a1', 's1', 'reviewing', 'accepted')]);
    spec
      .given([posted(), applied('a1', 's1'), changed('a1', 's1', 'pending', 'accepted')])
      .when(decide('a1', 'rejected'))
      .thenThrows(ConflictError, 'This application is accepted and cannot be marked rejected');
    spec
      .given([posted(1), applied('a1', 's1'), applied('a2', 's2'), changed('a1', 's1', 'pending', 'accepted')])
      .when(decide('a2', 'accepted'))
      .thenThrows(ConflictError, 'All 1 position is already filled for this internship');
    spec
      .given([posted(), applied('a1', 's1')])
      .when(decide('a1', 'accepted', 'e2'))
      .thenThrows(NotFoundError);
    spec.given([posted()]).when(decide('missing', 'accepted')).thenThrows(NotFoundError, 'Application not found');
  });

  it('stops taking applications once every position is filled, and takes them again when a position is added', () => {
    const submit = (studentId: string, on = today): InternshipCommand => ({
      type: 'SubmitApplication',
      applicationId: `a-${studentId}`,
      studentId,
      resume,
      personal: sealed,
      today: on,
    });
    const accepted = (applicationId: string, studentId: string): InternshipEvent => ({
      type: 'ApplicationStatusChanged',
      data: { internshipId: 'i1', applicationId, studentId, from: 'pending', to: 'accepted' },
    });
    const filled = [
      posted(2),
      applied('a-s1', 's1'),
      applied('a-s2', 's2'),
      applied('a-s3', 's3'),
      accepted('a-s1', 's1'),
      accepted('a-s2', 's2'),
    ];
    spec
      .given(filled)
      .when(submit('s4'))
      .thenThrows(ConflictError, 'All 2 positions of this internship are filled, so it no longer takes applications');
    spec
      .given([posted(1), applied('a-s1', 's1'), accepted('a-s1', 's1')])
      .when(submit('s2'))
      .thenThrows(ConflictError, 'The position of this internship is filled, so it no longer takes applications');
    // One seat short of filled still takes applications.
    spec
      .given(filled.slice(0, -1))
      .when(submit('s4'))
      .then([applied('a-s4', 's4')]);
    // Who applied before it filled is still told so, and the employer can still turn them down or keep them.
    spec.given(filled).when(submit('s3')).thenThrows(ConflictError, 'You have already applied to this internship');
    for (const status of ['rejected', 'reviewing'] as const) {
      spec
        .given(filled)
        .when({ type: 'DecideApplication', applicationId: 'a-s3', employerId: 'e1', status })
        .then([
          {
            type: 'ApplicationStatusChanged',
            data: { internshipId: 'i1', applicationId: 'a-s3', studentId: 's3', from: 'pending', to: status },
          },
        ]);
    }

    // A position added frees a seat: applications open again, until the deadline.
    const added: InternshipEvent = {
      type: 'InternshipUpdated',
      data: { internshipId: 'i1', details: { ...details, positions: 3 } },
    };
    spec
      .given([...filled, added])
      .when(submit('s4'))
      .then([applied('a-s4', 's4')]);
    spec
      .given([...filled, added])
      .when(submit('s4', '2027-01-16'))
      .thenThrows(ConflictError, 'This internship is not accepting applications');
  });

  it('lets the student withdraw only their own pending application', () => {
    spec
      .given([posted(), applied('a1', 's1')])
      .when(withdrawApplication('a1', 's1'))
      .then([
        {
          type: 'ApplicationStatusChanged',
          data: { internshipId: 'i1', applicationId: 'a1', studentId: 's1', from: 'pending', to: 'withdrawn' },
        },
      ]);
    spec
      .given([posted(), applied('a1', 's1')])
      .when(withdrawApplication('a1', 's2'))
      .thenThrows(NotFoundError);
  });

  /** Application `a1` of student `s1` moving from one status to another. */
  const changed = (from: ApplicationStatus, to: ApplicationStatus): InternshipEvent => ({
    type: 'ApplicationStatusChanged',
    data: { internshipId: 'i1', applicationId: 'a1', studentId: 's1', from, to },
  });

  it('lets the student withdraw from an accepted placement, and not from one under review or rejected', () => {
    spec
      .given([posted(), applied('a1', 's1'), changed('pending', 'accepted')])
      .when(withdrawApplication('a1', 's1'))
      .then([changed('accepted', 'withdrawn')]);
    for (const status of ['reviewing', 'rejected'] as const) {
      spec
        .given([posted(), applied('a1', 's1'), changed('pending', status)])
        .when(withdrawApplication('a1', 's1'))
        .thenThrows(ConflictError, 'Only a pending or accepted application can be withdrawn');
    }
  });

  it('lets the student withdraw from a placement up to its last day, not after it has ended', () => {
    const accepted = [posted(), applied('a1', 's1'), changed('pending', 'accepted')];
    // details.endDate is 2027-05-01; a date-time counts by its date.
    for (const on of ['2027-03-01', '2027-05-01', '2027-05-01T23:59:59.000Z']) {
      spec
        .given(accepted)
        .when(withdrawApplication('a1', 's1', on))
        .then([changed('accepted', 'withdrawn')]);
    }
    spec
      .given(accepted)
      .when(withdrawApplication('a1', 's1', '2027-05-02'))
      .thenThrows(ConflictError, 'This placement has ended, so there is nothing to withdraw from');
    // A pending application to an internship long over is still the student's to withdraw.
    spec
      .given([posted(), applied('a1', 's1')])
      .when(withdrawApplication('a1', 's1', '2028-01-01'))
      .then([changed('pending', 'withdrawn')]);
  });

  /** A student's move on the applications: one of `students` students applies, is decided on, or withdraws. */
  const applicationStep = (students: number) => {
    const student = fc.integer({ min: 1, max: students });
    return fc.oneof(
      fc.record({ kind: fc.constant('apply' as const), student }),
      fc.record({
        kind: fc.constant('decide' as const),
        student,
        status: fc.constantFrom('reviewing' as const, 'accepted' as const, 'rejected' as const),
      }),
      fc.record({ kind: fc.constant('withdraw' as const), student }),
    );
  };
  type ApplicationStep = ReturnType<typeof applicationStep> extends fc.Arbitrary<infer Step> ? Step : never;
  const applicationCommand = (step: ApplicationStep): InternshipCommand => {
    const applicationId = `a${step.student}`;
    const studentId = `s${step.student}`;
    switch (step.kind) {
      case 'apply':
        return { type: 'SubmitApplication', applicationId, studentId, resume, personal: sealed, today };
      case 'decide':
        return { type: 'DecideApplication', applicationId, employerId: 'e1', status: step.status };
      case 'withdraw':
        return withdrawApplication(applicationId, studentId);
    }
  };

  it('never takes an application while every position is filled, whatever the sequence of commands', () => {
    const command = fc.oneof(
      applicationStep(8),
      fc.record({ kind: fc.constant('positions' as const), positions: fc.integer({ min: 1, max: 4 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.array(command, { maxLength: 40, size: 'max' }), (start, steps) => {
        let events: InternshipEvent[] = [posted(start)];
        for (const step of steps) {
          const next: InternshipCommand =
            step.kind === 'positions'
              ? {
                  type: 'UpdateInternship',
                  employerId: 'e1',
                  details: { ...details, positions: step.positions },
                  today,
                }
              : applicationCommand(step);
          const state = fold(internshipDecider, events);
          try {
            const decided = internshipDecider.decide(next, state);
            if (decided.some((event) => event.type === 'ApplicationSubmitted')) {
              if (state.status !== 'posted') return false;
              expect(state.accepted).toBeLessThan(state.positions);
            }
            events = [...events, ...decided];
          } catch (error) {
            if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
          }
        }
      }),
    );
  });

  it('never accepts more students than positions, whatever the sequence of commands', () => {
    const sequences = fc.array(applicationStep(6), { maxLength: 40, size: 'max' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), sequences, (positions, commands) => {
        let events: InternshipEvent[] = [posted(positions)];
        for (const step of commands) {
          try {
            events = [
              ...events,
              ...internshipDecider.decide(applicationCommand(step), fold(internshipDecider, events)),
            ];
          } catch (error) {
            if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
          }
        }
        const state = fold(internshipDecider, events);
        if (state.status !== 'posted') return false;
        const accepted = state.applications.count((a) => a.status === 'accepted');
        expect(accepted).toBe(state.accepted);
        return accepted <= positions;
      }),
    );
  });
});

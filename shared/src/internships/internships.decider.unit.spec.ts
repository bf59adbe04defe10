import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { fold } from '../decider';
import { deciderSpec } from '../testing/decider-spec';
import type { InternshipCommand } from './internships.commands';
import type { InternshipDetails, InternshipEvent } from './internships.events';
import { internshipDecider } from './internships.decider';

const details: InternshipDetails = {
  title: 'Backend intern',
  company: 'Northwind',
  category: 'Technology',
  positions: 1,
  description: 'Build things',
  requirements: [],
  responsibilities: [],
  benefits: [],
  skills: ['TypeScript'],
  workType: 'onsite',
  location: 'Lisbon',
  startDate: '2027-02-01',
  endDate: '2027-05-01',
  duration: '3 months',
  stipend: { amount: 1000, currency: 'EUR', period: 'monthly' },
  applicationDeadline: '2027-01-15',
  isRemote: false,
  isPaid: true,
  type: null,
  salary: null,
};
const sealed = { $pii: 'v1' as const, p: 's', iv: 'i', ct: 'c', tag: 't' };
const resume = { key: 'k'.repeat(32), contentType: 'application/pdf', size: 10 };
const today = '2027-01-01';
const posted = (positions = 1): InternshipEvent => ({
  type: 'InternshipPosted',
  data: { internshipId: 'i1', employerId: 'e1', status: 'active', details: { ...details, positions } },
});
const applied = (applicationId: string, studentId: string): InternshipEvent => ({
  type: 'ApplicationSubmitted',
  data: { internshipId: 'i1', applicationId, studentId, resume, personal: sealed },
});
const spec = deciderSpec(internshipDecider);

describe('internship decider', () => {
  it('posts active, or as a draft, and refuses a deadline in the past', () => {
    spec
      .given([])
      .when({ type: 'PostInternship', internshipId: 'i1', employerId: 'e1', details, asDraft: false, today })
      .then([posted()]);
    spec
      .given([])
      .when({
        type: 'PostInternship',
        internshipId: 'i1',
        employerId: 'e1',
        details,
        asDraft: false,
        today: '2027-01-16',
      })
      .thenThrows(ValidationError, 'The application deadline cannot be in the past');
  });

  it('lets only the owner change it, and hides it from others', () => {
    spec
      .given([posted()])
      .when({ type: 'DeactivateInternship', employerId: 'e2' })
      .thenThrows(NotFoundError, 'Internship not found');
    spec
      .given([posted()])
      .when({ type: 'DeactivateInternship', employerId: 'e1' })
      .then([{ type: 'InternshipDeactivated', data: { internshipId: 'i1' } }]);
    spec
      .given([posted(), { type: 'InternshipDeactivated', data: { internshipId: 'i1' } }])
      .when({ type: 'ReactivateInternship', employerId: 'e1', today })
      .then([{ type: 'InternshipReactivated', data: { internshipId: 'i1' } }]);
  });

  it('expires once the deadline has passed, and only then', () => {
    spec.given([posted()]).when({ type: 'ExpireInternship', today: '2027-01-15' }).then([]);
    spec
      .given([posted()])
      .when({ type: 'ExpireInternship', today: '2027-01-16' })
      .then([{ type: 'InternshipExpired', data: { internshipId: 'i1' } }]);
  });

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
    spec
      .given(filled)
      .when({ type: 'DecideApplication', applicationId: 'a-s3', employerId: 'e1', status: 'rejected' })
      .then([
        {
          type: 'ApplicationStatusChanged',
          data: { internshipId: 'i1', applicationId: 'a-s3', studentId: 's3', from: 'pending', to: 'rejected' },
        },
      ]);
    spec
      .given(filled)
      .when({ type: 'DecideApplication', applicationId: 'a-s3', employerId: 'e1', status: 'reviewing' })
      .then([
        {
          type: 'ApplicationStatusChanged',
          data: { internshipId: 'i1', applicationId: 'a-s3', studentId: 's3', from: 'pending', to: 'reviewing' },
        },
      ]);

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
      .when({ type: 'WithdrawApplication', applicationId: 'a1', studentId: 's1' })
      .then([
        {
          type: 'ApplicationStatusChanged',
          data: { internshipId: 'i1', applicationId: 'a1', studentId: 's1', from: 'pending', to: 'withdrawn' },
        },
      ]);
    spec
      .given([posted(), applied('a1', 's1')])
      .when({ type: 'WithdrawApplication', applicationId: 'a1', studentId: 's2' })
      .thenThrows(NotFoundError);
  });

  it('lets only an administrator take an internship down, with a reason, and restore it', () => {
    const takenDown: InternshipEvent = {
      type: 'InternshipTakenDown',
      data: { internshipId: 'i1', reason: 'Unpaid role' },
    };
    spec
      .given([posted()])
      .when({ type: 'TakeDownInternship', actorRole: 'admin', reason: '  Unpaid role ' })
      .then([takenDown]);
    spec
      .given([posted()])
      .when({ type: 'TakeDownInternship', actorRole: 'employer', reason: 'Mine' })
      .thenThrows(ForbiddenError, 'Only an administrator can take an internship down or restore it');
    spec
      .given([posted()])
      .when({ type: 'TakeDownInternship', actorRole: 'admin', reason: '   ' })
      .thenThrows(ValidationError, 'Please give a reason for taking the internship down');
    spec
      .given([posted()])
      .when({ type: 'TakeDownInternship', actorRole: 'admin', reason: 'x'.repeat(501) })
      .thenThrows(ValidationError, 'The reason must be at most 500 characters');
    spec
      .given([posted(), takenDown])
      .when({ type: 'TakeDownInternship', actorRole: 'admin', reason: 'Again' })
      .thenThrows(ConflictError, 'This internship is already taken down');
    spec
      .given([])
      .when({ type: 'TakeDownInternship', actorRole: 'admin', reason: 'Spam' })
      .thenThrows(NotFoundError, 'Internship not found');

    spec
      .given([posted(), takenDown])
      .when({ type: 'RestoreInternship', actorRole: 'admin' })
      .then([{ type: 'InternshipRestored', data: { internshipId: 'i1' } }]);
    spec
      .given([posted(), takenDown])
      .when({ type: 'RestoreInternship', actorRole: 'employer' })
      .thenThrows(ForbiddenError);
    spec
      .given([posted()])
      .when({ type: 'RestoreInternship', actorRole: 'admin' })
      .thenThrows(ConflictError, 'This internship is not taken down');
    spec
      .given([posted(), takenDown, { type: 'InternshipRestored', data: { internshipId: 'i1' } }])
      .when({ type: 'RestoreInternship', actorRole: 'admin' })
      .thenThrows(ConflictError, 'This internship is not taken down');
  });

  it('keeps a taken-down internship closed: no applications, and its employer cannot bring it back', () => {
    const takenDown: InternshipEvent = {
      type: 'InternshipTakenDown',
      data: { internshipId: 'i1', reason: 'Misleading pay' },
    };
    const deactivated: InternshipEvent = { type: 'InternshipDeactivated', data: { internshipId: 'i1' } };
    const refusal =
      'An administrator took this internship down (Misleading pay). It stays hidden until an administrator restores it.';
    spec
      .given([posted(), takenDown])
      .when({ type: 'SubmitApplication', applicationId: 'a1', studentId: 's1', resume, personal: sealed, today })
      .thenThrows(ConflictError, 'This internship is not accepting applications');
    spec
      .given([posted(), takenDown, deactivated])
      .when({ type: 'ReactivateInternship', employerId: 'e1', today })
      .thenThrows(ConflictError, refusal);
    // Still active as its employer left it, but shown to them as inactive: they hear why, not a status rule.
    spec
      .given([posted(), takenDown])
      .when({ type: 'ReactivateInternship', employerId: 'e1', today })
      .thenThrows(ConflictError, refusal);
    spec
      .given([
        {
          type: 'InternshipPosted',
          data: { internshipId: 'i1', employerId: 'e1', status: 'draft', details },
        },
        takenDown,
      ])
      .when({ type: 'PublishInternship', employerId: 'e1', today })
      .thenThrows(ConflictError, refusal);
    // The employer may still close it for good, fix it and decide on who applied before.
    spec.given([posted(), takenDown]).when({ type: 'DeactivateInternship', employerId: 'e1' }).then([deactivated]);
    spec
      .given([posted(), takenDown])
      .when({ type: 'UpdateInternship', employerId: 'e1', details, today })
      .then([{ type: 'InternshipUpdated', data: { internshipId: 'i1', details } }]);
    spec
      .given([posted(), applied('a1', 's1'), takenDown])
      .when({ type: 'DecideApplication', applicationId: 'a1', employerId: 'e1', status: 'rejected' })
      .then([
        {
          type: 'ApplicationStatusChanged',
          data: { internshipId: 'i1', applicationId: 'a1', studentId: 's1', from: 'pending', to: 'rejected' },
        },
      ]);
    // Once restored, the employer's own rules apply again.
    spec
      .given([posted(), takenDown, deactivated, { type: 'InternshipRestored', data: { internshipId: 'i1' } }])
      .when({ type: 'ReactivateInternship', employerId: 'e1', today })
      .then([{ type: 'InternshipReactivated', data: { internshipId: 'i1' } }]);
  });

  it('never publishes, reactivates or takes an application while taken down, whatever the commands', () => {
    const step = fc.constantFrom(
      'takeDown' as const,
      'restore' as const,
      'deactivate' as const,
      'reactivate' as const,
      'update' as const,
      'apply' as const,
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30, size: 'max' }), (steps) => {
        let events: InternshipEvent[] = [posted(3)];
        steps.forEach((kind, index) => {
          const command: InternshipCommand =
            kind === 'takeDown'
              ? { type: 'TakeDownInternship', actorRole: 'admin', reason: 'Review' }
              : kind === 'restore'
                ? { type: 'RestoreInternship', actorRole: 'admin' }
                : kind === 'deactivate'
                  ? { type: 'DeactivateInternship', employerId: 'e1' }
                  : kind === 'reactivate'
                    ? { type: 'ReactivateInternship', employerId: 'e1', today }
                    : kind === 'update'
                      ? { type: 'UpdateInternship', employerId: 'e1', details: { ...details, positions: 3 }, today }
                      : {
                          type: 'SubmitApplication',
                          applicationId: `a${index}`,
                          studentId: `s${index}`,
                          resume,
                          personal: sealed,
                          today,
                        };
          const state = fold(internshipDecider, events);
          try {
            const decided = internshipDecider.decide(command, state);
            if (state.status === 'posted' && state.takenDown) {
              const opening = ['InternshipPublished', 'InternshipReactivated', 'ApplicationSubmitted'];
              expect(decided.filter((event) => opening.includes(event.type))).toEqual([]);
            }
            events = [...events, ...decided];
          } catch (error) {
            if (!(error instanceof ConflictError)) throw error;
          }
        });
      }),
    );
  });

  it('never takes an application while every position is filled, whatever the sequence of commands', () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant('apply' as const), student: fc.integer({ min: 1, max: 8 }) }),
      fc.record({
        kind: fc.constant('decide' as const),
        student: fc.integer({ min: 1, max: 8 }),
        status: fc.constantFrom('reviewing' as const, 'accepted' as const, 'rejected' as const),
      }),
      fc.record({ kind: fc.constant('withdraw' as const), student: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('positions' as const), positions: fc.integer({ min: 1, max: 4 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.array(command, { maxLength: 40, size: 'max' }), (start, steps) => {
        let events: InternshipEvent[] = [posted(start)];
        for (const step of steps) {
          const applicationId = step.kind === 'positions' ? '' : `a${step.student}`;
          const studentId = step.kind === 'positions' ? '' : `s${step.student}`;
          const next: InternshipCommand =
            step.kind === 'apply'
              ? { type: 'SubmitApplication', applicationId, studentId, resume, personal: sealed, today }
              : step.kind === 'decide'
                ? { type: 'DecideApplication', applicationId, employerId: 'e1', status: step.status }
                : step.kind === 'withdraw'
                  ? { type: 'WithdrawApplication', applicationId, studentId }
                  : {
                      type: 'UpdateInternship',
                      employerId: 'e1',
                      details: { ...details, positions: step.positions },
                      today,
                    };
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
    const command = fc.oneof(
      fc.record({ kind: fc.constant('apply' as const), student: fc.integer({ min: 1, max: 6 }) }),
      fc.record({
        kind: fc.constant('decide' as const),
        student: fc.integer({ min: 1, max: 6 }),
        status: fc.constantFrom('reviewing' as const, 'accepted' as const, 'rejected' as const),
      }),
      fc.record({ kind: fc.constant('withdraw' as const), student: fc.integer({ min: 1, max: 6 }) }),
    );
    const sequences = fc.array(command, { maxLength: 40, size: 'max' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), sequences, (positions, commands) => {
        let events: InternshipEvent[] = [posted(positions)];
        for (const step of commands) {
          const applicationId = `a${step.student}`;
          const studentId = `s${step.student}`;
          const next: InternshipCommand =
            step.kind === 'apply'
              ? { type: 'SubmitApplication', applicationId, studentId, resume, personal: sealed, today }
              : step.kind === 'decide'
                ? { type: 'DecideApplication', applicationId, employerId: 'e1', status: step.status }
                : { type: 'WithdrawApplication', applicationId, studentId };
          try {
            events = [...events, ...internshipDecider.decide(next, fold(internshipDecider, events))];
          } catch (error) {
            if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
          }
        }
        const state = fold(internshipDecider, events);
        if (state.status !== 'posted') return false;
        const accepted = Object.values(state.applications).filter((a) => a.status === 'accepted').length;
        expect(accepted).toBe(state.accepted);
        return accepted <= positions;
      }),
    );
  });
});

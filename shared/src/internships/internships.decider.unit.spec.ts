import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { fold } from '../decider';
import { deciderSpec } from '../testing/decider-spec';
import { applied, details, posted, resume, sealed, today } from '../testing/internship-events';
import type { InternshipCommand } from './internships.commands';
import type { InternshipEvent } from './internships.events';
import { internshipDecider } from './internships.decider';

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
});

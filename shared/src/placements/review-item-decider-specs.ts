/**
 * The decider specs logbook entries and reports share (both follow `review-workflow.ts`): an item is created only
 * for an accepted placement, only once, and is unknown to every other command until then. Each slice runs them with
 * its own commands and messages, then adds its own rules. Evaluations share the rule for optional comments.
 */
import { it } from 'vitest';
import type { Decider, DomainEvent } from '../decider';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { ApplicationStatus } from '../applications/applications.constants';
import { deciderSpec } from '../testing/decider-spec';
import type { Placement } from './placements';
import { PLACEMENT_NOT_APPROVED } from '../approvals/approvals.constants';

/** Student s1's application a1 to internship i1 of employer e1, as the specs of every review item place it. */
export const testPlacement = (
  applicationStatus: ApplicationStatus = 'accepted',
  approval?: Placement['approval'],
): Placement => ({
  internshipId: 'i1',
  applicationId: 'a1',
  employerId: 'e1',
  studentId: 's1',
  applicationStatus,
  ...(approval ? { approval } : {}),
});

/**
 * Logbooks and reports open only once a placement that needs its university's approval is approved (issue 17 item 4):
 * `create` sends the creating command for a placement in that approval state.
 */
export function itOpensOnlyOnceApproved<State, Command, Event extends DomainEvent>(slice: {
  decider: Decider<State, Command, Event>;
  create: (approval: Placement['approval']) => Command;
  created: () => Event;
}) {
  const spec = deciderSpec(slice.decider);
  it('refuses a placement awaiting its university approval with a 409 that says why', () => {
    spec.given([]).when(slice.create('pending')).thenThrows(ConflictError, PLACEMENT_NOT_APPROVED);
  });
  it('creates once the university approved the placement', () => {
    spec.given([]).when(slice.create('approved')).then([slice.created()]);
  });
}

export function itCreatesReviewItems<State, Command, Event extends DomainEvent>(slice: {
  decider: Decider<State, Command, Event>;
  /** The item in test names ('entry', 'report'), and the name of the refusal test, with %s for the status. */
  noun: string;
  refusal: string;
  create: (applicationStatus?: ApplicationStatus) => Command;
  created: () => Event;
  /** Every command but creation, as the item's student, employer or admin would send it. */
  others: Command[];
  messages: { notAccepted: string; duplicate: string; notFound: string };
}) {
  const spec = deciderSpec(slice.decider);

  it('creates a draft for an accepted placement, from the placement and the command', () => {
    spec.given([]).when(slice.create()).then([slice.created()]);
  });

  it.each(['pending', 'reviewing', 'rejected', 'withdrawn'] as const)(slice.refusal, (applicationStatus) => {
    spec.given([]).when(slice.create(applicationStatus)).thenThrows(ValidationError, slice.messages.notAccepted);
  });

  it(`refuses to create the same ${slice.noun} twice`, () => {
    spec.given([slice.created()]).when(slice.create()).thenThrows(ConflictError, slice.messages.duplicate);
  });

  it(`knows no ${slice.noun} before it is created`, () => {
    for (const command of slice.others) {
      spec.given([]).when(command).thenThrows(NotFoundError, slice.messages.notFound);
    }
  });
}

/**
 * A decision whose comment is optional (`optionalComment` in review-workflow.ts) records it trimmed, and none when
 * it is absent or blank. `decided` is the event it records without a comment.
 */
export function expectOptionalComment<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  history: Event[],
  decision: (comment?: string) => Command,
  decided: Event,
) {
  const spec = deciderSpec(decider);
  spec.given(history).when(decision()).then([decided]);
  spec.given(history).when(decision(' \n ')).then([decided]);
  const commented = { ...decided, data: { ...decided.data, comment: 'Well done' } } as Event;
  spec.given(history).when(decision('  Well done  ')).then([commented]);
}

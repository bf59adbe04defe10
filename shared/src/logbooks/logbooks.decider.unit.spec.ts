import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { fold } from '../decider';
import { decideAll, deciderSpec } from '../testing/decider-spec';
import {
  expectOptionalComment,
  itCreatesReviewItems,
  itOpensOnlyOnceApproved,
  testPlacement,
} from '../placements/review-item-decider-specs';
import type { ApplicationStatus } from '../applications/applications.constants';
import { addDays } from '../placements/placements';
import type { CreateLogbookEntry, LogbookCommand } from './logbooks.commands';
import type { LogbookStatus } from './logbooks.constants';
import type { LogbookEvent, LogbookFacts } from './logbooks.events';
import { logbookDecider } from './logbooks.decider';

const content = { $pii: 'v1' as const, p: 's1', iv: 'i', ct: 'c', tag: 't' };
const today = '2027-03-01';
const facts: LogbookFacts = { weekNumber: 3, hoursWorked: 38.5, dueDate: '2027-03-10', content };
const create = (applicationStatus: ApplicationStatus = 'accepted', dueDate = facts.dueDate): CreateLogbookEntry => ({
  type: 'CreateLogbookEntry',
  entryId: 'l1',
  placement: testPlacement(applicationStatus),
  today,
  ...facts,
  dueDate,
});
const created = (dueDate = facts.dueDate): LogbookEvent => ({
  type: 'LogbookEntryCreated',
  data: {
    entryId: 'l1',
    studentId: 's1',
    internshipId: 'i1',
    applicationId: 'a1',
    employerId: 'e1',
    entryDate: today,
    ...facts,
    dueDate,
  },
});
const edit = (studentId = 's1', dueDate = '2027-03-12'): LogbookCommand => ({
  type: 'EditLogbookEntry',
  studentId,
  ...facts,
  weekNumber: 4,
  dueDate,
});
const edited = (dueDate = '2027-03-12'): LogbookEvent => ({
  type: 'LogbookEntryEdited',
  data: { entryId: 'l1', ...facts, weekNumber: 4, dueDate },
});
const submit = (studentId = 's1'): LogbookCommand => ({ type: 'SubmitLogbookEntry', studentId });
const review = (decision: 'approved' | 'rejected', comment?: string, employerId = 'e1'): LogbookCommand => ({
  type: 'ReviewLogbookEntry',
  employerId,
  decision,
  ...(comment === undefined ? {} : { comment }),
});
const remind = (on: string, horizon = addDays(on, 2)): LogbookCommand => ({
  type: 'RemindLogbookEntry',
  today: on,
  horizon,
});
const submitted: LogbookEvent = { type: 'LogbookEntrySubmitted', data: { entryId: 'l1' } };
const approved: LogbookEvent = { type: 'LogbookEntryApproved', data: { entryId: 'l1' } };
const rejected: LogbookEvent = { type: 'LogbookEntryRejected', data: { entryId: 'l1', comment: 'Too vague' } };
const reminded = (dueDate = facts.dueDate): LogbookEvent => ({
  type: 'LogbookEntryReminded',
  data: { entryId: 'l1', studentId: 's1', dueDate },
});

/** The event log that leaves the entry in each status. */
const inStatus: Record<LogbookStatus, LogbookEvent[]> = {
  draft: [created()],
  submitted: [created(), submitted],
  approved: [created(), submitted, approved],
  rejected: [created(), submitted, rejected],
};
const spec = deciderSpec(logbookDecider);

describe('logbook decider', () => {
  itOpensOnlyOnceApproved({
    decider: logbookDecider,
    create: (approval) => ({ ...create(), placement: testPlacement('accepted', approval) }),
    created: () => created(),
  });

  itCreatesReviewItems({
    decider: logbookDecider,
    noun: 'entry',
    refusal: 'refuses an entry for a %s application',
    create: (applicationStatus) => create(applicationStatus),
    created: () => created(),
    others: [edit(), submit(), review('approved'), remind(today)],
    messages: {
      notAccepted: 'You can keep a logbook only for an internship you were accepted to',
      duplicate: 'This logbook entry already exists',
      notFound: 'Logbook entry not found',
    },
  });

  it('hides the entry from another student and another employer, whatever its status', () => {
    for (const events of Object.values(inStatus)) {
      spec.given(events).when(edit('s2')).thenThrows(NotFoundError, 'Logbook entry not found');
      spec.given(events).when(submit('s2')).thenThrows(NotFoundError, 'Logbook entry not found');
      spec
        .given(events)
        .when(review('approved', undefined, 'e2'))
        .thenThrows(NotFoundError, 'Logbook entry not found');
      spec
        .given(events)
        .when(review('rejected', 'No', 'e2'))
        .thenThrows(NotFoundError, 'Logbook entry not found');
    }
  });

  it('lets the student edit a draft or a rejected entry, back to a draft with the new due date', () => {
    spec.given(inStatus.draft).when(edit()).then([edited()]);
    spec.given(inStatus.rejected).when(edit()).then([edited()]);
    spec
      .given([...inStatus.rejected, edited()])
      .when(review('approved'))
      .thenThrows(ConflictError, 'This entry is draft; only a submitted entry can be reviewed');
  });

  it.each(['submitted', 'approved'] as const)('refuses to edit a %s entry', (status) => {
    spec
      .given(inStatus[status])
      .when(edit())
      .thenThrows(ConflictError, `This entry is ${status} and can no longer be edited`);
  });

  it('submits a draft, a rejected entry, or an edited rejected one', () => {
    spec.given(inStatus.draft).when(submit()).then([submitted]);
    spec.given(inStatus.rejected).when(submit()).then([submitted]);
    spec
      .given([...inStatus.rejected, edited()])
      .when(submit())
      .then([submitted]);
  });

  it.each(['submitted', 'approved'] as const)('refuses to submit a %s entry again', (status) => {
    spec
      .given(inStatus[status])
      .when(submit())
      .thenThrows(ConflictError, `This entry is ${status} and cannot be submitted again`);
  });

  it("approves a submitted entry, keeping the employer's comment only when there is one", () => {
    expectOptionalComment(logbookDecider, inStatus.submitted, (comment) => review('approved', comment), approved);
  });

  it('rejects a submitted entry only with a reason', () => {
    spec.given(inStatus.submitted).when(review('rejected', ' Too vague ')).then([rejected]);
    spec
      .given(inStatus.submitted)
      .when(review('rejected'))
      .thenThrows(ValidationError, 'Please say why the entry is rejected');
    spec
      .given(inStatus.submitted)
      .when(review('rejected', ' \n '))
      .thenThrows(ValidationError, 'Please say why the entry is rejected');
  });

  it.each(['draft', 'approved', 'rejected'] as const)('refuses to review a %s entry', (status) => {
    for (const decision of ['approved', 'rejected'] as const) {
      spec
        .given(inStatus[status])
        .when(review(decision, 'Why'))
        .thenThrows(ConflictError, `This entry is ${status}; only a submitted entry can be reviewed`);
    }
  });

  it('reminds a draft due between today and the horizon, both included', () => {
    spec.given(inStatus.draft).when(remind('2027-03-08')).then([reminded()]);
    spec.given(inStatus.draft).when(remind('2027-03-10')).then([reminded()]);
    spec.given(inStatus.draft).when(remind('2027-03-09', '2027-03-10')).then([reminded()]);
  });

  it('does not remind a draft already overdue or not due yet', () => {
    spec.given(inStatus.draft).when(remind('2027-03-11')).then([]);
    spec.given(inStatus.draft).when(remind('2027-03-07')).then([]);
  });

  it('reminds only once, only a draft, and on the edited due date', () => {
    spec
      .given([...inStatus.draft, reminded()])
      .when(remind('2027-03-09'))
      .then([]);
    spec
      .given([...inStatus.draft, reminded(), edited('2027-03-12')])
      .when(remind('2027-03-11'))
      .then([]);
    for (const status of ['submitted', 'approved', 'rejected'] as const) {
      spec.given(inStatus[status]).when(remind('2027-03-09')).then([]);
    }
    spec
      .given([created('2027-04-01'), edited('2027-03-12')])
      .when(remind('2027-03-11'))
      .then([reminded('2027-03-12')]);
  });

  it('never reaches an impossible history, whatever the commands and whoever sends them', () => {
    const day = fc.integer({ min: 0, max: 20 }).map((n) => addDays(today, n));
    // The right actor most of the time, so that sequences get deep into the state machine.
    const student = fc.constantFrom('s1', 's1', 's1', 's2');
    const comment = fc.option(fc.constantFrom('', '  ', 'Needs detail'), { nil: undefined });
    const applicationStatus = fc.oneof(
      { arbitrary: fc.constant<ApplicationStatus>('accepted'), weight: 3 },
      { arbitrary: fc.constantFrom<ApplicationStatus>('pending', 'reviewing', 'rejected', 'withdrawn'), weight: 1 },
    );
    const command: fc.Arbitrary<LogbookCommand> = fc.oneof(
      fc
        .record({ applicationStatus, dueDate: day })
        .map(({ applicationStatus, dueDate }) => create(applicationStatus, dueDate)),
      fc.record({ studentId: student, dueDate: day }).map(({ studentId, dueDate }) => edit(studentId, dueDate)),
      student.map((studentId) => submit(studentId)),
      fc
        .record({
          employerId: fc.constantFrom('e1', 'e1', 'e1', 'e2'),
          decision: fc.constantFrom('approved' as const, 'rejected' as const),
          comment,
        })
        .map(({ employerId, decision, comment }) => review(decision, comment, employerId)),
      fc.record({ on: day, days: fc.integer({ min: 0, max: 3 }) }).map(({ on, days }) => remind(on, addDays(on, days))),
    );
    /** The state machine as the spec draws it: which event may follow which status. */
    const next = (
      status: LogbookStatus | 'none' | 'impossible',
      event: LogbookEvent,
    ): LogbookStatus | 'none' | 'impossible' => {
      switch (event.type) {
        case 'LogbookEntryCreated':
          return status === 'none' ? 'draft' : 'impossible';
        case 'LogbookEntryEdited':
          return status === 'draft' || status === 'rejected' ? 'draft' : 'impossible';
        case 'LogbookEntrySubmitted':
          return status === 'draft' || status === 'rejected' ? 'submitted' : 'impossible';
        case 'LogbookEntryApproved':
          return status === 'submitted' ? 'approved' : 'impossible';
        case 'LogbookEntryRejected':
          return status === 'submitted' ? 'rejected' : 'impossible';
        case 'LogbookEntryReminded':
          return status === 'draft' ? status : 'impossible';
      }
    };
    let approvals = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30, size: 'max' }), (commands) => {
        const { events, decided } = decideAll(logbookDecider, commands);
        let status: LogbookStatus | 'none' | 'impossible' = 'none';
        let dueDate = '';
        for (const { command, event } of decided) {
          status = next(status, event);
          expect(status, `${event.type} after the history so far`).not.toBe('impossible');
          if (event.type === 'LogbookEntryCreated' || event.type === 'LogbookEntryEdited') dueDate = event.data.dueDate;
          if (event.type === 'LogbookEntryCreated') {
            expect(command.type === 'CreateLogbookEntry' && command.placement.applicationStatus).toBe('accepted');
          }
          if (event.type === 'LogbookEntryEdited' || event.type === 'LogbookEntrySubmitted') {
            expect(command).toMatchObject({ studentId: 's1' });
          }
          if (event.type === 'LogbookEntryApproved' || event.type === 'LogbookEntryRejected') {
            expect(command).toMatchObject({ type: 'ReviewLogbookEntry', employerId: 'e1' });
          }
          if (event.type === 'LogbookEntryRejected') expect(event.data.comment.trim()).not.toBe('');
          if (event.type === 'LogbookEntryReminded') {
            expect(command.type).toBe('RemindLogbookEntry');
            if (command.type !== 'RemindLogbookEntry') return;
            expect(event.data.dueDate).toBe(dueDate);
            expect(dueDate >= command.today && dueDate <= command.horizon).toBe(true);
          }
        }
        expect(decided.filter(({ event }) => event.type === 'LogbookEntryReminded').length).toBeLessThanOrEqual(1);
        const approvedAt = events.findIndex((event) => event.type === 'LogbookEntryApproved');
        if (approvedAt >= 0) {
          approvals += 1;
          expect(events.slice(approvedAt + 1)).toEqual([]);
        }
        expect(fold(logbookDecider, events).status).toBe(status);
      }),
      { numRuns: 300 },
    );
    // The property is only worth something if some sequences get all the way.
    expect(approvals).toBeGreaterThan(0);
  });
});

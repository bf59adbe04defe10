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
import type { CreateReport, ReportCommand } from './reports.commands';
import { reportReviewDecisions, type ReportReviewDecision, type ReportStatus } from './reports.constants';
import type { ReportEvent, ReportFacts } from './reports.events';
import { reportDecider } from './reports.decider';

const content = { $pii: 'v1' as const, p: 's1', iv: 'i', ct: 'c', tag: 't' };
const today = '2027-03-01';
const facts: ReportFacts = { reportType: 'weekly', dueDate: '2027-03-10', content };
const create = (applicationStatus: ApplicationStatus = 'accepted', dueDate = facts.dueDate): CreateReport => ({
  type: 'CreateReport',
  reportId: 'r1',
  placement: testPlacement(applicationStatus),
  today,
  ...facts,
  dueDate,
});
const created = (dueDate = facts.dueDate): ReportEvent => ({
  type: 'ReportCreated',
  data: {
    reportId: 'r1',
    studentId: 's1',
    internshipId: 'i1',
    applicationId: 'a1',
    employerId: 'e1',
    reportDate: today,
    ...facts,
    dueDate,
  },
});
const revise = (studentId = 's1', dueDate = '2027-03-20'): ReportCommand => ({
  type: 'ReviseReport',
  studentId,
  ...facts,
  reportType: 'monthly',
  dueDate,
});
const revised = (dueDate = '2027-03-20'): ReportEvent => ({
  type: 'ReportRevised',
  data: { reportId: 'r1', ...facts, reportType: 'monthly', dueDate },
});
const submit = (on = '2027-03-09', studentId = 's1'): ReportCommand => ({ type: 'SubmitReport', studentId, today: on });
const submitted = (on = '2027-03-09', isLate = false): ReportEvent => ({
  type: 'ReportSubmitted',
  data: { reportId: 'r1', submittedDate: on, isLate },
});
const review = (decision: ReportReviewDecision, comment?: string): ReportCommand => ({
  type: 'ReviewReport',
  decision,
  ...(comment === undefined ? {} : { comment }),
});
const remind = (on: string, horizon = addDays(on, 2)): ReportCommand => ({ type: 'RemindReport', today: on, horizon });
const reminded = (dueDate = facts.dueDate): ReportEvent => ({
  type: 'ReportReminded',
  data: { reportId: 'r1', studentId: 's1', dueDate },
});
const reviewStarted: ReportEvent = { type: 'ReportReviewStarted', data: { reportId: 'r1' } };
const approved: ReportEvent = { type: 'ReportApproved', data: { reportId: 'r1' } };
const rejected: ReportEvent = { type: 'ReportRejected', data: { reportId: 'r1', comment: 'Off topic' } };
const revisionRequested: ReportEvent = {
  type: 'ReportRevisionRequested',
  data: { reportId: 'r1', comment: 'Add a summary' },
};

/** The event log that leaves the report in each status. */
const inStatus: Record<ReportStatus, ReportEvent[]> = {
  draft: [created()],
  submitted: [created(), submitted()],
  under_review: [created(), submitted(), reviewStarted],
  approved: [created(), submitted(), reviewStarted, approved],
  rejected: [created(), submitted(), reviewStarted, rejected],
  requires_revision: [created(), submitted(), reviewStarted, revisionRequested],
};
const spec = deciderSpec(reportDecider);

describe('report decider', () => {
  itOpensOnlyOnceApproved({
    decider: reportDecider,
    create: (approval) => ({ ...create(), placement: testPlacement('accepted', approval) }),
    created: () => created(),
  });

  itCreatesReviewItems({
    decider: reportDecider,
    noun: 'report',
    refusal: 'refuses a report on a %s application',
    create: (applicationStatus) => create(applicationStatus),
    created: () => created(),
    others: [revise(), submit(), review('approved'), remind(today)],
    messages: {
      notAccepted: 'You can report only on an internship you were accepted to',
      duplicate: 'This report already exists',
      notFound: 'Report not found',
    },
  });

  it('hides the report from another student, whatever its status', () => {
    for (const events of Object.values(inStatus)) {
      spec.given(events).when(revise('s2')).thenThrows(NotFoundError, 'Report not found');
      spec.given(events).when(submit(today, 's2')).thenThrows(NotFoundError, 'Report not found');
    }
  });

  it.each(['draft', 'rejected', 'requires_revision'] as const)(
    'revises a %s report back to a draft with the new facts',
    (status) => {
      spec.given(inStatus[status]).when(revise()).then([revised()]);
    },
  );

  it.each(['submitted', 'under_review', 'approved'] as const)('refuses to revise a %s report', (status) => {
    spec
      .given(inStatus[status])
      .when(revise())
      .thenThrows(ConflictError, `This report is ${status} and cannot be revised`);
  });

  it('submits a draft, on time up to and including its due date, late after it', () => {
    spec
      .given(inStatus.draft)
      .when(submit('2027-03-09'))
      .then([submitted('2027-03-09', false)]);
    spec
      .given(inStatus.draft)
      .when(submit('2027-03-10'))
      .then([submitted('2027-03-10', false)]);
    spec
      .given(inStatus.draft)
      .when(submit('2027-03-11'))
      .then([submitted('2027-03-11', true)]);
  });

  it('judges lateness against the revised due date', () => {
    spec
      .given([...inStatus.requires_revision, revised('2027-03-20')])
      .when(submit('2027-03-15'))
      .then([submitted('2027-03-15', false)]);
    spec
      .given([created('2027-04-01'), revised('2027-03-05')])
      .when(submit('2027-03-06'))
      .then([submitted('2027-03-06', true)]);
  });

  it('asks for a revision before a sent-back report is submitted again', () => {
    for (const status of ['rejected', 'requires_revision'] as const) {
      spec
        .given(inStatus[status])
        .when(submit())
        .thenThrows(ConflictError, 'Revise this report before submitting it again');
    }
  });

  it.each(['submitted', 'under_review', 'approved'] as const)('refuses to submit a %s report again', (status) => {
    spec
      .given(inStatus[status])
      .when(submit())
      .thenThrows(ConflictError, `This report is ${status} and cannot be submitted again`);
  });

  it('takes a submitted report into review, with an optional comment', () => {
    const startReview = (comment?: string) => review('under_review', comment);
    expectOptionalComment(reportDecider, inStatus.submitted, startReview, reviewStarted);
  });

  it.each(['draft', 'under_review', 'approved', 'rejected', 'requires_revision'] as const)(
    'refuses to take a %s report into review',
    (status) => {
      spec
        .given(inStatus[status])
        .when(review('under_review'))
        .thenThrows(ConflictError, `This report is ${status}; only a submitted report can be taken into review`);
    },
  );

  it.each(['submitted', 'under_review'] as const)('decides a %s report', (status) => {
    expectOptionalComment(reportDecider, inStatus[status], (comment) => review('approved', comment), approved);
    spec.given(inStatus[status]).when(review('rejected', ' Off topic ')).then([rejected]);
    spec.given(inStatus[status]).when(review('requires_revision', 'Add a summary')).then([revisionRequested]);
  });

  it('rejects or sends back only with a reason', () => {
    for (const comment of [undefined, '', '   ']) {
      spec
        .given(inStatus.under_review)
        .when(review('rejected', comment))
        .thenThrows(ValidationError, 'Please say why the report is rejected');
      spec
        .given(inStatus.under_review)
        .when(review('requires_revision', comment))
        .thenThrows(ValidationError, 'Please say what needs revising');
    }
  });

  it.each(['draft', 'approved', 'rejected', 'requires_revision'] as const)(
    'refuses to decide a %s report',
    (status) => {
      for (const decision of ['approved', 'rejected', 'requires_revision'] as const) {
        spec
          .given(inStatus[status])
          .when(review(decision, 'Why'))
          .thenThrows(ConflictError, `This report is ${status}; only a submitted report can be decided`);
      }
    },
  );

  it('reminds a draft due between today and the horizon, both included', () => {
    spec.given(inStatus.draft).when(remind('2027-03-08')).then([reminded()]);
    spec.given(inStatus.draft).when(remind('2027-03-10')).then([reminded()]);
    spec.given(inStatus.draft).when(remind('2027-03-07')).then([]);
    spec.given(inStatus.draft).when(remind('2027-03-11')).then([]);
  });

  it('reminds only once, only a draft, and on the revised due date', () => {
    spec
      .given([...inStatus.draft, reminded()])
      .when(remind('2027-03-09'))
      .then([]);
    for (const status of ['submitted', 'under_review', 'approved', 'rejected', 'requires_revision'] as const) {
      spec.given(inStatus[status]).when(remind('2027-03-09')).then([]);
    }
    spec
      .given([created('2027-04-01'), revised('2027-03-20')])
      .when(remind('2027-03-19'))
      .then([reminded('2027-03-20')]);
  });

  it('never reaches an impossible history, whatever the commands and whoever sends them', () => {
    const day = fc.integer({ min: 0, max: 20 }).map((n) => addDays(today, n));
    // The right student most of the time, so that sequences get deep into the state machine.
    const student = fc.constantFrom('s1', 's1', 's1', 's2');
    const applicationStatus = fc.oneof(
      { arbitrary: fc.constant<ApplicationStatus>('accepted'), weight: 3 },
      { arbitrary: fc.constantFrom<ApplicationStatus>('pending', 'reviewing', 'rejected', 'withdrawn'), weight: 1 },
    );
    const command: fc.Arbitrary<ReportCommand> = fc.oneof(
      fc
        .record({ applicationStatus, dueDate: day })
        .map(({ applicationStatus, dueDate }) => create(applicationStatus, dueDate)),
      fc.record({ studentId: student, dueDate: day }).map(({ studentId, dueDate }) => revise(studentId, dueDate)),
      fc.record({ studentId: student, on: day }).map(({ studentId, on }) => submit(on, studentId)),
      fc
        .record({
          decision: fc.constantFrom(...reportReviewDecisions),
          comment: fc.option(fc.constantFrom('', '  ', 'Needs work'), { nil: undefined }),
        })
        .map(({ decision, comment }) => review(decision, comment)),
      fc.record({ on: day, days: fc.integer({ min: 0, max: 3 }) }).map(({ on, days }) => remind(on, addDays(on, days))),
    );
    /** The state machine as the spec draws it: which event may follow which status. */
    const next = (
      status: ReportStatus | 'none' | 'impossible',
      event: ReportEvent,
    ): ReportStatus | 'none' | 'impossible' => {
      const decidable = status === 'submitted' || status === 'under_review';
      switch (event.type) {
        case 'ReportCreated':
          return status === 'none' ? 'draft' : 'impossible';
        case 'ReportRevised':
          return status === 'draft' || status === 'rejected' || status === 'requires_revision' ? 'draft' : 'impossible';
        case 'ReportSubmitted':
          return status === 'draft' ? 'submitted' : 'impossible';
        case 'ReportReviewStarted':
          return status === 'submitted' ? 'under_review' : 'impossible';
        case 'ReportApproved':
          return decidable ? 'approved' : 'impossible';
        case 'ReportRejected':
          return decidable ? 'rejected' : 'impossible';
        case 'ReportRevisionRequested':
          return decidable ? 'requires_revision' : 'impossible';
        case 'ReportReminded':
          return status === 'draft' ? status : 'impossible';
      }
    };
    let approvals = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30, size: 'max' }), (commands) => {
        const { events, decided } = decideAll(reportDecider, commands);
        let status: ReportStatus | 'none' | 'impossible' = 'none';
        let dueDate = '';
        for (const { command, event } of decided) {
          status = next(status, event);
          expect(status, `${event.type} after the history so far`).not.toBe('impossible');
          switch (event.type) {
            case 'ReportCreated':
              expect(command.type === 'CreateReport' && command.placement.applicationStatus).toBe('accepted');
              dueDate = event.data.dueDate;
              break;
            case 'ReportRevised':
              expect(command).toMatchObject({ studentId: 's1' });
              dueDate = event.data.dueDate;
              break;
            case 'ReportSubmitted':
              expect(command).toMatchObject({ studentId: 's1', today: event.data.submittedDate });
              expect(event.data.isLate).toBe(event.data.submittedDate > dueDate);
              break;
            case 'ReportRejected':
            case 'ReportRevisionRequested':
              expect(event.data.comment.trim()).not.toBe('');
              break;
            case 'ReportReminded':
              expect(command.type).toBe('RemindReport');
              if (command.type !== 'RemindReport') return;
              expect(event.data.dueDate).toBe(dueDate);
              expect(dueDate >= command.today && dueDate <= command.horizon).toBe(true);
              break;
          }
        }
        expect(decided.filter(({ event }) => event.type === 'ReportReminded').length).toBeLessThanOrEqual(1);
        const approvedAt = events.findIndex((event) => event.type === 'ReportApproved');
        if (approvedAt >= 0) {
          approvals += 1;
          expect(events.slice(approvedAt + 1)).toEqual([]);
        }
        expect(fold(reportDecider, events).status).toBe(status);
      }),
      { numRuns: 300 },
    );
    // The property is only worth something if some sequences get all the way.
    expect(approvals).toBeGreaterThan(0);
  });
});

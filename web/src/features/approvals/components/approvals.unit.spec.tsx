import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlacementApproval } from '@stint/shared/approvals/approvals.schemas';
import { agreementErrors, decisionError } from './agreement-errors';
import { AgreementRounds, ApprovalBadge } from './agreement-rounds';

const agreement = {
  startDate: '2027-06-01',
  endDate: '2027-08-31',
  supervisorName: 'Grace Hopper',
  supervisorEmail: 'grace@northwind.example',
  learningGoals: 'Ship a feature',
};

describe('learning agreement form checks', () => {
  it('passes a complete agreement', () => {
    expect(agreementErrors(agreement)).toEqual({});
  });

  it('says what is wrong with each field, in form order', () => {
    const errors = agreementErrors({
      ...agreement,
      endDate: '2027-05-01',
      supervisorEmail: 'nope',
      learningGoals: ' ',
    });
    expect(errors).toEqual({
      endDate: 'End date must be on or after the start date',
      supervisorEmail: 'Please enter a valid email address',
      learningGoals: 'Learning goals are required',
    });
    expect(Object.keys(errors)).toEqual(['endDate', 'supervisorEmail', 'learningGoals']);
  });

  it('needs a comment only to ask for changes', () => {
    expect(decisionError('approved', '')).toBeNull();
    expect(decisionError('changes-requested', '  ')).toBe('Please say what should change in the learning agreement');
    expect(decisionError('changes-requested', 'Add a goal')).toBeNull();
  });
});

describe('agreement rounds', () => {
  const approval: PlacementApproval = {
    _id: 'a1',
    applicationId: 'a1',
    status: 'submitted',
    round: 2,
    internship: { _id: 'i1', title: 'Platform intern', company: 'Northwind' },
    student: { _id: 's1', firstName: 'Ada', lastName: 'Lovelace', studentId: 'S1', email: 'ada@example.org' },
    universityId: 'u1',
    employerId: 'e1',
    agreement,
    acceptedAt: '2027-05-01T10:00:00.000Z',
    updatedAt: '2027-05-03T10:00:00.000Z',
    rounds: [
      {
        round: 1,
        agreement,
        submittedAt: '2027-05-01T11:00:00.000Z',
        confirmedAt: '2027-05-01T12:00:00.000Z',
        decision: { status: 'changes-requested', at: '2027-05-02T10:00:00.000Z', comment: 'Add a second goal' },
      },
      { round: 2, agreement, submittedAt: '2027-05-03T10:00:00.000Z', confirmedAt: null, decision: null },
    ],
  };

  it('lists every round newest first, with the university’s comment', () => {
    const html = renderToStaticMarkup(<AgreementRounds approval={approval} idPrefix="t" />);
    expect(html.indexOf('Round 2')).toBeLessThan(html.indexOf('Round 1'));
    expect(html).toContain('changes requested');
    expect(html).toContain('<blockquote class="approval__comment">Add a second goal</blockquote>');
  });

  it('shows nothing before the first submission, and names each status', () => {
    expect(renderToStaticMarkup(<AgreementRounds approval={{ ...approval, rounds: [] }} idPrefix="t" />)).toBe('');
    expect(renderToStaticMarkup(<ApprovalBadge status="confirmed" />)).toContain('Awaiting university approval');
  });
});

import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../errors';
import {
  acceptedPlacementIds,
  assertOwnedBy,
  isDueForReminder,
  optionalComment,
  requiredComment,
} from './review-workflow';

describe('the review workflow logbook entries and reports share', () => {
  it('lets the student who wrote an item through, and tells anyone else it does not exist', () => {
    expect(() => assertOwnedBy({ studentId: 's1' }, 's1', 'Report not found')).not.toThrow();
    expect(() => assertOwnedBy({ studentId: 's1' }, 's2', 'Report not found')).toThrow(
      new NotFoundError('Report not found'),
    );
  });

  it('keeps an optional comment trimmed, and drops a blank one', () => {
    expect(optionalComment('  Good week ')).toEqual({ comment: 'Good week' });
    expect(optionalComment(' \n ')).toEqual({});
    expect(optionalComment(undefined)).toEqual({});
  });

  it('requires a comment, trimmed, and says so on the comment field with the slice’s message', () => {
    expect(requiredComment(' Too vague ', 'Please say why')).toBe('Too vague');
    for (const blank of [undefined, '', '   ']) {
      let failure: unknown;
      try {
        requiredComment(blank, 'Please say why the entry is rejected');
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeInstanceOf(ValidationError);
      expect(failure).toMatchObject({
        message: 'Please say why the entry is rejected',
        errors: [{ path: 'comment', message: 'Please say why the entry is rejected' }],
      });
    }
  });

  it('reminds a draft not yet reminded and due from today up to the horizon, and nothing else', () => {
    const draft = { status: 'draft', isReminded: false, dueDate: '2027-03-10' };
    expect(isDueForReminder(draft, '2027-03-10', '2027-03-12')).toBe(true);
    expect(isDueForReminder(draft, '2027-03-08', '2027-03-10')).toBe(true);
    expect(isDueForReminder(draft, '2027-03-11', '2027-03-13')).toBe(false);
    expect(isDueForReminder(draft, '2027-03-07', '2027-03-09')).toBe(false);
    expect(isDueForReminder({ ...draft, isReminded: true }, '2027-03-10', '2027-03-12')).toBe(false);
    expect(isDueForReminder({ ...draft, status: 'submitted' }, '2027-03-10', '2027-03-12')).toBe(false);
  });

  it('records the ids of an accepted placement, in the created event’s order, and refuses any other', () => {
    const placement = {
      employerId: 'e1',
      applicationId: 'a1',
      internshipId: 'i1',
      studentId: 's1',
      applicationStatus: 'accepted' as const,
    };
    const ids = acceptedPlacementIds(placement, 'Not yours');
    expect(Object.entries(ids)).toEqual([
      ['studentId', 's1'],
      ['internshipId', 'i1'],
      ['applicationId', 'a1'],
      ['employerId', 'e1'],
    ]);
    const refusal = () => acceptedPlacementIds({ ...placement, applicationStatus: 'pending' }, 'Not yours');
    expect(refusal).toThrow(new ValidationError('Not yours', [{ path: 'internship', message: 'Not yours' }]));
  });
});

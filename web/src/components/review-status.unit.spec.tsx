// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';
import { ReviewHistory, ReviewStatusBadge, reviewActorLabel, reviewStatusLabel, reviewTone } from './review-status';

afterEach(cleanup);

describe('reviewTone and reviewStatusLabel', () => {
  it('groups the statuses into tones', () => {
    expect(reviewTone('approved')).toBe('success');
    expect(reviewTone('rejected')).toBe('danger');
    expect(reviewTone('submitted')).toBe('warning');
    expect(reviewTone('under_review')).toBe('warning');
    expect(reviewTone('draft')).toBe('neutral');
    expect(reviewTone('revision_requested')).toBe('neutral');
  });

  it('words a status for people', () => {
    expect(reviewStatusLabel('under_review')).toBe('Under Review');
    expect(reviewStatusLabel('approved')).toBe('Approved');
    expect(reviewStatusLabel('revision__requested_')).toBe('Revision Requested');
  });
});

describe('ReviewStatusBadge', () => {
  it('is a badge in the tone of the status, with its own label when given', () => {
    expect(renderToStaticMarkup(<ReviewStatusBadge status="under_review" />)).toBe(
      '<span class="badge badge--warning">Under Review</span>',
    );
    expect(renderToStaticMarkup(<ReviewStatusBadge status="approved" label="Signed Off" />)).toBe(
      '<span class="badge badge--success">Signed Off</span>',
    );
  });
});

describe('reviewActorLabel', () => {
  it('says who made a change, or that it was automatic', () => {
    expect(reviewActorLabel({ id: '1', role: 'employer' })).toBe('By the employer');
    expect(reviewActorLabel({ id: '1', role: 'admin' })).toBe('By an administrator');
    expect(reviewActorLabel({ id: '1', role: 'mentor' })).toBe('By mentor');
    expect(reviewActorLabel(null)).toBe('Automatically');
  });
});

describe('ReviewHistory', () => {
  it('lists the changes oldest first, each with its badge, time, actor and comment', () => {
    render(
      <ReviewHistory
        steps={[
          {
            status: 'rejected',
            at: '2025-06-03T09:00:00.000Z',
            by: { id: 'e', role: 'employer' },
            comment: 'Add hours',
          },
          { status: 'submitted', at: '2025-06-02T09:00:00.000Z', by: { id: 's', role: 'student' } },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.badge')?.textContent)).toEqual(['Submitted', 'Rejected']);
    expect(items[0]!.textContent).toContain('By the student');
    expect(items[1]!.textContent).toContain('By the employer');
    expect(items[1]!.textContent).toContain('“Add hours”');
    expect(items[0]!.querySelector('.review-history__comment')).toBeNull();
    const time = items[0]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2025-06-02T09:00:00.000Z');
    expect(time.textContent).toBe(formatDateTime('2025-06-02T09:00:00.000Z'));
  });

  it("uses the item's own wording of a status", () => {
    render(
      <ReviewHistory
        steps={[{ status: 'approved', at: '2025-06-02T09:00:00.000Z', by: null }]}
        labelFor={(status) => (status === 'approved' ? 'Accepted' : status)}
      />,
    );
    expect(screen.getByText('Accepted').className).toBe('badge badge--success');
    expect(screen.getByText('Automatically')).toBeTruthy();
  });

  it('says so when there are no changes', () => {
    expect(renderToStaticMarkup(<ReviewHistory steps={[]} />)).toBe('<p class="muted">No changes yet.</p>');
    expect(renderToStaticMarkup(<ReviewHistory steps={[]} empty="Not submitted" />)).toBe(
      '<p class="muted">Not submitted</p>',
    );
  });
});

import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewerAction, ReviewerCard, ReviewerCards } from './reviewer-card';

const student = { id: 's1', role: 'student' };
const employer = { id: 'e1', role: 'employer' };

function card(props: Partial<Parameters<typeof ReviewerCard>[0]> = {}) {
  return createElement(ReviewerCard, {
    headingId: 'logbook-entry-l1-title',
    title: 'Week 3',
    studentName: 'Ada Lovelace',
    studentNumber: 'ST-1',
    internship: { _id: 'i1', title: 'Backend intern', company: 'Northwind' },
    badges: createElement('span', { className: 'badge' }, 'Submitted'),
    facts: [
      { label: 'Week', value: 3 },
      { label: 'Submitted', value: null },
    ],
    history: {
      steps: [
        { status: 'draft', at: '2027-03-01T10:00:00.000Z', by: student },
        { status: 'rejected', at: '2027-03-02T10:00:00.000Z', by: employer, comment: 'More detail' },
      ],
      labelFor: (status) => status.toUpperCase(),
    },
    children: createElement('p', { className: 'prose' }, 'What I learned'),
    ...props,
  });
}

describe('a review item in its reviewer’s queue', () => {
  it('shows the title, student, internship, badges, body and the status history with the slice’s labels', () => {
    const html = renderToStaticMarkup(
      createElement(ReviewerCards, { label: 'Submitted entries, page 1 of 1', children: card() }),
    );
    expect(html).toContain('<ul class="reviewer-cards plain-list" aria-label="Submitted entries, page 1 of 1">');
    expect(html).toContain('<article aria-labelledby="logbook-entry-l1-title">');
    expect(html).toContain('<h3 id="logbook-entry-l1-title" class="reviewer-card__title" tabindex="-1">Week 3</h3>');
    expect(html).toContain('<strong>Ada Lovelace</strong><span> · Student ID ST-1</span>');
    expect(html).toContain('Backend intern · Northwind');
    expect(html).toContain('<div class="reviewer-card__badges cluster"><span class="badge">Submitted</span></div>');
    expect(html).toContain(
      '</header><dl class="facts facts--grid reviewer-card__facts"><div><dt>Week</dt><dd>3</dd></div></dl><p class="prose">What I learned</p>',
    );
    expect(html).toContain('<summary>Status history (2)</summary>');
    expect(html).toContain('REJECTED');
    expect(html).toContain('“More detail”');
    expect(html).toContain('reviewer-card__more--tight');
  });

  it('leaves out a missing student number and company, and the actions when none are open', () => {
    const html = renderToStaticMarkup(
      card({ studentNumber: '', internship: { _id: 'i1', title: 'Backend intern', company: '' }, actions: null }),
    );
    expect(html).not.toContain('Student ID');
    expect(html).not.toContain(' · ');
    expect(html).not.toContain('reviewer-card__actions');
  });

  it('shows the open decisions, each naming the item for screen readers, and spaces the history as asked', () => {
    const actions = createElement(
      Fragment,
      null,
      createElement(ReviewerAction, {
        label: 'Approve',
        about: ' “Week 3” by Ada',
        tone: 'primary',
        onClick: () => {},
      }),
      createElement(ReviewerAction, {
        label: 'Starting…',
        about: ' “Week 3” by Ada',
        tone: 'secondary',
        disabled: true,
        onClick: () => {},
      }),
    );
    const html = renderToStaticMarkup(card({ actions, historySpacing: 'loose' }));
    expect(html).toContain('<div class="reviewer-card__actions">');
    expect(html).toContain(
      '<button type="button" class="button button--primary button--small">Approve<span class="visually-hidden"> “Week 3” by Ada</span></button>',
    );
    expect(html).toMatch(/class="button button--secondary button--small" disabled="">Starting…/);
    expect(html).toContain('reviewer-card__more--loose');
  });
});

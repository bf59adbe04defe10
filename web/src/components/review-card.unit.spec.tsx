// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewCard, ReviewCardDisclosure, ReviewCards, ReviewCardSection } from './review-card';

afterEach(cleanup);

describe('ReviewCard', () => {
  it('is a list item holding an article named by its title, with context, badges, body and actions', () => {
    render(
      <ReviewCards>
        <ReviewCard
          id="entry-7"
          eyebrow="Week 3"
          title="Monday, 2 June"
          badges={<span>Pending</span>}
          actions={<button type="button">Submit</button>}
        >
          <p>Worked on the API.</p>
        </ReviewCard>
      </ReviewCards>,
    );
    expect(screen.getByRole('list').children).toHaveLength(1);
    const item = screen.getByRole('listitem');
    expect(item.id).toBe('entry-7');
    const article = screen.getByRole('article', { name: 'Monday, 2 June' });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Monday, 2 June');
    expect(article.textContent).toBe('Week 3Monday, 2 JunePendingWorked on the API.Submit');
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
  });

  it('gives the title to a ref, focusable by script only', () => {
    const titleRef = createRef<HTMLHeadingElement>();
    render(
      <ReviewCard id="entry-7" title="Monday" titleRef={titleRef}>
        <p>Body</p>
      </ReviewCard>,
    );
    expect(titleRef.current).toBe(screen.getByRole('heading', { name: 'Monday' }));
    expect(titleRef.current?.tabIndex).toBe(-1);
  });

  it('starts collapsed to its summary and notice, and the title shows and hides the body', () => {
    render(
      <ReviewCard
        id="entry-7"
        title="Monday"
        collapsed={{ summary: '6 hours', notice: <p>Rejected: add the hours</p> }}
        actions={<button type="button">Edit</button>}
      >
        <p>Worked on the API.</p>
      </ReviewCard>,
    );
    const toggle = screen.getByRole('button', { name: 'Monday' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('6 hours')).toBeTruthy();
    expect(screen.getByText('Rejected: add the hours')).toBeTruthy();
    const body = screen.getByText('Worked on the API.').parentElement!;
    expect(toggle.getAttribute('aria-controls')).toBe(body.id);
    expect(body.hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body.hidden).toBe(true);
  });
});

describe('ReviewCardSection and ReviewCardDisclosure', () => {
  it('labels a part of the body by its heading', () => {
    render(
      <ReviewCardSection id="entry-7-activities" label="Activities">
        <p>Code review</p>
      </ReviewCardSection>,
    );
    const section = screen.getByRole('region', { name: 'Activities' });
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Activities');
    expect(section.textContent).toBe('ActivitiesCode review');
  });

  it('shows a part on demand under its summary', () => {
    const { container } = render(
      <ReviewCardDisclosure summary="Status History">
        <p>Submitted on Monday</p>
      </ReviewCardDisclosure>,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Status History');
    expect(details.textContent).toContain('Submitted on Monday');
  });
});

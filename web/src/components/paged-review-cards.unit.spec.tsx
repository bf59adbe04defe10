// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { PagedReviewCards, ProblemBanner, type PagedReviewList } from './paged-review-cards';

afterEach(cleanup);

type Entry = { _id: string; title: string };

function renderList(list: Partial<PagedReviewList<Entry>>) {
  const full: PagedReviewList<Entry> = {
    items: undefined,
    totalItems: undefined,
    hasNextPage: false,
    isLoadingMore: false,
    error: undefined,
    loadMore: vi.fn(),
    reload: vi.fn(),
    ...list,
  };
  render(
    <PagedReviewCards
      list={full}
      noun="entries"
      failedTitle="Failed to load entries"
      loadingText="Loading entries…"
      renderCard={(item) => <li key={item._id}>{item.title}</li>}
      empty={<p>No entries yet</p>}
    />,
  );
  return full;
}

describe('PagedReviewCards', () => {
  it('shows the loading panel until the first page arrives', () => {
    renderList({});
    expect(screen.getByRole('status').textContent).toBe('Loading entries…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a failed first page as an alert with Try Again', () => {
    const list = renderList({ error: new Error('offline') });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load entries');
    expect(alert.textContent).toContain('offline');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(list.reload).toHaveBeenCalledTimes(1);
  });

  it('shows the empty content for an empty list', () => {
    renderList({ items: [] });
    expect(screen.getByText('No entries yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the cards with Load More while a next page exists', () => {
    const list = renderList({
      items: [
        { _id: '1', title: 'Monday' },
        { _id: '2', title: 'Tuesday' },
      ],
      totalItems: 5,
      hasNextPage: true,
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Monday', 'Tuesday']);
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 5 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the cards and shows a failed next page above Load More', () => {
    renderList({ items: [{ _id: '1', title: 'Monday' }], totalItems: 5, hasNextPage: true, error: new Error('x') });
    expect(screen.getByText('Monday')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Failed to load entries');
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });
});

describe('ProblemBanner', () => {
  it("prefers the server's message, and falls back to a generic one for a non-error", () => {
    render(
      <ProblemBanner
        title="Failed"
        error={new ApiError(503, 'The service is resting', { isServerMessage: true })}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The service is resting');
    cleanup();
    render(<ProblemBanner title="Failed" error="boom" onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Please try again in a moment.');
  });
});

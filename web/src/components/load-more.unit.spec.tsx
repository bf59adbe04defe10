// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

afterEach(cleanup);

type Props = Parameters<typeof LoadMore>[0];
const props = (overrides: Partial<Props> = {}): Props => ({
  shown: 20,
  total: 45,
  noun: 'entries',
  hasNextPage: true,
  isLoading: false,
  onLoadMore: () => {},
  ...overrides,
});

describe('LoadMore', () => {
  it('is not shown for a list that fits on its first page, or an empty one', () => {
    expect(renderToStaticMarkup(<LoadMore {...props({ hasNextPage: false, total: 20 })} />)).toBe('');
    expect(renderToStaticMarkup(<LoadMore {...props({ shown: 0, total: 0 })} />)).toBe('');
  });

  it('says how many show out of how many and loads more on press', () => {
    const onLoadMore = vi.fn();
    render(<LoadMore {...props({ onLoadMore })} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 20 of 45 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('counts only what is shown while the total is unknown', () => {
    render(<LoadMore {...props({ total: undefined })} />);
    expect(screen.getByRole('status').textContent).toBe('Showing all 20 entries');
  });

  it('says Loading… and ignores presses while loading, keeping the button focusable', () => {
    const onLoadMore = vi.fn();
    render(<LoadMore {...props({ isLoading: true, onLoadMore })} />);
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('says all are shown once the last page arrives, moving focus from the button to that line', () => {
    const { rerender } = render(<LoadMore {...props()} />);
    const button = screen.getByRole('button', { name: 'Load More' });
    button.focus();
    fireEvent.click(button);
    rerender(<LoadMore {...props({ shown: 45, hasNextPage: false })} />);
    expect(screen.queryByRole('button')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Showing all 45 entries');
    expect(document.activeElement).toBe(status);
  });

  it('leaves the focus alone when the button did not have it', () => {
    const { rerender } = render(<LoadMore {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    rerender(<LoadMore {...props({ shown: 45, hasNextPage: false })} />);
    expect(document.activeElement).toBe(document.body);
  });
});

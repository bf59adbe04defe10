// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { QueryError, QueryState, RetryButton, type QueryResult } from './query-state';

type Page = { items: string[] };

const texts = {
  errorTitle: 'Failed to fetch items',
  errorText: 'The items could not be loaded.',
  loadingText: 'Loading items…',
};

function stateOf(query: Partial<QueryResult<Page>>, extra: { isEmpty?: (page: Page) => boolean; empty?: string } = {}) {
  const { empty, ...rest } = extra;
  return (
    <QueryState
      query={{ data: undefined, error: undefined, mutate: () => Promise.resolve(), ...query }}
      {...texts}
      {...rest}
      empty={empty ? <p className="empty">{empty}</p> : undefined}
    >
      {(page) => (
        <ul>
          {page.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

afterEach(cleanup);

describe('QueryState', () => {
  it('shows the loading panel until data or an error arrives', () => {
    const html = renderToStaticMarkup(stateOf({}));
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading items…');
    expect(html).not.toContain('Try Again');
  });

  it('renders the data through its children once loaded', () => {
    const html = renderToStaticMarkup(stateOf({ data: { items: ['alpha', 'beta'] } }));
    expect(html).toBe('<ul><li>alpha</li><li>beta</li></ul>');
  });

  it('shows the empty content instead of the children when the data has nothing to show', () => {
    const empty = { isEmpty: (page: Page) => page.items.length === 0, empty: 'Nothing here' };
    expect(renderToStaticMarkup(stateOf({ data: { items: [] } }, empty))).toBe('<p class="empty">Nothing here</p>');
    expect(renderToStaticMarkup(stateOf({ data: { items: ['alpha'] } }, empty))).toBe('<ul><li>alpha</li></ul>');
  });

  it('shows a failure as a danger alert with the fallback text when the server gave none', () => {
    const html = renderToStaticMarkup(stateOf({ error: new Error('socket hang up') }));
    expect(html).toContain('class="banner banner--danger" role="alert"');
    expect(html).toContain('<p class="banner__title">Failed to fetch items</p>');
    expect(html).toContain('<p>The items could not be loaded.</p>');
    expect(html).not.toContain('socket hang up');
    expect(html).toContain('Try Again');
  });

  it("prefers the server's own message over the fallback", () => {
    const error = new ApiError(503, 'The service is resting', { isServerMessage: true });
    const html = renderToStaticMarkup(stateOf({ error }));
    expect(html).toContain('<p>The service is resting</p>');
    expect(html).not.toContain('could not be loaded');
  });

  it('keeps data on screen when a later reload fails', () => {
    const html = renderToStaticMarkup(stateOf({ data: { items: ['alpha'] }, error: new Error('offline') }));
    expect(html).toBe('<ul><li>alpha</li></ul>');
  });

  it('loads again when Try Again is pressed', () => {
    const mutate = vi.fn(() => Promise.resolve());
    render(stateOf({ error: new Error('offline'), mutate }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch items');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});

describe('QueryError and RetryButton', () => {
  it('retry without passing the click event on', () => {
    const onRetry = vi.fn();
    render(<QueryError title="Could not load" error={undefined} fallback="Please try again." onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledWith();
  });

  it('is a small secondary button that never submits a form', () => {
    const html = renderToStaticMarkup(<RetryButton onRetry={() => {}} />);
    expect(html).toBe('<button type="button" class="button button--secondary button--small">Try Again</button>');
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusPage } from './status-page';

afterEach(cleanup);

describe('StatusPage', () => {
  it('is the main content, named by its heading, with the code hidden from assistive technology', () => {
    render(<StatusPage title="Page Not Found" code="404" message="There is nothing at this address." />);
    const main = screen.getByRole('main', { name: 'Page Not Found' });
    expect(main.id).toBe('main');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText('404').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('There is nothing at this address.').hasAttribute('role')).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('titles the tab after the heading, another title, or not at all', () => {
    expect(renderToStaticMarkup(<StatusPage title="Page Not Found" />)).toContain(
      '<title>Page Not Found · Stint</title>',
    );
    expect(renderToStaticMarkup(<StatusPage title="Oops" documentTitle="Error" />)).toContain(
      '<title>Error · Stint</title>',
    );
    expect(renderToStaticMarkup(<StatusPage title="Oops" documentTitle={null} />)).not.toContain('<title>');
  });

  it('makes the text an alert for a failure', () => {
    render(<StatusPage title="Could Not Load" message="The server did not answer." alert />);
    expect(screen.getByRole('alert').textContent).toBe('The server did not answer.');
  });

  it('offers Try Again as the main action when it is the only one', () => {
    const onRetry = vi.fn();
    render(<StatusPage title="Could Not Load" onRetry={onRetry} />);
    const retry = screen.getByRole('button', { name: 'Try Again' });
    expect(retry.className).toBe('button button--primary');
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts Try Again after the other actions, as a secondary button', () => {
    render(<StatusPage title="Could Not Load" actions={<a href="/">Go Home</a>} onRetry={() => {}} />);
    const buttons = screen.getByRole('link', { name: 'Go Home' }).parentElement!;
    expect([...buttons.children].map((element) => element.textContent)).toEqual(['Go Home', 'Try Again']);
    expect(screen.getByRole('button', { name: 'Try Again' }).className).toBe('button button--secondary');
  });

  it('shows more content between the text and the actions', () => {
    render(
      <StatusPage title="Signed Out" message="Your session ended." actions={<a href="/login">Sign In</a>}>
        <p>Reference: abc</p>
      </StatusPage>,
    );
    const text = screen.getByRole('main').textContent;
    expect(text).toBe('Signed OutYour session ended.Reference: abcSign In');
  });
});

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PagedScreen } from './page-header';

const markup = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('PagedScreen', () => {
  it('is the main landmark with the screen title and the header above the content', () => {
    const html = markup(
      <PagedScreen className="admin-users-page" title="User Management" page={1} intro="Every account.">
        <p>List</p>
      </PagedScreen>,
    );
    expect(html).toContain('<main id="main" tabindex="-1" class="page admin-users-page">');
    expect(html).toContain('<title>User Management · Stint</title>');
    expect(html).toContain('<h1 class="page-header__title">User Management</h1>');
    expect(html).toContain('<p class="page-header__intro">Every account.</p>');
    expect(html.indexOf('page-header')).toBeLessThan(html.indexOf('<p>List</p>'));
    expect(html).toMatch(/<div class="page__inner"><header class="page-header">.*<p>List<\/p><\/div><\/main>$/);
  });

  it('names the page in the browser title past the first', () => {
    expect(
      markup(
        <PagedScreen className="uni-page" title="Reports" page={3}>
          {null}
        </PagedScreen>,
      ),
    ).toContain('<title>Reports, page 3 · Stint</title>');
  });

  it('shows the back link and actions, and puts `outside` after the page column', () => {
    const html = markup(
      <PagedScreen
        className="employer-page"
        title="My Internships"
        page={1}
        back={{ to: '/employer/dashboard', label: 'Back to dashboard' }}
        actions={<button type="button">Post</button>}
        outside={<div role="dialog">Confirm</div>}
      >
        <p>List</p>
      </PagedScreen>,
    );
    expect(html).toContain('href="/employer/dashboard"');
    expect(html).toContain('Back to dashboard');
    expect(html).toContain('<div class="page-header__actions"><button type="button">Post</button></div>');
    expect(html).toMatch(/<p>List<\/p><\/div><div role="dialog">Confirm<\/div><\/main>$/);
  });
});

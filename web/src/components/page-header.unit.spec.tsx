import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Screen } from './page-header';

const markup = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('Screen', () => {
  it('is the main landmark with the screen title and the header above the content', () => {
    const html = markup(
      <Screen className="admin-users-page" title="User Management" page={1} intro="Every account.">
        <p>List</p>
      </Screen>,
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
        <Screen className="uni-page" title="Reports" page={3}>
          {null}
        </Screen>,
      ),
    ).toContain('<title>Reports, page 3 · Stint</title>');
  });

  it('shows the back link and actions, and puts `outside` after the page column', () => {
    const html = markup(
      <Screen
        className="employer-page"
        title="My Internships"
        page={1}
        back={{ to: '/employer/dashboard', label: 'Back to dashboard' }}
        actions={<button type="button">Post</button>}
        outside={<div role="dialog">Confirm</div>}
      >
        <p>List</p>
      </Screen>,
    );
    expect(html).toContain('href="/employer/dashboard"');
    expect(html).toContain('Back to dashboard');
    expect(html).toContain('<div class="page-header__actions cluster"><button type="button">Post</button></div>');
    expect(html).toMatch(/<p>List<\/p><\/div><div role="dialog">Confirm<\/div><\/main>$/);
  });

  it('is a plain page without classes of its own, and adds the column class when given', () => {
    const plain = markup(
      <Screen title="Your Data">
        <p>Export</p>
      </Screen>,
    );
    expect(plain).toContain('<title>Your Data · Stint</title>');
    expect(plain).toContain(
      '<main id="main" tabindex="-1" class="page"><div class="page__inner"><header class="page-header">',
    );
    expect(
      markup(
        <Screen className="settings-page" innerClassName="settings-page__inner" title="Account Settings">
          {null}
        </Screen>,
      ),
    ).toContain(
      '<main id="main" tabindex="-1" class="page settings-page"><div class="page__inner settings-page__inner">',
    );
  });
});

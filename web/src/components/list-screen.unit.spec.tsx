// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countLabel, EmptyList, ListFilters, ListHeader, PagedListSection, PagedRows, RowAction } from './list-screen';

const markup = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

afterEach(cleanup);

describe('ListFilters', () => {
  it('is a named search landmark holding the fields', () => {
    const html = markup(
      <ListFilters label="Users" onClear={null}>
        <input id="user-search" />
      </ListFilters>,
    );
    expect(html).toBe(
      '<div class="tile admin-filters" role="search" aria-label="Users"><input id="user-search"/></div>',
    );
  });

  it('offers Clear while a filter is set and clears on press', () => {
    const onClear = vi.fn();
    render(
      <ListFilters label="Students" clearLabel="Clear Search" onClear={onClear}>
        <input />
      </ListFilters>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('names the clear button Clear Filters by default', () => {
    expect(
      markup(
        <ListFilters label="Users" onClear={() => {}}>
          {null}
        </ListFilters>,
      ),
    ).toContain('<button type="button" class="button button--secondary admin-filters__clear">Clear Filters</button>');
  });
});

describe('countLabel and ListHeader', () => {
  it('says one in the singular and any other number in the plural', () => {
    expect(countLabel(1, 'account', 'accounts')).toBe('1 account');
    expect(countLabel(0, 'account', 'accounts')).toBe('0 accounts');
    expect(countLabel(12, 'account', 'accounts')).toBe('12 accounts');
  });

  it('shows the count as a polite status beside the heading once known', () => {
    expect(markup(<ListHeader id="users-title" title="Users" count="3 accounts" />)).toBe(
      '<div class="section-header"><h2 id="users-title">Users</h2><p class="muted" role="status">3 accounts</p></div>',
    );
    expect(markup(<ListHeader id="users-title" title="Users" count={null} />)).toBe(
      '<div class="section-header"><h2 id="users-title">Users</h2></div>',
    );
  });

  it('lets the heading take focus when asked', () => {
    expect(markup(<ListHeader id="t" title="Users" count={null} isFocusable />)).toContain('<h2 id="t" tabindex="-1">');
  });
});

describe('EmptyList', () => {
  it('shows the title, the text and what to do next on the first page', () => {
    const html = markup(
      <EmptyList title="No Users Found" text="No users match your search criteria.">
        <a href="/new">Invite</a>
      </EmptyList>,
    );
    expect(html).toBe(
      '<div class="empty-panel"><h3 class="empty-panel__title">No Users Found</h3>' +
        '<p>No users match your search criteria.</p><a href="/new">Invite</a></div>',
    );
  });

  it('past the last page, links to the first page instead', () => {
    const html = markup(
      <EmptyList title="No Users Found" text="No users match." firstPage="/admin/users?search=ada">
        <a href="/new">Invite</a>
      </EmptyList>,
    );
    expect(html).toContain('<h3 class="empty-panel__title">Nothing on this page</h3>');
    expect(html).toMatch(
      /There are fewer pages now\. <a href="\/admin\/users\?search=ada"[^>]*>Go to the first page<\/a>\./,
    );
    expect(html).not.toContain('No users match.');
    expect(html).not.toContain('Invite');
  });
});

describe('PagedRows', () => {
  it('names the rows with their page and links the pages around it', () => {
    const html = markup(
      <PagedRows
        label="Users"
        page={2}
        totalPages={3}
        hrefFor={(page) => `/u?page=${page}`}
        paginationLabel="User pages"
      >
        <li>Ada</li>
      </PagedRows>,
    );
    expect(html).toContain('<ul class="admin-rows" aria-label="Users, page 2 of 3"><li>Ada</li></ul>');
    expect(html).toContain('<nav class="pagination" aria-label="User pages">');
    expect(html).toContain('href="/u?page=1"');
    expect(html).toContain('href="/u?page=3"');
  });

  it('takes the list class of its screen and shows no page links for a single page', () => {
    const html = markup(
      <PagedRows
        className="uni-students"
        label="Students"
        page={1}
        totalPages={1}
        hrefFor={String}
        paginationLabel="Student pages"
      >
        <li>Ada</li>
      </PagedRows>,
    );
    expect(html).toBe('<ul class="uni-students" aria-label="Students, page 1 of 1"><li>Ada</li></ul>');
  });
});

type UsersPage = { users: { _id: string; name: string }[]; pagination: { totalItems: number; totalPages: number } };

function usersSection(data: UsersPage | undefined, page = 1, error?: unknown) {
  return (
    <PagedListSection
      id="users-title"
      title="Users"
      query={{ data, error, isValidating: false, mutate: () => Promise.resolve() }}
      items={(loaded: UsersPage) => loaded.users}
      count={['account', 'accounts']}
      errorTitle="Failed to fetch users"
      errorText="The users could not be loaded."
      loadingText="Loading users…"
      empty={{ title: 'No Users Found', text: 'No accounts have been registered yet.' }}
      page={page}
      hrefForPage={(target) => (target > 1 ? `/admin/users?page=${target}` : '/admin/users')}
      paginationLabel="User pages"
    >
      {(user) => <li key={user._id}>{user.name}</li>}
    </PagedListSection>
  );
}

describe('PagedListSection', () => {
  it('shows the count, the rows of the page and the page links', () => {
    const html = markup(
      usersSection({ users: [{ _id: 'u1', name: 'Ada' }], pagination: { totalItems: 11, totalPages: 2 } }, 2),
    );
    expect(html).toContain('<section aria-labelledby="users-title" aria-busy="false">');
    expect(html).toContain('<p class="muted" role="status">11 accounts</p>');
    expect(html).toContain('<ul class="admin-rows" aria-label="Users, page 2 of 2"><li>Ada</li></ul>');
    expect(html).toContain('aria-label="User pages"');
  });

  it('shows the empty state on the first page and the way back past the last', () => {
    const none: UsersPage = { users: [], pagination: { totalItems: 0, totalPages: 1 } };
    const first = markup(usersSection(none, 1));
    expect(first).toContain('No Users Found');
    expect(first).toContain('<p class="muted" role="status">0 accounts</p>');
    const later = markup(usersSection(none, 3));
    expect(later).toContain('Nothing on this page');
    expect(later).toMatch(/<a href="\/admin\/users"[^>]*>Go to the first page<\/a>/);
  });

  it('shows the spinner and no count while loading, the failure when it fails', () => {
    const loading = markup(usersSection(undefined));
    expect(loading).toContain('Loading users…');
    expect(loading).not.toContain('accounts');
    const failed = markup(usersSection(undefined, 1, new Error('offline')));
    expect(failed).toContain('Failed to fetch users');
    expect(failed).toContain('Try Again');
  });
});

describe('RowAction', () => {
  it("is a small button described by its row's heading", () => {
    expect(markup(<RowAction label="Approve" rowHeadingId="user-1-name" isPrimary onClick={() => {}} />)).toBe(
      '<button type="button" class="button button--primary button--small" aria-describedby="user-1-name">Approve</button>',
    );
    expect(markup(<RowAction label="Deactivate" rowHeadingId="user-1-name" onClick={() => {}} />)).toContain(
      'class="button button--secondary button--small"',
    );
  });

  it('acts on press', () => {
    const onClick = vi.fn();
    render(<RowAction label="Take Down" rowHeadingId="i-1" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Take Down' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

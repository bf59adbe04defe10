// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { filterParams, listHref, oneOf, pageOf, useListFilters } from './list-filters';

afterEach(cleanup);

describe('pageOf', () => {
  it('reads a whole page number from 1, else the first page', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf('1')).toBe(1);
    for (const value of [null, '', '0', '-2', '2.5', 'two']) expect(pageOf(value)).toBe(1);
  });
});

describe('oneOf', () => {
  it('keeps a known value and drops anything typed by hand', () => {
    const roles = ['student', 'admin'] as const;
    expect(oneOf(roles, 'admin')).toBe('admin');
    expect(oneOf(roles, 'root')).toBeNull();
    expect(oneOf(roles, null)).toBeNull();
  });
});

describe('filterParams', () => {
  it('carries only the set filters, in their order', () => {
    expect(filterParams({ search: 'ada', role: null, status: 'active' }).toString()).toBe('search=ada&status=active');
    expect(filterParams({ search: '', role: null }).toString()).toBe('');
  });
});

describe('listHref', () => {
  it('carries only the set filters, in their order, and the page past the first', () => {
    expect(listHref('/admin/users', { search: 'ada', role: null, status: 'active' }, 2)).toBe(
      '/admin/users?search=ada&status=active&page=2',
    );
    expect(listHref('/admin/users', { search: '', role: null }, 1)).toBe('/admin/users');
    expect(listHref('/admin/users', { search: 'a&b' }, 1)).toBe('/admin/users?search=a%26b');
  });
});

type Filters = { search: string; role: 'student' | 'admin' | null };
const parse = (params: URLSearchParams): Filters => ({
  search: params.get('search')?.trim() ?? '',
  role: oneOf(['student', 'admin'] as const, params.get('role')),
});

function mount(address: string) {
  let current: ReturnType<typeof useListFilters<Filters>> | undefined;
  function Probe() {
    current = useListFilters('/admin/users', parse);
    return null;
  }
  const router = createMemoryRouter([{ path: '/admin/users', element: <Probe /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return {
    router,
    get state() {
      if (!current) throw new Error('not rendered');
      return current;
    },
  };
}

const addressOf = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

describe('useListFilters', () => {
  it('reads the filters and page from the address', () => {
    const list = mount('/admin/users?search=%20ada%20&role=admin&page=3');
    expect(list.state.filters).toEqual({ search: 'ada', role: 'admin' });
    expect(list.state.page).toBe(3);
    expect(list.state.isFiltered).toBe(true);
    expect(list.state.hrefForPage(4)).toBe('/admin/users?search=ada&role=admin&page=4');
  });

  it('is unfiltered on the bare address', () => {
    const list = mount('/admin/users?role=root');
    expect(list.state.filters).toEqual({ search: '', role: null });
    expect(list.state.isFiltered).toBe(false);
    expect(list.state.page).toBe(1);
  });

  it('changing a filter keeps the others and goes back to the first page, replacing the entry', () => {
    const list = mount('/admin/users?search=ada&page=3');
    const before = list.router.state.historyAction;
    act(() => list.state.setFilters({ role: 'student' }));
    expect(addressOf(list.router)).toBe('/admin/users?search=ada&role=student');
    expect(list.router.state.historyAction).toBe('REPLACE');
    expect(before).toBe('POP');
    expect(list.state.page).toBe(1);
  });

  it('clearing drops every filter and the page', () => {
    const list = mount('/admin/users?search=ada&role=admin&page=2');
    act(() => list.state.clearFilters());
    expect(addressOf(list.router)).toBe('/admin/users');
    expect(list.state.isFiltered).toBe(false);
  });
});

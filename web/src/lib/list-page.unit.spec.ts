import { describe, expect, it } from 'vitest';
import { listPageKey } from './list-page';

describe('listPageKey', () => {
  it('asks for the set filters in their order, then the page (the first too) and the page size', () => {
    expect(listPageKey('/admin/users', { search: 'ada', role: null, status: 'active' }, 1, 10)).toBe(
      '/admin/users?search=ada&status=active&page=1&limit=10',
    );
    expect(listPageKey('/admin/students', { search: '' }, 3, 10)).toBe('/admin/students?page=3&limit=10');
    expect(listPageKey('/admin/students', { search: 'a&b' }, 2, 5)).toBe('/admin/students?search=a%26b&page=2&limit=5');
    expect(listPageKey('/university/reports', { status: 'approved', type: 'final' }, 2, 10)).toBe(
      '/university/reports?status=approved&type=final&page=2&limit=10',
    );
    expect(listPageKey('/university/logbooks', { status: null }, 1, 10)).toBe('/university/logbooks?page=1&limit=10');
  });
});

import { describe, expect, it } from 'vitest';
import { filteredPageKey, filterParams } from './filtered-page';

describe('filterParams', () => {
  it('keeps the filters that are set, in their order, and leaves out empty ones', () => {
    expect(filterParams({ search: 'ada', role: null, status: 'active' }).toString()).toBe('search=ada&status=active');
    expect(filterParams({ status: null, type: '' }).toString()).toBe('');
  });
});

describe('filteredPageKey', () => {
  it('is the path with the filters, then the page and the page size', () => {
    expect(filteredPageKey('/university/reports', { status: 'approved', type: 'final' }, 2, 10)).toBe(
      '/university/reports?status=approved&type=final&page=2&limit=10',
    );
    expect(filteredPageKey('/university/logbooks', { status: null }, 1, 10)).toBe(
      '/university/logbooks?page=1&limit=10',
    );
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UniversityReviewList, type UniversityReviewListText } from './university-review-list';

const text: UniversityReviewListText = {
  title: 'Student Reports',
  intro: 'Reports your students have submitted.',
  error: {
    title: 'Error Loading Reports',
    fetch: 'Failed to fetch reports data',
    fallback: 'Failed to load reports data',
  },
  listLabel: 'Reports',
  loadingText: 'Loading reports…',
  emptyTitle: 'No Reports Found',
  emptyText: { filtered: 'No reports match your filter criteria.', all: 'No reports have been submitted yet.' },
  pagesLabel: 'Report pages',
  pageNote: 'Late counts the reports on this page.',
};

type Item = { _id: string; isLate: boolean };
type Page = { items: Item[]; pagination: { totalPages: number; total: number } };

/** The page as the api answers it (`items` missing: nothing loaded yet), and the read's state. */
function render(
  {
    items,
    totalPages = 1,
    total = 0,
    ...read
  }: Partial<Omit<Parameters<typeof UniversityReviewList<Page, Item>>[0]['query'], 'data'>> & {
    items?: Item[];
    totalPages?: number;
    total?: number;
  },
  list: Partial<Parameters<typeof UniversityReviewList<Page, Item>>[0]['list']> = {},
) {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(UniversityReviewList<Page, Item>, {
        text,
        listId: 'reports-list-title',
        exportName: 'reports',
        filters: createElement('div', { id: 'the-filters' }),
        list: {
          filters: {},
          page: 1,
          isFiltered: false,
          clearFilters: () => {},
          hrefForPage: (target) => `/university/reports?page=${target}`,
          ...list,
        },
        query: {
          data: items ? { items, pagination: { totalPages, total } } : undefined,
          error: null,
          isLoading: false,
          isValidating: false,
          ...read,
        },
        items: (data) => data.items,
        renderRow: (item) => createElement('li', { key: item._id }, item._id),
        summary: (items, total) => [
          { key: 'total', label: 'Total Reports', value: total },
          { key: 'late', label: 'Late', value: items.filter((item) => item.isLate).length },
        ],
      }),
    ),
  );
}

describe("the university's list of its students' review items", () => {
  it('shows the header, the filters with Clear Filters, the rows of the page and the Summary of them', () => {
    const html = render({
      items: [
        { _id: 'r1', isLate: true },
        { _id: 'r2', isLate: false },
      ],
      totalPages: 3,
      total: 23,
    });
    expect(html).toContain('Student Reports');
    expect(html).toContain('Export CSV');
    expect(html).toContain('<div id="the-filters"></div>');
    expect(html).toContain('Clear Filters');
    expect(html).toContain('<h2 id="reports-list-title" class="visually-hidden">Reports</h2>');
    expect(html).toContain(
      '<ul class="uni-items plain-list" aria-label="Reports, page 1 of 3"><li>r1</li><li>r2</li></ul>',
    );
    expect(html).toContain('Report pages');
    expect(html).toContain('Total Reports');
    expect(html).toContain('23');
    expect(html).toContain('Late counts the reports on this page.');
  });

  it('says there are none, or none matching the filters, and leaves the page note out on a single page', () => {
    const none = render({ items: [], totalPages: 1, total: 0 });
    expect(none).toContain('No Reports Found');
    expect(none).toContain('No reports have been submitted yet.');
    expect(none).not.toContain('Late counts the reports on this page.');
    expect(render({ items: [], totalPages: 1, total: 0 }, { isFiltered: true })).toContain(
      'No reports match your filter criteria.',
    );
  });

  it('offers the first page when a later one is empty', () => {
    const html = render({ items: [], totalPages: 1, total: 0 }, { page: 3 });
    expect(html).toContain('Nothing on this page');
    expect(html).toContain('href="/university/reports?page=1"');
  });

  it('shows loading until the first page comes, and the error screen when it cannot', () => {
    const loading = render({ isLoading: true });
    expect(loading).toContain('Loading reports…');
    expect(loading).not.toContain('Total Reports');
    const failed = render({ error: new Error('down') });
    expect(failed).toContain('Error Loading Reports');
    expect(failed).not.toContain('Clear Filters');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReviewStatCards, StudentReviewPage, type StudentReviewPageText } from './student-review-page';

const text: StudentReviewPageText = {
  title: 'My Reports',
  intro: 'Write reports.',
  newLabel: 'New Report',
  noPlacement: 'You can write reports once accepted.',
  statsFailedTitle: 'Failed to fetch report statistics',
  listTitle: 'Reports',
  noun: 'reports',
  listFailedTitle: 'Failed to fetch reports',
  loadingText: 'Loading your reports…',
  emptyTitle: 'No Reports Yet',
  emptyText: { noPlacement: 'Once you are accepted, they appear here.', first: 'Write your first report.' },
};

type Item = { _id: string; title: string };
const list = (items: Item[] | undefined, error: unknown = null) => ({
  items,
  totalItems: items?.length,
  hasNextPage: false,
  isLoadingMore: false,
  error,
  loadMore: () => {},
  reload: () => {},
});

function render(props: Partial<Parameters<typeof StudentReviewPage<Item>>[0]> = {}) {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(StudentReviewPage<Item>, {
        text,
        headingIds: { stats: 'report-stats-title', list: 'report-list-title' },
        hasNoPlacement: false,
        onNew: () => {},
        stats: { cards: createElement('div', { className: 'cards' }, '4 reports'), error: null, retry: () => {} },
        list: list([{ _id: 'r1', title: 'March' }]),
        renderCard: (item) => createElement('li', { key: item._id }, item.title),
        ...props,
      }),
    ),
  );
}

describe("a student's review items page", () => {
  it('shows the header with New, the counts and the cards under their headings', () => {
    const html = render({ children: createElement('div', { id: 'open-modal' }) });
    expect(html).toContain('My Reports');
    expect(html).toContain('Write reports.');
    expect(html).toContain('New Report');
    expect(html).toContain('<section class="review-section" aria-labelledby="report-stats-title">');
    expect(html).toContain('<div class="cards">4 reports</div>');
    expect(html).toContain('<h2 id="report-list-title" class="review-section__title">Reports</h2>');
    expect(html).toContain('<li>March</li>');
    expect(html).toContain('<div id="open-modal"></div>');
    expect(html).not.toContain('No accepted internship yet');
  });

  it('says why there is nothing to write about before an accepted internship, and points to internships', () => {
    const html = render({ hasNoPlacement: true, list: list([]) });
    expect(html).toContain('No accepted internship yet');
    expect(html).toContain('You can write reports once accepted.');
    expect(html).toContain('No Reports Yet');
    expect(html).toContain('Once you are accepted, they appear here.');
    expect(html).toContain('Browse Internships');
  });

  it('offers New on an empty list once there is an internship', () => {
    const html = render({ list: list([]) });
    expect(html).toContain('Write your first report.');
    expect(html).not.toContain('Browse Internships');
    expect(html.match(/New Report/g)).toHaveLength(2);
  });

  it('shows why the counts or the list failed, and loading states until they come', () => {
    const failed = render({
      stats: { cards: null, error: new Error('boom'), retry: () => {} },
      list: list(undefined, new Error('down')),
    });
    expect(failed).toContain('Failed to fetch report statistics');
    expect(failed).toContain('Failed to fetch reports');
    const loading = render({ stats: { cards: null, error: null, retry: () => {} }, list: list(undefined) });
    expect(loading).toContain('Loading your numbers…');
    expect(loading).toContain('Loading your reports…');
  });
});

describe('ReviewStatCards', () => {
  const cardsHtml = (drafts: number) =>
    renderToStaticMarkup(
      createElement(ReviewStatCards, {
        totalLabel: 'Total Reports',
        total: 4,
        drafts,
        cards: [{ key: 'approved', label: 'Approved', value: 2, tone: 'success' }],
      }),
    );

  it('puts the total first, noting the drafts, then the other cards', () => {
    const html = cardsHtml(2);
    expect(html).toContain('class="stat-cards stat-cards--accent review-stat-cards"');
    expect(html).toContain('--stat-card-min:9rem');
    expect(html).toContain(
      '<li class="stat-card"><p class="stat-card__label">Total Reports</p><p class="stat-card__value">4</p><p class="stat-card__note">2 drafts</p></li>',
    );
    expect(html.indexOf('Total Reports')).toBeLessThan(html.indexOf('Approved'));
    expect(html).toContain('<li class="stat-card stat-card--success"><p class="stat-card__label">Approved</p>');
  });

  it('says one draft in the singular and leaves the note out without drafts', () => {
    expect(cardsHtml(1)).toContain('<p class="stat-card__note">1 draft</p>');
    expect(cardsHtml(0)).not.toContain('stat-card__note');
  });
});

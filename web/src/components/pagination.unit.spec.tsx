// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

const markup = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const hrefFor = (page: number) => `/entries?page=${page}`;

afterEach(cleanup);

describe('Pagination', () => {
  it('is not shown for a single page or none', () => {
    expect(markup(<Pagination page={1} totalPages={1} hrefFor={hrefFor} />)).toBe('');
    expect(markup(<Pagination page={1} totalPages={0} hrefFor={hrefFor} />)).toBe('');
  });

  it('links to the previous and next pages from a middle page', () => {
    render(
      <MemoryRouter>
        <Pagination page={2} totalPages={3} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('Page 2 of 3');
    const previous = screen.getByRole('link', { name: 'Previous' });
    const next = screen.getByRole('link', { name: 'Next' });
    expect(previous.getAttribute('href')).toBe('/entries?page=1');
    expect(previous.getAttribute('rel')).toBe('prev');
    expect(next.getAttribute('href')).toBe('/entries?page=3');
    expect(next.getAttribute('rel')).toBe('next');
  });

  it('disables Previous on the first page', () => {
    render(
      <MemoryRouter>
        <Pagination page={1} totalPages={4} hrefFor={hrefFor} label="Entry pages" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Entry pages' }).textContent).toContain('Page 1 of 4');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/entries?page=2');
  });

  it('disables Next on the last page', () => {
    render(
      <MemoryRouter>
        <Pagination page={4} totalPages={4} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('Next').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/entries?page=3');
  });
});

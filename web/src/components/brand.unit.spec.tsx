// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Brand } from './brand';

afterEach(cleanup);

describe('Brand', () => {
  it('is a link home named Stint', () => {
    render(
      <MemoryRouter initialEntries={['/logbook']}>
        <Brand />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Stint' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.className).toBe('brand');
  });

  it('adds its class name', () => {
    render(
      <MemoryRouter>
        <Brand className="sidebar__brand" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Stint' }).className).toBe('brand sidebar__brand');
  });
});

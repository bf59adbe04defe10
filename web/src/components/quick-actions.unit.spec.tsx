// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { QuickActions } from './quick-actions';

afterEach(cleanup);

describe('QuickActions', () => {
  it('is a list of links, each with its title and where it goes', () => {
    render(
      <MemoryRouter>
        <QuickActions
          minWidth="14rem"
          actions={[
            { to: '/logbook/new', title: 'New Entry', text: 'Log what you did today' },
            { to: '/reports', title: 'Reports', text: 'Write your weekly report' },
          ]}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list');
    expect(list.style.getPropertyValue('--quick-action-min')).toBe('14rem');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/logbook/new', 'New EntryLog what you did today'],
      ['/reports', 'ReportsWrite your weekly report'],
    ]);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelList } from './panel-list';

afterEach(cleanup);

describe('PanelList', () => {
  it('lists each item as a link with its badge and a line of details', () => {
    render(
      <MemoryRouter>
        <PanelList
          items={[
            { key: 'a', to: '/applications/a', title: 'Backend Intern', badge: <span>Pending</span>, meta: 'Acme' },
            { key: 'b', to: '/applications/b', title: 'Data Intern', meta: 'Initech' },
          ]}
        />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Backend InternPendingAcme', 'Data InternInitech']);
    expect(screen.getByRole('link', { name: 'Backend Intern' }).getAttribute('href')).toBe('/applications/a');
    expect(screen.getByRole('link', { name: 'Data Intern' }).getAttribute('href')).toBe('/applications/b');
  });
});

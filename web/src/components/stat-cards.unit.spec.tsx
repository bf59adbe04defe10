// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCards } from './stat-cards';

afterEach(cleanup);

describe('StatCards', () => {
  it('shows each count with its label, value and note, in its tone', () => {
    render(
      <StatCards
        minWidth="12rem"
        cards={[
          { key: 'pending', label: 'Pending', value: 3, note: 'Waiting for review', tone: 'warning' },
          { key: 'hours', label: 'Hours', value: '120' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.className).toBe('stat-cards');
    expect(list.style.getPropertyValue('--stat-card-min')).toBe('12rem');
    const [pending, hours] = screen.getAllByRole('listitem');
    expect(pending!.className).toBe('stat-card stat-card--warning');
    expect(pending!.textContent).toBe('Pending3Waiting for review');
    expect(hours!.className).toBe('stat-card');
    expect(hours!.textContent).toBe('Hours120');
    expect(hours!.querySelector('.stat-card__note')).toBeNull();
  });

  it('gives the cards a coloured edge when accented, and adds a class name', () => {
    render(<StatCards minWidth="10rem" accent className="dashboard-stats" cards={[]} />);
    expect(screen.getByRole('list').className).toBe('stat-cards stat-cards--accent dashboard-stats');
  });
});

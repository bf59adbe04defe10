// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceFilter, FilterSelect } from './filter-select';

afterEach(cleanup);

const options = [
  { value: '', label: 'Any Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
];

describe('FilterSelect', () => {
  it('is a labelled select showing its value, with its options in order', () => {
    render(<FilterSelect id="status" label="Status" value="pending" options={options} onChange={() => {}} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(select.value).toBe('pending');
    expect(select.name).toBe('status');
    expect(select.required).toBe(false);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any Status',
      'Pending',
      'Approved',
    ]);
  });

  it('passes the chosen value on', () => {
    const onChange = vi.fn();
    render(<FilterSelect id="status" label="Status" value="" options={options} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    expect(onChange).toHaveBeenCalledWith('approved');
  });
});

describe('ChoiceFilter', () => {
  const statuses = ['active', 'pending'] as const;
  const renderStatusFilter = (value: (typeof statuses)[number] | null, onChange = vi.fn()) => {
    render(
      <ChoiceFilter
        id="status"
        label="Status"
        anyLabel="All statuses"
        values={statuses}
        labelOf={(status) => (status === 'active' ? 'Active' : 'Pending')}
        value={value}
        onChange={onChange}
      />,
    );
    return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
  };

  it('lists "any" first, then each value by its label, and shows "any" when no value is chosen', () => {
    expect(renderStatusFilter(null).value).toBe('all');
    expect(screen.getAllByRole<HTMLOptionElement>('option').map((option) => [option.value, option.text])).toEqual([
      ['all', 'All statuses'],
      ['active', 'Active'],
      ['pending', 'Pending'],
    ]);
  });

  it('answers the chosen value, and null for "any"', () => {
    const onChange = vi.fn();
    const select = renderStatusFilter('pending', onChange);
    expect(select.value).toBe('pending');
    fireEvent.change(select, { target: { value: 'active' } });
    fireEvent.change(select, { target: { value: 'all' } });
    expect(onChange.mock.calls).toEqual([['active'], [null]]);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';

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

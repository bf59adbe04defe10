// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, PipelineSort } from '@stint/shared/applications/applications.schemas';
import { ApplicationThreadProvider } from '../../../lib/application-thread-slot';
import { summarise } from './bulk-bar';
import { PipelineTable } from './pipeline-table';

const row = (id: string, firstName: string, stage: Application['stage'], gpa: number | null): Application => ({
  _id: id,
  status: stage === 'new' ? 'pending' : stage === 'rejected' ? 'rejected' : 'reviewing',
  stage,
  appliedDate: '2027-01-02T10:00:00.000Z',
  coverLetter: '',
  resume: { originalName: 'cv.pdf', contentType: 'application/pdf', size: 1 },
  gpa,
  expectedGraduation: null,
  internship: { _id: 'i1', title: 'Data intern', company: 'Northwind', location: 'Porto' },
  student: {
    _id: `s-${id}`,
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}@example.org`,
    phone: '',
    university: '',
    major: '',
    yearOfStudy: '',
  },
  statusHistory: [],
  updatedAt: '2027-01-02T10:00:00.000Z',
});

const rows = [row('a1', 'Ada', 'new', 3.5), row('a2', 'Bea', 'interview', null)];

function Harness({ onSort = () => {}, sort = 'appliedDate' as PipelineSort }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <MemoryRouter>
      <PipelineTable
        rows={rows}
        total={2}
        sort={sort}
        order="asc"
        onSort={onSort}
        selected={selected}
        onSelect={setSelected}
      />
      <output data-testid="selected">{[...selected].join(',')}</output>
    </MemoryRouter>
  );
}

afterEach(cleanup);

describe('PipelineTable', () => {
  it('shows each application with its stage, GPA when shared, and a labelled checkbox', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Applications (2)' });
    const [, ada, bea] = within(table).getAllByRole('row');
    expect(within(ada!).getByText('Ada Tester')).toBeTruthy();
    expect(within(ada!).getByText('New')).toBeTruthy();
    expect(within(ada!).getByText('3.50 / 4.0')).toBeTruthy();
    expect(within(bea!).getByText('Interview')).toBeTruthy();
    expect(within(bea!).getByText('—')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Ada Tester' })).toBeTruthy();
    // The table scrolls inside a focusable region named by its caption.
    expect(screen.getByRole('region', { name: 'Applications (2)' }).getAttribute('tabindex')).toBe('0');
  });

  it("says on a row how many of its messages wait, where the route provides the messages' slot", () => {
    const unread = { a2: 2 } as Record<string, number>;
    render(
      <ApplicationThreadProvider
        renders={{
          thread: () => null,
          unread: ({ applicationId }) => (unread[applicationId] ? `${unread[applicationId]} unread messages` : null),
        }}
      >
        <Harness />
      </ApplicationThreadProvider>,
    );
    const [, ada, bea] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(bea!).getByText('2 unread messages')).toBeTruthy();
    expect(ada!.textContent).not.toContain('unread');
  });

  it('selects one row, then every row, then none, with the select-all box reflecting it', () => {
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select every application on this page' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bea Tester' }));
    expect(screen.getByTestId('selected').textContent).toBe('a2');
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByTestId('selected').textContent).toBe('a1,a2');
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(screen.getByTestId('selected').textContent).toBe('');
  });

  it('sorts by a column header button and marks the sorted column for screen readers', () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} sort="stage" />);
    fireEvent.click(screen.getByRole('button', { name: /^Student/ }));
    expect(onSort).toHaveBeenCalledWith('name');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([
      null,
      null,
      null,
      'ascending',
      null,
      null,
    ]);
    // The internship column does not sort: no button.
    expect(within(headers[2]!).queryByRole('button')).toBeNull();
  });
});

describe('summarise', () => {
  it('says how many moved and names each refused student with the reason', () => {
    expect(
      summarise(
        [
          { applicationId: 'a1', outcome: 'moved', status: 'reviewing', stage: 'shortlisted' },
          { applicationId: 'a2', outcome: 'refused', message: 'This application is already Shortlisted' },
        ],
        rows,
        'shortlisted',
      ),
    ).toEqual({
      summary: '1 application moved to Shortlisted. 1 not moved.',
      refused: ['Bea Tester: This application is already Shortlisted'],
    });
  });
});

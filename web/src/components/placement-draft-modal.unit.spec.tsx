// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { ApiError } from '../lib/api-client';
import { PlacementDraftModal } from './placement-draft-modal';

type Props = ComponentProps<typeof PlacementDraftModal>;

function open(overrides: Partial<Props>) {
  const props: Props = {
    isNew: true,
    accepted: { internships: undefined, error: undefined, retry: () => {} },
    newTitle: 'New Logbook Entry',
    noPlacementDescription: 'You have no accepted internship yet.',
    noPlacementText: 'Logbook entries are written about an internship you were accepted for.',
    explainClassName: 'explain',
    title: 'New entry',
    description: 'What you did this week.',
    initialFocus: 'entry-title',
    formId: 'entry-form',
    submitLabel: 'Save Entry',
    onClose: () => {},
    children: ({ internships }) => (
      <form id="entry-form">
        <p>{internships.length} internships to choose from</p>
      </form>
    ),
    ...overrides,
  };
  return render(
    <MemoryRouter>
      <PlacementDraftModal {...props} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('PlacementDraftModal', () => {
  it('waits for the accepted internships before offering something new', () => {
    open({});
    expect(screen.getByText('Loading your internships…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Entry' })).toBeNull();
  });

  it('says why the internships could not load and loads them again on Try Again', () => {
    const retry = vi.fn();
    open({
      accepted: {
        internships: undefined,
        error: new ApiError(503, 'Placements are resting', { isServerMessage: true }),
        retry,
      },
    });
    expect(screen.getByText('Your internships could not be loaded')).toBeTruthy();
    expect(screen.getByText('Placements are resting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('explains where to go while the student has no accepted internship', () => {
    open({ accepted: { internships: [], error: undefined, retry: () => {} } });
    expect(screen.getByText('Logbook entries are written about an internship you were accepted for.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See where your applications stand' }).getAttribute('href')).toBe(
      '/student/applications',
    );
    expect(screen.queryByText(/internships to choose from/)).toBeNull();
  });

  it('shows the form with the internships once there are some, and editing needs none', () => {
    const internships = [{ _id: 'i1' }] as unknown as PlacementInternship[];
    open({ accepted: { internships, error: undefined, retry: () => {} } });
    expect(screen.getByText('1 internships to choose from')).toBeTruthy();
    cleanup();
    open({ isNew: false });
    expect(screen.getByText('0 internships to choose from')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftForm } from './draft-form';

afterEach(cleanup);

const internships = [
  { _id: 'i1', title: 'Backend intern', company: 'Acme' },
  { _id: 'i2', title: 'Designer', company: undefined },
] as unknown as PlacementInternship[];

function renderForm({
  serverError = null,
  errors = {},
  fixed,
  onChange = vi.fn(),
  onSubmit = vi.fn(() => Promise.resolve()),
}: {
  serverError?: string | null;
  errors?: Record<string, string>;
  fixed?: PlacementInternship;
  onChange?: (value: string) => void;
  onSubmit?: () => Promise<void>;
}) {
  render(
    <DraftForm
      id="entry-form"
      notSavedTitle="The entry was not saved"
      form={{
        errors,
        serverError,
        fieldProps: () => ({ value: '', error: errors.internship, onChange }),
      }}
      fieldId={(path) => `entry-${path}`}
      fixed={fixed}
      internships={internships}
      onSubmit={onSubmit}
    >
      <input aria-label="Title" />
    </DraftForm>,
  );
  return { onChange, onSubmit };
}

describe('DraftForm', () => {
  it('shows the internship picker before the form fields, and no banner while the server refused nothing', () => {
    const { onChange } = renderForm({});
    const form = document.getElementById('entry-form')!;
    expect(form.className).toBe('review-form');
    expect(form.hasAttribute('novalidate')).toBe(true);
    const picker = document.getElementById('entry-internship') as HTMLSelectElement;
    expect(picker.tagName).toBe('SELECT');
    expect(picker.compareDocumentPosition(screen.getByLabelText('Title'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByText('The entry was not saved')).toBeNull();
    fireEvent.change(picker, { target: { value: 'i2' } });
    expect(onChange).toHaveBeenCalledWith('i2');
  });

  it('shows the internship of an existing item instead of a picker', () => {
    renderForm({ fixed: internships[0] });
    expect(document.getElementById('entry-internship')).toBeNull();
    expect(screen.getByText('Backend intern · Acme')).toBeTruthy();
  });

  it('shows what the server refused in a banner and the field problems in a summary', () => {
    renderForm({ serverError: 'Week already logged', errors: { title: 'Enter a title' } });
    expect(screen.getByText('The entry was not saved')).toBeTruthy();
    expect(screen.getByText('Week already logged')).toBeTruthy();
    expect(screen.getByText('Enter a title')).toBeTruthy();
  });

  it('hands the submit event to the form', () => {
    const { onSubmit } = renderForm({});
    fireEvent.submit(document.getElementById('entry-form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditActions, TextField } from './form-fields';

afterEach(cleanup);

describe('TextField', () => {
  it('describes the control by its hint and error and marks it invalid while the error shows', () => {
    const html = renderToStaticMarkup(
      <TextField
        id="title"
        label="Title"
        required
        value=""
        hint="A short name"
        error="Enter a title"
        onChange={() => {}}
      />,
    );
    expect(html).toContain('class="field field--invalid"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="title-hint title-error"');
    expect(html).toContain('<p class="field__error" id="title-error">Enter a title</p>');
    expect(html).not.toContain('(optional)');
  });

  it('says optional when not required and hands typed text to onChange', () => {
    const onChange = vi.fn();
    render(<TextField id="note" label="Note" value="" onChange={onChange} />);
    expect(screen.getByText('(optional)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Hello' } });
    expect(onChange).toHaveBeenCalledWith('Hello');
  });
});

describe('EditActions', () => {
  it('cancels on Cancel and submits the form on Save', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <EditActions className="card__actions" isSaving={false} onCancel={onCancel} submitLabel="Save Changes" />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says Saving… and holds both buttons while it saves', () => {
    const html = renderToStaticMarkup(
      <EditActions className="card__actions" isSaving onCancel={() => {}} submitLabel="Save Changes" />,
    );
    expect(html).toBe(
      '<div class="card__actions">' +
        '<button type="button" class="button button--secondary" disabled="">Cancel</button>' +
        '<button type="submit" class="button button--primary" disabled="">Saving…</button></div>',
    );
  });
});

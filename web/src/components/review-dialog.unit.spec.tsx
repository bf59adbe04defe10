// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ReviewDialog, type ReviewDialogProps } from './review-dialog';

afterEach(cleanup);

function renderDialog(props: Partial<ReviewDialogProps> = {}) {
  const onConfirm = vi.fn<ReviewDialogProps['onConfirm']>(() => Promise.resolve());
  const onClose = vi.fn();
  render(
    <ReviewDialog
      title="Reject Entry"
      description="Week 3, Monday"
      text="The student will be asked to revise it."
      confirmLabel="Reject"
      busyLabel="Rejecting…"
      comment="required"
      failureMessage="The entry could not be rejected."
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm: (props.onConfirm as typeof onConfirm | undefined) ?? onConfirm, onClose };
}

const button = (name: string) => screen.getByRole('button', { name, hidden: true });
const commentBox = () => screen.queryByRole('textbox', { hidden: true }) as HTMLTextAreaElement | null;
const confirm = async (name = 'Reject') => {
  await act(async () => {
    fireEvent.click(button(name));
  });
};

describe('ReviewDialog', () => {
  it('shows the title, the item, what happens and a comment box, with focus in the comment', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Reject Entry');
    expect(dialog.textContent).toContain('Week 3, Monday');
    expect(dialog.textContent).toContain('The student will be asked to revise it.');
    expect(screen.getByLabelText('Comment')).toBe(commentBox());
    expect(commentBox()!.required).toBe(true);
    expect(commentBox()!.maxLength).toBe(2000);
    expect(document.activeElement).toBe(commentBox());
    expect(button('Cancel')).toBeTruthy();
    expect(button('Reject').className).toBe('button button--primary');
  });

  it('is a danger button when the tone says so', () => {
    renderDialog({ tone: 'danger' });
    expect(button('Reject').className).toBe('button button--danger');
  });

  it('asks for a required comment before sending, and drops the message once one is typed', async () => {
    const { onConfirm } = renderDialog({ requiredMessage: 'Please say why' });
    fireEvent.change(commentBox()!, { target: { value: '   ' } });
    await confirm();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Please say why')).toBeTruthy();
    expect(commentBox()!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(commentBox());
    fireEvent.change(commentBox()!, { target: { value: 'Too short' } });
    expect(screen.queryByText('Please say why')).toBeNull();
  });

  it('sends the trimmed comment', async () => {
    const { onConfirm } = renderDialog();
    fireEvent.change(commentBox()!, { target: { value: '  Add the hours.  ' } });
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith('Add the hours.');
  });

  it('sends an empty optional comment, under its own label', async () => {
    const { onConfirm } = renderDialog({ comment: 'optional', commentLabel: 'Note', confirmLabel: 'Approve' });
    expect(screen.getByLabelText(/^Note/)).toBe(commentBox());
    expect(commentBox()!.required).toBe(false);
    await confirm('Approve');
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('asks for no comment when none is wanted, with focus on the confirm button', async () => {
    const { onConfirm } = renderDialog({ comment: 'none', confirmLabel: 'Mark Reviewed' });
    expect(commentBox()).toBeNull();
    expect(document.activeElement).toBe(button('Mark Reviewed'));
    await confirm('Mark Reviewed');
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('shows the busy label and disables both buttons while sending', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose } = renderDialog({ comment: 'none', onConfirm });
    await confirm();
    expect(button('Rejecting…').hasAttribute('disabled')).toBe(true);
    expect(button('Cancel').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('Close'));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
  });

  it("shows the server's refusal in the dialog and lets it be tried again", async () => {
    const onConfirm = vi.fn(() =>
      Promise.reject(new ApiError(409, 'The entry was already reviewed', { isServerMessage: true })),
    );
    const { onClose } = renderDialog({ comment: 'none', onConfirm });
    await confirm();
    const alert = screen.getByRole('alert', { hidden: true });
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('The entry was already reviewed');
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Reject').hasAttribute('disabled')).toBe(false);
  });

  it('falls back to its own failure message when the server gave none', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('socket hang up')));
    renderDialog({ comment: 'none', onConfirm });
    await confirm();
    const alert = screen.getByRole('alert', { hidden: true });
    expect(alert.textContent).toContain('The entry could not be rejected.');
    expect(alert.textContent).not.toContain('socket hang up');
  });

  it("shows the server's complaint about the comment under the comment", async () => {
    const onConfirm = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'Invalid', { errors: [{ path: 'comment', message: 'The comment is too long' }] }),
      ),
    );
    renderDialog({ onConfirm });
    fireEvent.change(commentBox()!, { target: { value: 'Something' } });
    await confirm();
    expect(screen.getByText('The comment is too long').className).toBe('field__error');
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(commentBox());
  });

  it('closes on Cancel and on the Close button', () => {
    const { onClose } = renderDialog();
    fireEvent.click(button('Cancel'));
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

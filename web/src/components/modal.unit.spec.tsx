// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

/** The dialog most tests open: a title, a body and what closing it calls. */
const approveEntry = (onClose: () => void) => (
  <Modal title="Approve entry" onClose={onClose}>
    <p>Body</p>
  </Modal>
);

describe('Modal', () => {
  it('opens as a modal dialog named by its title and described by its description', () => {
    render(
      <Modal title="Approve entry" description="Week 3, Monday" onClose={() => {}} footer={<button>Save</button>}>
        <p>Body text</p>
      </Modal>,
    );
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    const titleId = dialog().getAttribute('aria-labelledby')!;
    expect(document.getElementById(titleId)?.textContent).toBe('Approve entry');
    const descriptionId = dialog().getAttribute('aria-describedby')!;
    expect(document.getElementById(descriptionId)?.textContent).toBe('Week 3, Monday');
    expect(dialog().textContent).toContain('Body text');
    expect(dialog().querySelector('footer')?.textContent).toBe('Save');
    expect(dialog().className).toBe('modal modal--medium');
  });

  it('has no description or footer when none is given, and takes its size', () => {
    render(
      <Modal title="Notes" onClose={() => {}} size="large">
        <p>Body</p>
      </Modal>,
    );
    expect(dialog().hasAttribute('aria-describedby')).toBe(false);
    expect(dialog().querySelector('footer')).toBeNull();
    expect(dialog().className).toBe('modal modal--large');
  });

  it('moves focus to its heading on open', () => {
    render(
      <Modal title="Approve entry" onClose={() => {}}>
        <input />
      </Modal>,
    );
    expect(document.activeElement?.textContent).toBe('Approve entry');
    expect(document.activeElement?.tagName).toBe('H2');
  });

  it('moves focus to the initialFocus control instead when given', () => {
    render(
      <Modal title="Reject" onClose={() => {}} initialFocus="#reason">
        <textarea id="reason" />
      </Modal>,
    );
    expect(document.activeElement?.id).toBe('reason');
  });

  it('closes on the Close button', () => {
    const onClose = vi.fn();
    render(approveEntry(onClose));
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape (the cancel event) through the parent, keeping the dialog open itself', () => {
    const onClose = vi.fn();
    render(approveEntry(onClose));
    const cancel = new Event('cancel', { cancelable: true });
    dialog().dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('calls the latest onClose after a re-render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(approveEntry(first));
    rerender(approveEntry(second));
    dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on a click inside the panel', () => {
    const onClose = vi.fn();
    render(approveEntry(onClose));
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the control that opened it when it goes away', () => {
    function Page({ isOpen }: { isOpen: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          {isOpen ? (
            <Modal title="Approve entry" onClose={() => {}}>
              <p>Body</p>
            </Modal>
          ) : null}
        </>
      );
    }
    const { rerender } = render(<Page isOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(<Page isOpen />);
    expect(document.activeElement).not.toBe(opener);
    rerender(<Page isOpen={false} />);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last control to the first and Shift+Tab from the first to the last', () => {
    render(
      <Modal title="Approve entry" onClose={() => {}} footer={<button type="button">Confirm</button>}>
        <input aria-label="Comment" />
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    const confirm = screen.getByRole('button', { name: 'Confirm', hidden: true });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });
});

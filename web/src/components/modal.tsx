/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the rest of the page is inert while it is open,
 * Escape closes it, focus moves into it on open and back to the control that opened it on close. Tab and Shift+Tab
 * also cycle inside it rather than leaving for the browser's own controls.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  size = 'medium',
  initialFocus,
}: {
  title: ReactNode;
  /** A short line under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Actions at the bottom (kept visible while the body scrolls). */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** A selector, inside the dialog, of the control to focus first (default: the dialog's heading). */
  initialFocus?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose, without reopening the dialog when the parent passes a new function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
    (first ?? dialog.querySelector<HTMLElement>('[data-modal-title]'))?.focus();

    const onCancel = (event: Event) => {
      // Escape: close through the parent's state, so that React stays the owner of whether it is open.
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null || element === document.activeElement,
      );
      if (focusable.length === 0) return;
      const firstElement = focusable[0]!;
      const lastElement = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstElement || !dialog.contains(active) || active === dialog)) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && active === lastElement) {
        event.preventDefault();
        firstElement.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      // The opener may have been re-rendered away (e.g. the button of a decision that is no longer open): then the
      // dialog underneath, if any, else the page's main content.
      if (opener?.isConnected) opener.focus();
      else
        (
          document.querySelector<HTMLElement>('dialog[open] [data-modal-title]') ?? document.getElementById('main')
        )?.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <div className="modal__heading">
            <h2 id={titleId} className="modal__title" tabIndex={-1} data-modal-title>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="modal__description">
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer action-row">{footer}</footer> : null}
      </div>
    </dialog>
  );
}

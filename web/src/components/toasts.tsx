/**
 * Toasts: short notices that come and go (a new application arrived, a change was saved). The list is UI state in a
 * zustand store, so any code can show one; `<ToastRegion />` renders it inside a polite live region that is on the
 * page before any toast arrives, so screen readers announce each one. They stack in the bottom-left corner (along the
 * bottom on a phone, clear of the assistant's button), newest nearest the edge, never higher than half the screen, so
 * they cover none of a page's main controls, which sit at its top. A toast stays while the pointer or focus is on it;
 * its close button, a sideways swipe or Escape dismisses it.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { create } from 'zustand';
import './toasts.css';

export type ToastTone = 'info' | 'success' | 'danger';

export type Toast = {
  id: number;
  tone: ToastTone;
  title: string;
  message?: string;
  /** A link inside the app, e.g. to the item the toast is about. */
  action?: { label: string; to: string };
};

/** Spec 1 §9: at most 20 toasts at once; the oldest go first. */
const TOAST_LIMIT = 20;
const TOAST_DURATION_MS = 8_000;
/** How far a toast is dragged sideways before letting go dismisses it (px; a third of its width when that is less). */
const SWIPE_DISTANCE = 96;

const useToasts = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));
let nextId = 1;

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  useToasts.setState(({ toasts }) => ({ toasts: [...toasts, { ...toast, id }].slice(-TOAST_LIMIT) }));
  return id;
}

export function dismissToast(id: number): void {
  useToasts.setState(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

/** Before toasts that hold the keyboard focus go away: it moves to the page's main content, not to the document. */
function keepFocusOutOf(element: Element | null): void {
  if (element?.contains(document.activeElement)) document.getElementById('main')?.focus();
}

/** Mount once per area; toasts shown before a navigation stay visible on the next screen. */
export function ToastRegion() {
  const toasts = useToasts((state) => state.toasts);
  const regionRef = useRef<HTMLElement>(null);
  const hasToasts = toasts.length > 0;

  // Escape dismisses them all, unless a modal dialog is open: then Escape closes the dialog, and only that.
  useEffect(() => {
    if (!hasToasts) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      keepFocusOutOf(regionRef.current);
      useToasts.setState({ toasts: [] });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasToasts]);

  return (
    <section className="toasts" aria-label="Notifications" ref={regionRef}>
      <div role="status" aria-live="polite" aria-relevant="additions">
        {hasToasts ? (
          <ol className="toasts__list">
            {/* Newest first: the list runs bottom up, so the newest sits nearest the corner. */}
            {[...toasts].reverse().map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const [isHeld, setIsHeld] = useState(false);
  const [offset, setOffset] = useState(0);
  const itemRef = useRef<HTMLLIElement>(null);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);

  useEffect(() => {
    if (isHeld) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [isHeld, toast.id]);

  const dismiss = () => {
    keepFocusOutOf(itemRef.current);
    dismissToast(toast.id);
  };

  // A swipe: drag the toast sideways and let go far enough out. Links and buttons inside keep their own clicks.
  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('a, button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setOffset(event.clientX - drag.current.startX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const distance = event.type === 'pointerup' ? Math.abs(event.clientX - drag.current.startX) : 0;
    drag.current = null;
    setOffset(0);
    if (distance >= Math.min(SWIPE_DISTANCE, event.currentTarget.offsetWidth / 3)) dismiss();
  };

  return (
    <li
      ref={itemRef}
      className={`toast toast--${toast.tone}${offset !== 0 ? ' toast--dragging' : ''}`}
      style={
        offset !== 0
          ? {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.3, 1 - Math.abs(offset) / 300),
            }
          : undefined
      }
      onPointerEnter={() => setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsHeld(false);
      }}
    >
      <div className="toast__content">
        <p className="toast__title">{toast.title}</p>
        {toast.message ? <p className="toast__message">{toast.message}</p> : null}
        {toast.action ? (
          <Link className="toast__action" to={toast.action.to} onClick={() => dismissToast(toast.id)}>
            {toast.action.label}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={`Dismiss notification: ${toast.title}`}
        onClick={dismiss}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

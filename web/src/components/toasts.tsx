/**
 * Toasts: short notices that come and go (a new application arrived, a change was saved). The list is UI state in a
 * zustand store, so any code can show one; `<ToastRegion />` renders it inside a polite live region that is on the
 * page before any toast arrives, so screen readers announce each one. A toast stays while the pointer or focus is on
 * it, and can always be dismissed.
 */
import { useEffect, useState } from 'react';
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

/** Mount once per area; toasts shown before a navigation stay visible on the next screen. */
export function ToastRegion() {
  const toasts = useToasts((state) => state.toasts);
  return (
    <section className="toasts" aria-label="Notifications">
      <div role="status" aria-live="polite" aria-relevant="additions">
        {toasts.length > 0 ? (
          <ol className="toasts__list">
            {toasts.map((toast) => (
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

  useEffect(() => {
    if (isHeld) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [isHeld, toast.id]);

  return (
    <li
      className={`toast toast--${toast.tone}`}
      onPointerEnter={() => setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
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
        onClick={() => dismissToast(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

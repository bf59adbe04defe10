/**
 * Closing an open popover (the profile menu, the notification panel) the way menus close: a press outside it, or
 * Escape, which also hands focus back to the button that opened it. With `closeOnFocusOut`, tabbing out closes it too.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss({
  isOpen,
  close,
  containerRef,
  buttonRef,
  closeOnFocusOut = false,
}: {
  isOpen: boolean;
  close: () => void;
  containerRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
  closeOnFocusOut?: boolean;
}) {
  // The latest `close`, so a parent's new function each render does not re-add the listeners.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!isOpen) return;
    const close = () => closeRef.current();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Captured first, so a dialog around the popover does not close as well.
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !containerRef.current?.contains(next)) close();
    };
    const container = closeOnFocusOut ? containerRef.current : null;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen, closeOnFocusOut, containerRef, buttonRef]);
}

/**
 * Moving focus to what a state change is about to show (the first field with an error, the form that just opened, the
 * button a closed form leaves behind). The move runs in the commit that puts it on screen (a layout effect), so
 * nothing can act between the new screen and the focus move. Waiting for the next animation frame left a gap: a person
 * who had already clicked into another field, or a browser test typing into one, had their keystrokes carried off to
 * the field focus moved to.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** `focusAfterRender(() => element?.focus())`: runs once this component's next render is committed. */
export function useFocusAfterRender(): (focus: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  const [, setRequests] = useState(0);
  useLayoutEffect(() => {
    const focus = pending.current;
    if (!focus) return;
    pending.current = null;
    focus();
  });
  return useCallback((focus: () => void) => {
    pending.current = focus;
    // A render of its own, so the move happens even when nothing else on screen changes.
    setRequests((count) => count + 1);
  }, []);
}

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterRender } from './use-focus-after-render';

/** A form that shows its error field only when asked to, and moves focus to it. */
function Form() {
  const [showsError, setShowsError] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  return (
    <>
      <input aria-label="Name" />
      {showsError ? <input id="email" aria-label="Email" aria-invalid /> : null}
      <button
        type="button"
        onClick={() => {
          setShowsError(true);
          focusAfterRender(() => document.getElementById('email')?.focus());
        }}
      >
        Check
      </button>
      <button type="button" onClick={() => focusAfterRender(() => screen.getByLabelText('Name').focus())}>
        Back to name
      </button>
    </>
  );
}

afterEach(cleanup);

describe('useFocusAfterRender', () => {
  it('moves focus to what the same change renders, before anything else can run', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    // No frame has passed: the field is there and already focused.
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('moves focus when nothing else on screen changes', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('moves focus once: a later render leaves it where the person put it', () => {
    const { rerender } = render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    screen.getByLabelText('Name').focus();
    rerender(<Form />);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });
});

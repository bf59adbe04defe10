// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDismiss } from './use-dismiss';

function Popover({ closeOnFocusOut = false }: { closeOnFocusOut?: boolean }) {
  const [isOpen, setIsOpen] = useState(true);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss({ isOpen, close: () => setIsOpen(false), containerRef, buttonRef, closeOnFocusOut });
  return (
    <>
      <div ref={containerRef}>
        <button ref={buttonRef} type="button" onClick={() => setIsOpen(!isOpen)}>
          Menu
        </button>
        {isOpen ? <a href="#in">Inside</a> : null}
      </div>
      <a href="#out">Outside</a>
    </>
  );
}

const isOpen = () => screen.queryByText('Inside') !== null;

afterEach(cleanup);

describe('useDismiss', () => {
  it('stays open for a press inside and closes for a press outside', () => {
    render(<Popover />);
    fireEvent.pointerDown(screen.getByText('Inside'));
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and hands focus back to its button', () => {
    render(<Popover />);
    act(() => screen.getByText('Inside').focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('ignores other keys', () => {
    render(<Popover />);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(isOpen()).toBe(true);
  });

  it('closes when focus leaves it only when asked to', () => {
    render(<Popover />);
    fireEvent.focusOut(screen.getByText('Inside'), { relatedTarget: screen.getByText('Outside') });
    expect(isOpen()).toBe(true);
    cleanup();

    render(<Popover closeOnFocusOut />);
    fireEvent.focusOut(screen.getByText('Inside'), { relatedTarget: screen.getByRole('button', { name: 'Menu' }) });
    expect(isOpen()).toBe(true);
    fireEvent.focusOut(screen.getByText('Inside'), { relatedTarget: screen.getByText('Outside') });
    expect(isOpen()).toBe(false);
  });
});

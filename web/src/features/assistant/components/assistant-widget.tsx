/**
 * The floating assistant (spec 1 §2.3): a button bottom-right on every page of the shared layout opens and closes the
 * chat. Only the button is in the page's first download; the chat itself (and its reply rules) loads when the button
 * is hovered, focused or pressed, and stays mounted once opened so a closed and reopened chat keeps its conversation.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import './assistant-widget.css';

const loadChat = () => import('./assistant-chat');
const AssistantChat = lazy(() => loadChat().then((module) => ({ default: module.AssistantChat })));

export function AssistantWidget() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const chatId = useId();

  // Escape and the chat's close button: the chat closes and focus goes back to the button that opened it.
  const close = useCallback(() => {
    setIsOpen(false);
    toggleRef.current?.focus();
  }, []);

  const prefetch = () => {
    void loadChat().catch(() => undefined);
  };

  return (
    <aside className="assistant" aria-label="Assistant">
      {hasOpened ? (
        <Suspense fallback={null}>
          <AssistantChat id={chatId} isOpen={isOpen} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="assistant__toggle"
        aria-expanded={isOpen}
        aria-controls={hasOpened ? chatId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setHasOpened(true);
          setIsOpen((open) => !open);
        }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          {isOpen ? (
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path
              d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12ZM8.5 12h.01M12 12h.01M15.5 12h.01"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
        <span className="visually-hidden">Chat with the Stint assistant</span>
      </button>
    </aside>
  );
}

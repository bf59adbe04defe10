/**
 * The assistant's chat window (spec 1 §2.3, §4, §5, §9), loaded on first use by the assistant widget. It opens with
 * the greeting; Enter sends (Shift+Enter starts a new line), a blank message is never sent, a typing indicator shows
 * for 1 second and then the reply of the first keyword rule the message matches. Paths in a reply become links.
 * A non-modal dialog: focus moves into the message field when it opens, Escape closes it, and the conversation is a
 * live log so screen readers hear each reply.
 */
import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ASSISTANT_GREETING,
  ASSISTANT_REPLY_DELAY_MS,
  canSendMessage,
  replyTo,
} from '@stint/shared/assistant/assistant-replies';
import './assistant-chat.css';

type Message = { id: number; from: 'user' | 'assistant'; text: string };

/** A site path at the start of the text or after a space or bracket: `/internships`, `/student/applications`. */
const PATH = /(?<=^|[\s(])(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)/g;

function MessageText({ text }: { text: string }) {
  const parts = text.split(PATH);
  // `split` with a capturing group puts the paths at the odd indexes.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} to={part}>
        {part}
      </Link>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

export function AssistantChat({ id, isOpen, onClose }: { id: string; isOpen: boolean; onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'assistant', text: ASSISTANT_GREETING }]);
  const [draft, setDraft] = useState('');
  const [pendingReplies, setPendingReplies] = useState(0);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const canSend = canSendMessage(draft);

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  // The newest message stays in view.
  useEffect(() => {
    const log = logRef.current;
    if (log && isOpen) log.scrollTop = log.scrollHeight;
  }, [messages, pendingReplies, isOpen]);

  const add = (from: Message['from'], text: string) =>
    setMessages((current) => [...current, { id: nextId.current++, from, text }]);

  const send = () => {
    if (!canSendMessage(draft)) return;
    const text = draft.trim();
    add('user', text);
    setDraft('');
    setPendingReplies((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      add('assistant', replyTo(text));
      setPendingReplies((count) => count - 1);
    }, ASSISTANT_REPLY_DELAY_MS);
    timers.current.add(timer);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter keeps the browser's new line, and so does Enter while an input method composes.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      id={id}
      className="assistant-chat"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!isOpen}
      onKeyDown={onKeyDown}
    >
      <header className="assistant-chat__header">
        <div>
          <h2 id={titleId} className="assistant-chat__title">
            Stint Assistant
          </h2>
          <p className="assistant-chat__subtitle">Quick answers about using Stint</p>
        </div>
        <button type="button" className="assistant-chat__close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Close chat</span>
        </button>
      </header>

      {/* Focusable so the conversation can be scrolled from the keyboard. */}
      <div
        ref={logRef}
        className="assistant-chat__log"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
      >
        <ol className="assistant-chat__messages plain-list">
          {messages.map((message) => (
            <li key={message.id} className={`assistant-message assistant-message--${message.from}`}>
              <span className="visually-hidden">{message.from === 'user' ? 'You: ' : 'Assistant: '}</span>
              {message.from === 'assistant' ? <MessageText text={message.text} /> : message.text}
            </li>
          ))}
          {pendingReplies > 0 ? (
            <li className="assistant-message assistant-message--assistant assistant-message--typing">
              <span className="visually-hidden">The assistant is typing…</span>
              <span className="assistant-typing" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </li>
          ) : null}
        </ol>
      </div>

      <form className="assistant-chat__form" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={inputId}>
          Your message
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="assistant-chat__input"
          rows={2}
          maxLength={1000}
          placeholder="Ask a question…"
          aria-describedby={hintId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" className="assistant-chat__send" disabled={!canSend}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 12 20 4l-5 16-3.5-6.5L4 12Zm7.5 1.5L20 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">Send</span>
        </button>
        <p id={hintId} className="assistant-chat__hint">
          Enter sends · Shift+Enter adds a line
        </p>
      </form>
    </section>
  );
}

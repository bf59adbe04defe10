/**
 * An application's messages (issue 17 item 2): the conversation between the student and the employer, oldest first,
 * with Load Earlier, and a box to write in for those two; the student's university reads along. New messages arrive
 * live (the `messages` topic) without a reload, and reaching the newest one marks the thread read, which clears the
 * unread counts here and in the navbar.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
  REMOVED_MESSAGE_TEXT,
} from '@stint/shared/messages/messages.constants';
import { characterCount } from '@stint/shared/messages/messages.schemas';
import type { ThreadMessage } from '@stint/shared/messages/messages.schemas';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { formatDateTime } from '../../../components/dates';
import { TextAreaField } from '../../../components/form-fields';
import { LoadingPanel } from '../../../components/loading-panel';
import { QueryError } from '../../../components/query-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useThread } from '../api/get-thread';
import { markMessagesRead } from '../api/mark-messages-read';
import { postMessage } from '../api/post-message';
import './messages.css';

const roleLabels = { student: 'Student', employer: 'Employer' } as const;

export type ThreadPanelProps = {
  applicationId: string;
  headingLevel?: 2 | 3;
  /** Shut until opened (a list of several applications): the thread loads only then. */
  collapsible?: boolean;
};

export function ThreadPanel({ applicationId, headingLevel = 2, collapsible = false }: ThreadPanelProps) {
  const [isOpen, setIsOpen] = useState(!collapsible);
  const headingId = useId();
  const bodyId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section className="thread" aria-labelledby={headingId}>
      <div className="thread__header split-row">
        <Heading id={headingId} className="thread__title">
          Messages
        </Heading>
        {collapsible ? (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => setIsOpen(!isOpen)}
          >
            {isOpen ? 'Hide messages' : 'Show messages'}
          </button>
        ) : null}
      </div>
      <div id={bodyId} hidden={!isOpen}>
        {isOpen ? <ThreadBody applicationId={applicationId} /> : null}
      </div>
    </section>
  );
}

function ThreadBody({ applicationId }: { applicationId: string }) {
  const thread = useThread(applicationId);
  const { messages, canWrite, readUpTo, unreadCount } = thread;
  const marked = useRef<string | null>(null);
  const newest = messages?.at(-1);

  // Reaching the newest message marks the thread read, once per newest message (a failure is retried by the next).
  useEffect(() => {
    if (!newest || newest.isOwn || !canWrite || newest.seq <= readUpTo || marked.current === newest._id) return;
    marked.current = newest._id;
    void markMessagesRead(applicationId, newest._id).catch(() => {
      marked.current = null;
    });
  }, [applicationId, canWrite, newest, readUpTo]);

  if (!messages) {
    return thread.error ? (
      <QueryError
        title="Error Loading Messages"
        error={thread.error}
        fallback="The messages could not be loaded."
        onRetry={() => thread.mutate()}
      />
    ) : (
      <LoadingPanel text="Loading messages…" />
    );
  }

  return (
    <>
      {unreadCount > 0 ? (
        <p className="thread__unread">
          <span className="badge badge--info">{unreadCount} unread</span>
        </p>
      ) : null}
      {thread.hasEarlier ? (
        <button
          type="button"
          className="button button--secondary button--small thread__earlier"
          onClick={thread.loadEarlier}
          disabled={thread.isValidating}
        >
          Load earlier messages
        </button>
      ) : null}
      <div role="log" aria-label="Conversation" className="thread__log">
        {messages.length === 0 ? (
          <p className="muted">{canWrite ? 'No messages yet. Write the first one below.' : 'No messages yet.'}</p>
        ) : (
          <ol className="thread__messages plain-list">
            {messages.map((message) => (
              <MessageItem key={message._id} message={message} />
            ))}
          </ol>
        )}
      </div>
      {canWrite ? (
        <Composer applicationId={applicationId} />
      ) : (
        <p className="muted thread__note">Only the student and the employer write here; you can read along.</p>
      )}
    </>
  );
}

function MessageItem({ message }: { message: ThreadMessage }) {
  return (
    <li className={message.isOwn ? 'thread__message thread__message--own' : 'thread__message'}>
      <p className="thread__meta">
        <strong>{message.isOwn ? 'You' : message.author.name}</strong>
        <span className="muted"> · {roleLabels[message.author.role]} · </span>
        <time className="muted" dateTime={message.postedAt}>
          {formatDateTime(message.postedAt)}
        </time>
      </p>
      {message.removed ? (
        <p className="thread__text thread__text--removed">{REMOVED_MESSAGE_TEXT}</p>
      ) : (
        <p className="thread__text">{message.text}</p>
      )}
    </li>
  );
}

/** Checks what the api checks, so the person reads the same words before sending. */
export function messageProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return MESSAGE_EMPTY_MESSAGE;
  return characterCount(trimmed) > MESSAGE_MAX_LENGTH ? MESSAGE_TOO_LONG_MESSAGE : null;
}

function Composer({ applicationId }: { applicationId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isSending, setIsSending] = useState(false);
  // One key per message being written: a retry after a lost answer posts it once.
  const key = useRef(newIdempotencyKey('message'));
  const fieldId = `message-${applicationId}`;
  const count = characterCount(text.trim());

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const problem = messageProblem(text);
    setError(problem ?? undefined);
    setStatus(null);
    if (problem) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setIsSending(true);
    try {
      await postMessage(applicationId, text, key.current);
      key.current = newIdempotencyKey('message');
      setText('');
      setStatus({ tone: 'success', text: 'Message sent.' });
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.errors.find((e) => e.path === 'text') : undefined;
      if (fieldError) setError(fieldError.message);
      else
        setStatus({ tone: 'danger', text: errorMessage(failure, 'Your message could not be sent. Please try again.') });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className="thread__composer" onSubmit={send} noValidate>
      <TextAreaField
        id={fieldId}
        label="Your message"
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        rows={3}
        error={error}
        hint={`${count.toLocaleString('en-GB')} / ${MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters`}
      />
      <div className="action-row">
        <button type="submit" className="button button--primary" disabled={isSending}>
          {isSending ? 'Sending…' : 'Send Message'}
        </button>
      </div>
      <StatusNote status={status} />
    </form>
  );
}

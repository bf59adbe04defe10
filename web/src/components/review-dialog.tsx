/**
 * Confirms a reviewer's decision on an item (approve, reject, request revision, mark reviewed…) with a comment that
 * is required, optional or not asked for. A required comment is checked before sending; the server's refusal (a 409
 * when the item moved on meanwhile, a 400 on the comment) shows here, in the dialog, and the dialog stays open.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client';
import { Banner } from './alerts';
import { TextAreaField } from './form-fields';
import { Modal } from './modal';
import './review-dialog.css';

export type ReviewDialogProps = {
  title: string;
  /** The item the decision is about (a line under the title). */
  description?: ReactNode;
  /** What happens when confirmed. */
  text?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'primary' | 'danger';
  comment: 'required' | 'optional' | 'none';
  commentLabel?: string;
  commentHint?: string;
  /** Shown when a required comment is left blank (the server's own wording). */
  requiredMessage?: string;
  /** Shown when the server gives no message of its own. */
  failureMessage: string;
  /** Sends the decision; throws the api's error, which the dialog shows. */
  onConfirm: (comment: string) => Promise<void>;
  onClose: () => void;
};

const COMMENT_MAX = 2000;

export function ReviewDialog({
  title,
  description,
  text,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  comment: commentMode,
  commentLabel = 'Comment',
  commentHint,
  requiredMessage = 'Please add a comment',
  failureMessage,
  onConfirm,
  onClose,
}: ReviewDialogProps) {
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const formId = 'review-dialog-form';
  const commentId = 'review-dialog-comment';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setError(null);
    const trimmed = comment.trim();
    if (commentMode === 'required' && !trimmed) {
      setCommentError(requiredMessage);
      document.getElementById(commentId)?.focus();
      return;
    }
    setCommentError(null);
    setIsSending(true);
    try {
      await onConfirm(commentMode === 'none' ? '' : trimmed);
    } catch (failure) {
      setIsSending(false);
      const fieldMessage =
        failure instanceof ApiError ? failure.errors.find((item) => item.path === 'comment')?.message : undefined;
      if (fieldMessage && commentMode !== 'none') {
        setCommentError(fieldMessage);
        document.getElementById(commentId)?.focus();
      } else {
        setError(errorMessage(failure, failureMessage));
      }
    }
  };

  return (
    <Modal
      size="small"
      title={title}
      description={description}
      onClose={() => {
        if (!isSending) onClose();
      }}
      initialFocus={commentMode === 'none' ? '[data-confirm]' : `#${commentId}`}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={isSending}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className={tone === 'danger' ? 'button button--danger' : 'button button--primary'}
            disabled={isSending}
            data-confirm
          >
            {isSending ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {error ? (
        <Banner tone="danger" title="Not saved">
          <p>{error}</p>
        </Banner>
      ) : null}
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {text ? <div className="review-dialog__text">{text}</div> : null}
        {commentMode === 'none' ? null : (
          <TextAreaField
            id={commentId}
            name="comment"
            label={commentLabel}
            hint={commentHint}
            required={commentMode === 'required'}
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            error={commentError ?? undefined}
            onChange={(value) => {
              setComment(value);
              if (commentError && value.trim()) setCommentError(null);
            }}
          />
        )}
      </form>
    </Modal>
  );
}

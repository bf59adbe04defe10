/**
 * Submit on a student's own review item (a logbook entry, a report): the request, a success toast, and the keyboard
 * focus moved to the item's title, since Submit goes away once it is submitted. A failure is kept for the card to
 * show: the server's message, else the error's own, else `failure`.
 */
import { useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { showToast, type Toast } from './toasts';

export function useSubmitForReview(send: () => Promise<Omit<Toast, 'id' | 'tone'>>, failure: string) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    setProblem(null);
    try {
      showToast({ tone: 'success', ...(await send()) });
      titleRef.current?.focus();
    } catch (error) {
      setProblem(errorMessage(error, error instanceof Error ? error.message : failure));
    } finally {
      setIsSubmitting(false);
    }
  };

  return { titleRef, isSubmitting, problem, submit };
}

export function SubmitForReviewButton({
  itemTitle,
  label,
  isSubmitting,
  onSubmit,
}: {
  itemTitle: string;
  /** 'Submit', or 'Resubmit' for an item sent back. */
  label: string;
  isSubmitting: boolean;
  onSubmit: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--primary button--small"
      onClick={onSubmit}
      // Not `disabled`: a disabled button would drop the keyboard focus while the request runs.
      aria-disabled={isSubmitting || undefined}
    >
      {isSubmitting ? 'Submitting…' : label}
      <span className="visually-hidden"> “{itemTitle}” for review</span>
    </button>
  );
}

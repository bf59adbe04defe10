/**
 * The frame of a student's New / Edit modal for something written about a placement (a logbook entry, a report).
 * Something new needs an accepted internship: while the student has none, the modal explains why it cannot be used
 * and where to go instead of showing a form that could not be sent. Otherwise it shows the form, whose busy state
 * keeps the modal open and its buttons saying so, and says what was saved when it closes.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { LoadingPanel } from './loading-panel';
import { Modal } from './modal';
import { QueryError } from './query-state';
import { showToast } from './toasts';

export function PlacementDraftModal({
  isNew,
  accepted,
  newTitle,
  noPlacementDescription,
  noPlacementText,
  explainClassName,
  title,
  description,
  initialFocus,
  formId,
  submitLabel,
  onClose,
  children,
}: {
  /** Whether the form writes something new, which needs an accepted internship. */
  isNew: boolean;
  accepted: { internships: readonly PlacementInternship[] | undefined; error: unknown; retry: () => void };
  /** The title while there is no internship to write about. */
  newTitle: string;
  noPlacementDescription: string;
  /** Why there is nothing to write about yet. */
  noPlacementText: string;
  explainClassName: string;
  title: string;
  description: string;
  initialFocus: string;
  /** The id of the form the Save button submits. */
  formId: string;
  submitLabel: string;
  onClose: () => void;
  children: (form: {
    internships: readonly PlacementInternship[];
    onBusyChange: (isBusy: boolean) => void;
    onSaved: (saved: { title: string }, message: string) => void;
  }) => ReactNode;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const close = () => {
    if (!isBusy) onClose();
  };

  if (isNew && !accepted.internships) {
    return (
      <Modal title={newTitle} onClose={close} size="small" footer={<CloseButton onClose={close} />}>
        {accepted.error ? (
          <QueryError
            title="Your internships could not be loaded"
            error={accepted.error}
            fallback={accepted.error instanceof Error ? accepted.error.message : ''}
            onRetry={accepted.retry}
          />
        ) : (
          <LoadingPanel text="Loading your internships…" />
        )}
      </Modal>
    );
  }

  if (isNew && accepted.internships?.length === 0) {
    return (
      <Modal
        title={newTitle}
        description={noPlacementDescription}
        onClose={close}
        size="small"
        footer={<CloseButton onClose={close} />}
      >
        <div className={explainClassName}>
          <p>{noPlacementText}</p>
          <p>
            <Link to="/student/applications">See where your applications stand</Link> or{' '}
            <Link to="/student/internships">browse internships</Link>.
          </p>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title={title}
      description={description}
      onClose={close}
      size="large"
      initialFocus={initialFocus}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close} disabled={isBusy}>
            Cancel
          </button>
          <button type="submit" form={formId} className="button button--primary" aria-disabled={isBusy || undefined}>
            {isBusy ? 'Saving…' : submitLabel}
          </button>
        </>
      }
    >
      {children({
        internships: accepted.internships ?? [],
        onBusyChange: setIsBusy,
        onSaved: (saved, message) => {
          showToast({ tone: 'success', title: message, message: `“${saved.title}”` });
          onClose();
        },
      })}
    </Modal>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className="button button--primary" onClick={onClose}>
      Close
    </button>
  );
}

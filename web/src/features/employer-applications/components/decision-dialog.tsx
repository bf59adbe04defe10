/**
 * Confirms a decision on an application and sends it. Accepting and rejecting cannot be undone, so they are confirmed;
 * a refusal from the server (409: not allowed any more, or every position filled) is shown here, in the dialog.
 */
import { useState } from 'react';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { Banner } from '../../../components/alerts';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { updateApplicationStatus, type ApplicationDecision } from '../api/update-application-status';
import { studentName } from './application-status';

const COPY: Record<
  ApplicationDecision,
  { title: string; confirm: string; busy: string; text: string; failure: string }
> = {
  accepted: {
    title: 'Accept this application?',
    confirm: 'Accept Application',
    busy: 'Accepting…',
    text: 'The student is told at once and takes one of the positions. This cannot be undone.',
    failure: 'Failed to accept the application',
  },
  rejected: {
    title: 'Reject this application?',
    confirm: 'Reject Application',
    busy: 'Rejecting…',
    text: 'The student is told at once. This cannot be undone.',
    failure: 'Failed to reject the application',
  },
  reviewing: {
    title: 'Mark as reviewing?',
    confirm: 'Mark as Reviewing',
    busy: 'Saving…',
    text: 'The student sees that you are reviewing the application.',
    failure: 'Failed to update the application',
  },
};

export function DecisionDialog({
  application,
  decision,
  onClose,
  onDone,
}: {
  application: Application;
  decision: ApplicationDecision;
  onClose: () => void;
  onDone: (summary: string) => void;
}) {
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = COPY[decision];
  const name = studentName(application);

  const confirm = async () => {
    setIsSending(true);
    setError(null);
    try {
      await updateApplicationStatus(application, decision);
      const verb = decision === 'accepted' ? 'accepted' : decision === 'rejected' ? 'rejected' : 'marked as reviewing';
      onDone(`${name}'s application was ${verb}.`);
    } catch (failure) {
      setIsSending(false);
      setError(errorMessage(failure, copy.failure));
    }
  };

  return (
    <Modal
      size="small"
      title={copy.title}
      description={`${name} · ${application.internship.title}`}
      onClose={() => {
        if (!isSending) onClose();
      }}
      initialFocus="[data-confirm]"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={isSending}>
            Cancel
          </button>
          <button
            type="button"
            className={decision === 'rejected' ? 'button button--danger' : 'button button--primary'}
            onClick={() => void confirm()}
            disabled={isSending}
            data-confirm
          >
            {isSending ? copy.busy : copy.confirm}
          </button>
        </>
      }
    >
      {error ? (
        <Banner tone="danger" title="Not saved">
          <p>{error}</p>
        </Banner>
      ) : null}
      <p className="decision-dialog__text">{copy.text}</p>
    </Modal>
  );
}

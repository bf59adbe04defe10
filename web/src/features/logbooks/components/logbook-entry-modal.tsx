/**
 * The New Entry / Edit Entry modal (spec 1 §2.16). A new entry needs an accepted internship: while the student has
 * none, the modal explains why it cannot be used and where to go instead of showing a form that could not be sent.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { Banner } from '../../../components/alerts';
import { LoadingPanel } from '../../../components/loading-panel';
import { Modal } from '../../../components/modal';
import { showToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import type { useAcceptedInternships } from '../api/get-accepted-internships';
import { LOGBOOK_FORM_ID, LogbookEntryForm } from './logbook-entry-form';

export function LogbookEntryModal({
  entry,
  accepted,
  onClose,
}: {
  entry: LogbookEntry | null;
  accepted: ReturnType<typeof useAcceptedInternships>;
  onClose: () => void;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const close = () => {
    if (!isBusy) onClose();
  };

  if (entry === null && !accepted.internships) {
    return (
      <Modal title="New Logbook Entry" onClose={close} size="small" footer={<CloseButton onClose={close} />}>
        {accepted.error ? (
          <Banner tone="danger" title="Your internships could not be loaded">
            <p>{errorMessage(accepted.error, accepted.error instanceof Error ? accepted.error.message : '')}</p>
            <button type="button" className="button button--secondary button--small" onClick={accepted.retry}>
              Try Again
            </button>
          </Banner>
        ) : (
          <LoadingPanel text="Loading your internships…" />
        )}
      </Modal>
    );
  }

  if (entry === null && accepted.internships?.length === 0) {
    return (
      <Modal
        title="New Logbook Entry"
        description="A logbook is kept for an internship you were accepted to."
        onClose={close}
        size="small"
        footer={<CloseButton onClose={close} />}
      >
        <div className="logbook-modal__explain">
          <p>
            You have no accepted internship yet, so there is nothing to write an entry for. When an employer accepts one
            of your applications, you can start your logbook here.
          </p>
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
      title={entry ? 'Edit Logbook Entry' : 'New Logbook Entry'}
      description={
        entry
          ? entry.status === 'rejected'
            ? 'Saving makes the entry a draft again; submit it once more for review.'
            : 'Your changes are saved to the draft.'
          : 'The entry is saved as a draft; submit it when it is ready for review. Every field is required.'
      }
      onClose={close}
      size="large"
      initialFocus={entry ? '#logbook-weekNumber' : '#logbook-internship'}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close} disabled={isBusy}>
            Cancel
          </button>
          <button
            type="submit"
            form={LOGBOOK_FORM_ID}
            className="button button--primary"
            aria-disabled={isBusy || undefined}
          >
            {isBusy ? 'Saving…' : entry ? 'Save Changes' : 'Save Draft'}
          </button>
        </>
      }
    >
      <LogbookEntryForm
        entry={entry}
        internships={accepted.internships ?? []}
        onBusyChange={setIsBusy}
        onSaved={(saved, message) => {
          showToast({ tone: 'success', title: message, message: `“${saved.title}”` });
          onClose();
        }}
      />
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

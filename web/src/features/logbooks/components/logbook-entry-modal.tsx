/**
 * The New Entry / Edit Entry modal (spec 1 §2.16). A new entry needs an accepted internship: while the student has
 * none, the modal explains why it cannot be used and where to go instead of showing a form that could not be sent.
 */
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { PlacementDraftModal } from '../../../components/placement-draft-modal';
import type { useAcceptedInternships } from '../../../lib/accepted-internships';
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
  return (
    <PlacementDraftModal
      isNew={entry === null}
      accepted={accepted}
      newTitle="New Logbook Entry"
      noPlacementDescription="A logbook is kept for an internship you were accepted to."
      noPlacementText="You have no accepted internship yet, so there is nothing to write an entry for. When an employer accepts one of your applications, you can start your logbook here."
      explainClassName="review-modal__explain"
      title={entry ? 'Edit Logbook Entry' : 'New Logbook Entry'}
      description={
        entry
          ? entry.status === 'rejected'
            ? 'Saving makes the entry a draft again; submit it once more for review.'
            : 'Your changes are saved to the draft.'
          : 'The entry is saved as a draft; submit it when it is ready for review. Every field is required.'
      }
      initialFocus={entry ? '#logbook-weekNumber' : '#logbook-internship'}
      formId={LOGBOOK_FORM_ID}
      submitLabel={entry ? 'Save Changes' : 'Save Draft'}
      onClose={onClose}
    >
      {(form) => <LogbookEntryForm entry={entry} {...form} />}
    </PlacementDraftModal>
  );
}

/**
 * The New Report / Revise Report modal (spec 1 §2.17). A new report needs an accepted internship: while the student
 * has none, the modal explains why it cannot be used and where to go instead of showing a form that could not be sent.
 */
import type { Report } from '@stint/shared/reports/reports.schemas';
import { PlacementDraftModal } from '../../../components/placement-draft-modal';
import type { useAcceptedInternships } from '../../../lib/accepted-internships';
import { REPORT_FORM_ID, ReportForm } from './report-form';
import { canRevise } from './report-rules';

export function ReportModal({
  report,
  accepted,
  onClose,
}: {
  report: Report | null;
  accepted: ReturnType<typeof useAcceptedInternships>;
  onClose: () => void;
}) {
  const isRevision = report !== null && canRevise(report);
  return (
    <PlacementDraftModal
      isNew={report === null}
      accepted={accepted}
      newTitle="New Report"
      noPlacementDescription="Reports are written about an internship you were accepted to."
      noPlacementText="You have no accepted internship yet, so there is nothing to report on. When an employer accepts one of your applications, you can write your reports here."
      explainClassName="review-modal__explain"
      title={report ? (isRevision ? 'Revise Report' : 'Edit Report') : 'New Report'}
      description={
        report
          ? isRevision
            ? 'Saving makes the report a draft again; then submit it for review.'
            : 'Your changes are saved to the draft.'
          : 'The report is saved as a draft; submit it when it is ready for review. Every field is required.'
      }
      initialFocus={report ? '#report-type' : '#report-internship'}
      formId={REPORT_FORM_ID}
      submitLabel={report ? (isRevision ? 'Save Revision' : 'Save Changes') : 'Save Draft'}
      onClose={onClose}
    >
      {(form) => <ReportForm report={report} {...form} />}
    </PlacementDraftModal>
  );
}

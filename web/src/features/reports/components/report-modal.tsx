/**
 * The New Report / Revise Report modal (spec 1 §2.17). A new report needs an accepted internship: while the student
 * has none, the modal explains why it cannot be used and where to go instead of showing a form that could not be sent.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { Banner } from '../../../components/alerts';
import { LoadingPanel } from '../../../components/loading-panel';
import { Modal } from '../../../components/modal';
import { showToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import type { useAcceptedInternships } from '../api/get-accepted-internships';
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
  const [isBusy, setIsBusy] = useState(false);
  const close = () => {
    if (!isBusy) onClose();
  };

  if (report === null && !accepted.internships) {
    return (
      <Modal title="New Report" onClose={close} size="small" footer={<CloseButton onClose={close} />}>
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

  if (report === null && accepted.internships?.length === 0) {
    return (
      <Modal
        title="New Report"
        description="Reports are written about an internship you were accepted to."
        onClose={close}
        size="small"
        footer={<CloseButton onClose={close} />}
      >
        <div className="report-modal__explain">
          <p>
            You have no accepted internship yet, so there is nothing to report on. When an employer accepts one of your
            applications, you can write your reports here.
          </p>
          <p>
            <Link to="/student/applications">See where your applications stand</Link> or{' '}
            <Link to="/student/internships">browse internships</Link>.
          </p>
        </div>
      </Modal>
    );
  }

  const isRevision = report !== null && canRevise(report);
  return (
    <Modal
      title={report ? (isRevision ? 'Revise Report' : 'Edit Report') : 'New Report'}
      description={
        report
          ? isRevision
            ? 'Saving makes the report a draft again; then submit it for review.'
            : 'Your changes are saved to the draft.'
          : 'The report is saved as a draft; submit it when it is ready for review. Every field is required.'
      }
      onClose={close}
      size="large"
      initialFocus={report ? '#report-type' : '#report-internship'}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close} disabled={isBusy}>
            Cancel
          </button>
          <button
            type="submit"
            form={REPORT_FORM_ID}
            className="button button--primary"
            aria-disabled={isBusy || undefined}
          >
            {isBusy ? 'Saving…' : report ? (isRevision ? 'Save Revision' : 'Save Changes') : 'Save Draft'}
          </button>
        </>
      }
    >
      <ReportForm
        report={report}
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

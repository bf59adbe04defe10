/**
 * One application as the student sees it (spec 1 §2.15): the internship, status, dates, the status history, the cover
 * letter, the resume (through a 5-minute signed link) and Withdraw while it is pending, or accepted until the last day
 * of the placement. Shared by the detail modal and the detail page.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { Banner } from '../../../components/alerts';
import { placementStage } from '@stint/shared/placements/placement-stage';
import { formatDateTime, todayIso } from '../../../components/dates';
import { Facts } from '../../../components/facts';
import { formatFileSize } from '../../../components/file-size';
import { RetryButton } from '../../../components/query-state';
import { showToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useInternship } from '../../../lib/internship-read';
import { useApplicationResume } from '../api/get-application-resume';
import { withdrawApplication } from '../api/withdraw-application';
import { canWithdraw, StatusBadge, statusLabel } from './application-status';

const fileKinds: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word (.doc)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
};

export function ApplicationView({
  application,
  headingLevel,
  idPrefix,
}: {
  application: Application;
  headingLevel: 2 | 3;
  idPrefix: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lastChange = application.statusHistory.at(-1)?.at ?? application.updatedAt;
  return (
    <div className="application-view">
      <Facts
        className="facts facts--grid application-facts"
        facts={[
          {
            label: 'Internship',
            value: (
              <Link to={`/internships/${encodeURIComponent(application.internship._id)}`}>
                {application.internship.title}
              </Link>
            ),
          },
          { label: 'Company', value: application.internship.company },
          { label: 'Location', value: application.internship.location },
          { label: 'Status', value: <StatusBadge status={application.status} /> },
          { label: 'Applied', value: formatDateTime(application.appliedDate) ?? '—' },
          {
            label: 'Last update',
            value: lastChange && lastChange !== application.appliedDate ? (formatDateTime(lastChange) ?? '—') : null,
          },
        ]}
      />

      <section aria-labelledby={`${idPrefix}-history`}>
        <Heading id={`${idPrefix}-history`} className="application-view__heading">
          Status history
        </Heading>
        <StatusHistory application={application} />
      </section>

      <section aria-labelledby={`${idPrefix}-letter`}>
        <Heading id={`${idPrefix}-letter`} className="application-view__heading">
          Cover letter
        </Heading>
        <p className="prose prose--boxed">{application.coverLetter}</p>
      </section>

      <section aria-labelledby={`${idPrefix}-resume`}>
        <Heading id={`${idPrefix}-resume`} className="application-view__heading">
          Resume
        </Heading>
        <p className="application-view__file">
          {application.resume.originalName}{' '}
          <span className="application-view__file-meta">
            ({fileKinds[application.resume.contentType] ?? application.resume.contentType},{' '}
            {formatFileSize(application.resume.size)})
          </span>
        </p>
        <ResumeLink applicationId={application._id} fileName={application.resume.originalName} />
      </section>

      {canWithdraw(application) ? <Withdrawal application={application} /> : null}
    </div>
  );
}

/**
 * Withdraw, but not from a placement that has ended (its internship's last day is past: it may be certified by now),
 * which the api refuses too. Until the internship's dates are known an accepted application shows nothing; if they
 * cannot be read, the control shows and the api has the last word.
 */
function Withdrawal({ application }: { application: Application }) {
  const accepted = application.status === 'accepted';
  const { data, error } = useInternship(accepted ? application.internship._id : undefined);
  if (accepted && !data && !error) return null;
  const { startDate, endDate } = data?.internship ?? {};
  if (accepted && startDate && endDate && placementStage({ startDate, endDate }, todayIso()) === 'completed')
    return null;
  return <WithdrawControl application={application} />;
}

export function StatusHistory({ application }: { application: Application }) {
  const history =
    application.statusHistory.length > 0
      ? application.statusHistory
      : [{ status: application.status, at: application.appliedDate, by: null }];
  return (
    <ol className="timeline">
      {history.map((change, index) => (
        <li key={`${index}-${change.status}-${change.at}`} className="timeline__item">
          <div className="timeline__line">
            <StatusBadge status={change.status} />
            <span className="status-history__when">{formatDateTime(change.at) ?? '—'}</span>
          </div>
          <p className="status-history__what">{describeChange(change.status, index === 0, change.by?.role)}</p>
          {'note' in change && change.note ? <p className="status-history__note">“{change.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

function describeChange(status: string, isFirst: boolean, role: string | undefined): string {
  if (isFirst && status === 'pending') return 'You submitted your application.';
  if (status === 'withdrawn') return 'You withdrew your application.';
  if (status === 'reviewing') return 'The employer started reviewing your application.';
  if (status === 'accepted') return 'The employer accepted your application.';
  if (status === 'rejected') return 'The employer declined your application.';
  return `Status changed to ${statusLabel(status)}${role ? ` by the ${role}` : ''}.`;
}

function ResumeLink({ applicationId, fileName }: { applicationId: string; fileName: string }) {
  const { data, error, mutate } = useApplicationResume(applicationId);
  if (data) {
    return (
      <a className="button button--secondary button--small" href={data.url} target="_blank" rel="noopener noreferrer">
        View Resume<span className="visually-hidden"> {fileName} (opens in a new tab)</span>
      </a>
    );
  }
  if (error) {
    return (
      <p className="application-view__problem" role="alert">
        {errorMessage(error, 'Could not prepare the link to your resume.')} <RetryButton onRetry={mutate} />
      </p>
    );
  }
  return <p className="muted">Preparing the link to your resume…</p>;
}

function WithdrawControl({ application }: { application: Application }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const withdraw = async () => {
    setStep('busy');
    setProblem(null);
    try {
      const { message } = await withdrawApplication(application._id);
      showToast({ tone: 'info', title: message ?? 'Application withdrawn' });
      setStep('idle');
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to withdraw the application'));
      setStep('confirm');
    }
  };

  return (
    <section className="withdraw-box" aria-label="Withdraw application">
      {problem ? <Banner tone="danger">{problem}</Banner> : null}
      {step === 'idle' ? (
        <>
          <p className="withdraw-box__text">
            {application.status === 'accepted'
              ? 'Cannot take up this placement? You can withdraw from it. Your employer and your university will see that you withdrew, and you cannot apply to this internship again.'
              : 'Changed your mind? You can withdraw while the application is pending. The employer will no longer consider it, and you cannot apply to this internship again.'}
          </p>
          <button type="button" className="button withdraw-button" onClick={() => setStep('confirm')}>
            Withdraw Application
          </button>
        </>
      ) : (
        <div className="withdraw-box__confirm" role="group" aria-labelledby={`withdraw-${application._id}`}>
          <p id={`withdraw-${application._id}`} className="withdraw-box__question">
            Withdraw your application to {application.internship.title}? This cannot be undone.
          </p>
          <div className="withdraw-box__actions cluster">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStep('idle')}
              disabled={step === 'busy'}
            >
              Keep Application
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void withdraw()}
              disabled={step === 'busy'}
            >
              {step === 'busy' ? 'Withdrawing…' : 'Yes, Withdraw'}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

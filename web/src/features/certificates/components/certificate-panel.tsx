/**
 * The completion certificate on the student's application page (issue 17 item 7): for an accepted placement, the
 * three grounds as a checklist — the end date reached, the final report approved, the final evaluation approved —
 * and "Get your certificate" once all hold; then the certificate, its PDF and the link that verifies it. Live: an
 * admin's approval ticks its ground on the open page, and a revocation takes the certificate away.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { formatCalendarDate } from '../../../components/dates';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import { useApplication } from '../../applications/api/get-application';
import { downloadCertificate, takeCertificate, useCertificateGrounds } from '../api/certificates';
import { CertificateFacts } from './certificate-facts';
import './certificates.css';

export function CertificatePanel({ applicationId }: { applicationId: string }) {
  const application = useApplication(applicationId).data?.application;
  const internshipId = application?.status === 'accepted' ? application.internship._id : undefined;
  const { data: grounds } = useCertificateGrounds(internshipId);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  if (!internshipId || !grounds) return null;

  const run = async (action: () => Promise<unknown>, failure: string) => {
    if (isBusy) return;
    setIsBusy(true);
    setStatus(null);
    try {
      await action();
    } catch (error) {
      setStatus({ tone: 'danger', text: errorMessage(error, failure) });
    } finally {
      setIsBusy(false);
    }
  };

  const { certificate } = grounds;
  const checklist = [
    {
      key: 'ended',
      isDone: grounds.hasEnded,
      text: `The internship has ended (its end date is ${formatCalendarDate(grounds.endDate)})`,
    },
    { key: 'report', isDone: grounds.isFinalReportApproved, text: 'Your final report is approved' },
    {
      key: 'evaluation',
      isDone: grounds.isFinalEvaluationApproved,
      text: 'Your employer’s final evaluation is approved',
    },
  ];
  const isReady = checklist.every((ground) => ground.isDone);

  return (
    <section className="card certificate" id="certificate" aria-labelledby="certificate-title">
      <SectionHeader id="certificate-title" title="Completion certificate" card />
      {certificate ? (
        <>
          <p className="certificate__note">
            Congratulations on completing your placement. Anyone you share the code with can check that your certificate
            is genuine.
          </p>
          <CertificateFacts certificate={certificate} />
          <StatusNote status={status} />
          <div className="action-row">
            <button
              type="button"
              className="button button--primary"
              disabled={isBusy}
              onClick={() => void run(() => downloadCertificate(certificate), 'Could not download the certificate')}
            >
              Download PDF
            </button>
            <Link className="button button--secondary" to={`/verify/${certificate.code}`}>
              Open verification page
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="certificate__note">You receive your certificate once all of these are done:</p>
          <ul className="certificate__grounds" aria-label="What the certificate needs">
            {checklist.map((ground) => (
              <li key={ground.key} className={ground.isDone ? 'certificate__ground--done' : undefined}>
                <span aria-hidden="true">{ground.isDone ? '✓' : '○'}</span> {ground.text}
                <span className="visually-hidden">{ground.isDone ? ' (done)' : ' (not yet)'}</span>
              </li>
            ))}
          </ul>
          <StatusNote status={status} />
          <div className="action-row">
            <button
              type="button"
              className="button button--primary"
              disabled={!isReady || isBusy}
              onClick={() =>
                void run(
                  async () => setStatus({ tone: 'success', text: (await takeCertificate(internshipId)).message ?? '' }),
                  'Could not issue your certificate',
                )
              }
            >
              {isBusy ? 'Issuing…' : 'Get your certificate'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

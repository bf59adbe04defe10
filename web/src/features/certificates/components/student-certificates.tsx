/**
 * One student's completion certificates on their university's student page (issue 17 item 7), revoked ones
 * included, each with its PDF and verification page. Live: an issue or a revocation shows without a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { LoadingPanel } from '../../../components/loading-panel';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import { downloadCertificate, useStudentCertificates } from '../api/certificates';
import { CertificateFacts, CertificateStatus } from './certificate-facts';
import './certificates.css';

export function StudentCertificates({ studentId }: { studentId: string }) {
  const { data, error } = useStudentCertificates(studentId);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  return (
    <section className="card" aria-labelledby="student-certificates-title">
      <SectionHeader id="student-certificates-title" title="Completion certificates" card />
      <StatusNote status={status} />
      {error && !data ? (
        <p role="alert">{errorMessage(error, 'Could not load the certificates')}</p>
      ) : !data ? (
        <LoadingPanel text="Loading certificates…" />
      ) : data.certificates.length === 0 ? (
        <p>This student has no completion certificate yet.</p>
      ) : (
        <ul className="certificate__list">
          {data.certificates.map((certificate) => (
            <li key={certificate._id} className="certificate__item">
              <div className="certificate__item-head">
                <h3 className="certificate__item-title">
                  {certificate.internship.title} · {certificate.internship.company}
                </h3>
                <CertificateStatus certificate={certificate} />
              </div>
              <CertificateFacts certificate={{ ...certificate, studentName: undefined }} />
              <div className="action-row">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    void downloadCertificate(certificate).catch((failure: unknown) =>
                      setStatus({ tone: 'danger', text: errorMessage(failure, 'Could not download the certificate') }),
                    )
                  }
                >
                  Download PDF
                </button>
                <Link className="button button--secondary" to={`/verify/${certificate.code}`}>
                  Verification page
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

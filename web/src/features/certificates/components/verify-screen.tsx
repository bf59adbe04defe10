/**
 * The public verification page (issue 17 item 7): `/verify` asks for a code, `/verify/{code}` shows what the
 * certificate with that code states — who completed which internship, where and when — and whether it is genuine and
 * valid, revoked (when and why), or unknown. Live: a revocation shows on an open page without a reload.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { normalizeCode } from '@stint/shared/certificates/certificates.constants';
import { Banner } from '../../../components/alerts';
import { formatCalendarDate } from '../../../components/dates';
import { TextField } from '../../../components/form-fields';
import { LoadingPanel } from '../../../components/loading-panel';
import { Screen } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useVerification } from '../api/certificates';
import { CertificateFacts } from './certificate-facts';
import './certificates.css';

const CODE_FIELD = 'verification-code';

export function VerifyScreen() {
  const { code } = useParams<{ code?: string }>();
  const normalized = code ? normalizeCode(code) : null;
  return (
    <Screen
      className="verify-page"
      title="Verify a certificate"
      intro="Stint issues a completion certificate to each student who completes an internship. Enter the code printed on a certificate to check that it is genuine."
    >
      <CodeForm initial={code ?? ''} />
      {code === undefined ? null : normalized ? <VerificationResult code={normalized} /> : <NoSuchCertificate />}
    </Screen>
  );
}

function CodeForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizeCode(value);
    if (!code) {
      setError('Enter the 24-character code printed on the certificate');
      document.getElementById(CODE_FIELD)?.focus();
      return;
    }
    setError(undefined);
    void navigate(`/verify/${code}`);
  };
  return (
    <form className="card verify-form" noValidate onSubmit={onSubmit}>
      <TextField
        id={CODE_FIELD}
        name="code"
        label="Verification code"
        hint="For example 7QK2-M9XD-… — dashes and case do not matter."
        required
        maxLength={40}
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
      />
      <div className="action-row">
        <button type="submit" className="button button--primary">
          Verify
        </button>
      </div>
    </form>
  );
}

function NoSuchCertificate() {
  return (
    <Banner tone="danger" title="No certificate has this code">
      <p>Check the code against the certificate. A certificate that Stint did not issue cannot be verified here.</p>
    </Banner>
  );
}

function VerificationResult({ code }: { code: string }) {
  const { data, error } = useVerification(code);
  if (error && data === undefined) {
    return <p role="alert">{errorMessage(error, 'Could not check this code. Please try again.')}</p>;
  }
  if (data === undefined) return <LoadingPanel text="Checking the code…" />;
  if (data === null) return <NoSuchCertificate />;
  return (
    <section className="card certificate" aria-labelledby="verification-title">
      {data.status === 'valid' ? (
        <Banner tone="success" title="Genuine certificate">
          <p>Stint issued this certificate on {formatCalendarDate(data.issuedOn)}, and it is valid.</p>
        </Banner>
      ) : (
        <Banner tone="danger" title="This certificate was revoked">
          <p>
            Stint issued it on {formatCalendarDate(data.issuedOn)} and revoked it on{' '}
            {formatCalendarDate(data.revokedOn)}: it no longer certifies a completed internship.
          </p>
        </Banner>
      )}
      <h2 id="verification-title" className="card__title">
        {data.studentName} · {data.internship.title}
      </h2>
      <CertificateFacts certificate={data} />
    </section>
  );
}

/** What a certificate states, as every screen that shows one lists it: who, what, where, when, and its code. */
import {
  formatCode,
  REVOCATION_REASON_TEXT,
  type RevocationReason,
} from '@stint/shared/certificates/certificates.constants';
import { formatCalendarDate } from '../../../components/dates';
import { Facts } from '../../../components/facts';

type Stated = {
  code: string;
  studentName?: string;
  internship: { title: string; company: string };
  startDate: string;
  endDate: string;
  issuedOn: string;
  status: 'valid' | 'revoked';
  revokedOn: string | null;
  revokedReason: RevocationReason | null;
};

export function CertificateStatus({ certificate }: { certificate: Pick<Stated, 'status'> }) {
  return certificate.status === 'valid' ? (
    <span className="badge badge--success">Valid</span>
  ) : (
    <span className="badge badge--danger">Revoked</span>
  );
}

export function CertificateFacts({ certificate }: { certificate: Stated }) {
  return (
    <Facts
      className="facts facts--grid certificate__facts"
      facts={[
        { label: 'Student', value: certificate.studentName },
        { label: 'Internship', value: certificate.internship.title },
        { label: 'Company', value: certificate.internship.company },
        {
          label: 'Dates',
          value: `${formatCalendarDate(certificate.startDate)} – ${formatCalendarDate(certificate.endDate)}`,
        },
        { label: 'Issued on', value: formatCalendarDate(certificate.issuedOn) },
        {
          label: 'Verification code',
          value: <code className="certificate__code">{formatCode(certificate.code)}</code>,
        },
        { label: 'Revoked on', value: formatCalendarDate(certificate.revokedOn) },
        { label: 'Why', value: certificate.revokedReason ? REVOCATION_REASON_TEXT[certificate.revokedReason] : null },
      ]}
    />
  );
}

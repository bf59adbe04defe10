import type { Placement } from '../placements/placements';

/**
 * The student asks for their certificate. The api reads the grounds and hands them over: the placement and the
 * internship's dates from the internship's stream, the approved final report and final evaluation (null when there
 * is none), and which of the placement's certificates are revoked; `today` is the command's date, `certificateId`
 * and `code` are fresh random values.
 */
export type IssueCertificate = {
  type: 'IssueCertificate';
  studentId: string;
  placement: Placement;
  dates: { startDate: string; endDate: string };
  finalReportId: string | null;
  finalEvaluationId: string | null;
  revokedCertificateIds: string[];
  today: string;
  certificateId: string;
  code: string;
};

export type CertificateCommand = IssueCertificate;

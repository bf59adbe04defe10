import type { RouteDefinition } from '../http/route';
import {
  downloadCertificateRoute,
  getCertificateGroundsRoute,
  issueCertificateRoute,
  listOwnCertificatesRoute,
  listStudentCertificatesRoute,
  verifyCertificateRoute,
} from './certificates.routes';

/** Completion certificates and their public verification (issue 17 item 7), in match order. */
export const certificateRoutes: RouteDefinition[] = [
  issueCertificateRoute,
  listOwnCertificatesRoute,
  listStudentCertificatesRoute,
  getCertificateGroundsRoute,
  downloadCertificateRoute,
  verifyCertificateRoute,
];

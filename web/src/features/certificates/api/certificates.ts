/**
 * Completion certificates (issue 17 item 7): where a placement stands on the way to its certificate, taking it, one
 * student's certificates for their university, downloading the PDF, and checking a verification code (public). All
 * live: the grounds follow the reports and evaluations topics too, so an admin's approval shows on the student's open
 * page, and a revocation shows on an open verification page.
 */
import useSWR, { mutate } from 'swr';
import { topics } from '@stint/shared/live/topics';
import type { Certificate, CertificateGrounds, Verification } from '@stint/shared/certificates/certificates.schemas';
import { ApiError, apiFetch, apiRequest } from '../../../lib/api-client';
import { fetchApiFile, saveFile } from '../../../lib/file-download';
import { registerLiveKey } from '../../../lib/live';

const groundsPath = (internshipId: string) => `/certificates/placements/${encodeURIComponent(internshipId)}`;
const studentPath = (studentId: string) => `/certificates/students/${encodeURIComponent(studentId)}`;
const verifyPath = (code: string) => `/verify/${encodeURIComponent(code)}`;

const isGrounds = (path: string) => path.startsWith('/certificates/placements/');
for (const topic of [
  topics.certificates,
  topics.reports,
  topics.evaluations,
  topics.internships,
  topics.applications,
]) {
  registerLiveKey(topic, isGrounds);
}
registerLiveKey(topics.certificates, (path) => path.startsWith('/certificates/students/'));
registerLiveKey(topics.certificates, (path) => path.startsWith('/verify/'));

export function useCertificateGrounds(internshipId: string | undefined) {
  return useSWR(internshipId ? groundsPath(internshipId) : null, (path: string) => apiFetch<CertificateGrounds>(path));
}

export function useStudentCertificates(studentId: string | undefined) {
  return useSWR(studentId ? studentPath(studentId) : null, (path: string) =>
    apiFetch<{ certificates: Certificate[] }>(path),
  );
}

/** A code's certificate, or null when no certificate has it (a 404 is an answer here, not a failure). */
export function useVerification(code: string | undefined) {
  return useSWR(code ? verifyPath(code) : null, async (path: string) => {
    try {
      return (await apiFetch<{ certificate: Verification }>(path, { token: null })).certificate;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}

export async function takeCertificate(internshipId: string) {
  const { data, message } = await apiRequest<{ certificate: Certificate }>('/certificates', {
    method: 'POST',
    body: { internship: internshipId },
  });
  await mutate(groundsPath(internshipId)).catch(() => {});
  return { certificate: data.certificate, message };
}

export async function downloadCertificate(certificate: Pick<Certificate, '_id' | 'code'>): Promise<void> {
  const response = await fetchApiFile(`/certificates/${encodeURIComponent(certificate._id)}/pdf`, {
    failure: 'The certificate could not be downloaded. Please try again.',
    accept: 'application/pdf',
  });
  saveFile(await response.blob(), `stint-certificate-${certificate.code}.pdf`);
}

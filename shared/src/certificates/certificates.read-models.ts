/**
 * The certificates read model (projector `certificates`): one document per certificate, with the student's name and
 * the internship's title and company as they are now, and whether a reversed ground revoked it.
 */
import type { Certificate } from './certificates.schemas';

export type CertificateDocument = Certificate & {
  employerId: string;
  internshipId: string;
  universityId?: string;
};

export const certificatesCollection = {
  name: 'certificates',
  indexes: ['code', 'studentId', 'applicationId', 'internshipId', 'universityId'],
  ordered: ['createdAt'],
};

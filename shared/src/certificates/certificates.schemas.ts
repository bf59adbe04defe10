/**
 * The certificates API contract (issue 17 item 7): the student's request (which placement), a certificate as its
 * student, their university and the admins read it, a placement's grounds, and what the public verification page
 * shows — who completed what, where and when, and whether it is still valid; never an id or an email.
 */
import { z } from 'zod';
import { entityId } from '../http/fields';
import { certificateStatuses, revocationReasons } from './certificates.constants';

export const issueCertificateBodySchema = z.object({ internship: entityId('Please choose a placement') });
export type IssueCertificateBody = z.infer<typeof issueCertificateBodySchema>;

const revocation = {
  status: z.enum(certificateStatuses),
  revokedOn: z.string().nullable(),
  revokedReason: z.enum(revocationReasons).nullable(),
};

export const certificateSchema = z.object({
  _id: z.string(),
  /** The verification code as stored (24 characters); shown in groups of four. */
  code: z.string(),
  applicationId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  internship: z.object({ _id: z.string(), title: z.string(), company: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  issuedOn: z.string(),
  ...revocation,
  createdAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListSchema = z.object({ certificates: z.array(certificateSchema) });

/** Where a placement stands on the way to its certificate: each ground, and the valid certificate once there is one. */
export const certificateGroundsSchema = z.object({
  endDate: z.string(),
  hasEnded: z.boolean(),
  isFinalReportApproved: z.boolean(),
  isFinalEvaluationApproved: z.boolean(),
  certificate: certificateSchema.nullable(),
});
export type CertificateGrounds = z.infer<typeof certificateGroundsSchema>;

export const verificationSchema = z.object({
  certificate: z.object({
    code: z.string(),
    studentName: z.string(),
    internship: z.object({ title: z.string(), company: z.string() }),
    startDate: z.string(),
    endDate: z.string(),
    issuedOn: z.string(),
    ...revocation,
  }),
});
export type Verification = z.infer<typeof verificationSchema>['certificate'];

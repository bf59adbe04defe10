/**
 * Facts about completion certificates (stream `certificate-<applicationId>`, issue 17 item 7). A certificate is issued
 * once its grounds hold — the internship's end date reached, the final report approved, the employer's final evaluation
 * approved — and names them. It holds no personal data: who completed the placement is read from the student's
 * account when shown, so it reads as nothing once they are erased. Revocation is not an event: a certificate is
 * revoked, in the read model, by the events that reverse its grounds (projector/src/certificates).
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';

export const certificateEventSchemas = {
  CertificateIssued: z.object({
    certificateId: z.string(),
    code: z.string(),
    applicationId: z.string(),
    internshipId: z.string(),
    employerId: z.string(),
    studentId: z.string(),
    /** The internship's dates when it was issued (the certificate states them). */
    startDate: z.string(),
    endDate: z.string(),
    /** The grounds: the approved final report and final evaluation. */
    reportId: z.string(),
    evaluationId: z.string(),
    /** The command's calendar date (UTC). */
    issuedOn: z.string(),
  }),
};

export type CertificateEvent = EventOf<typeof certificateEventSchemas>;
export type CertificateIssuedData = z.infer<(typeof certificateEventSchemas)['CertificateIssued']>;
export const certificateEventTypes = eventTypesOf(certificateEventSchemas);

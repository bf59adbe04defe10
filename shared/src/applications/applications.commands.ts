import type { SealedValue } from '../sealed';

/** `today` is the server's calendar date (YYYY-MM-DD), the only clock the decider sees. */
export type SubmitApplication = {
  type: 'SubmitApplication';
  today: string;
  applicationId: string;
  studentId: string;
  resume: { key: string; contentType: string; size: number };
  personal: SealedValue;
};
export type DecideApplication = {
  type: 'DecideApplication';
  applicationId: string;
  employerId: string;
  status: 'reviewing' | 'accepted' | 'rejected';
  note?: string;
};
export type WithdrawApplication = { type: 'WithdrawApplication'; applicationId: string; studentId: string };

/** Sent to the internship's stream, where applications are decided (applications.decider.ts). */
export type ApplicationCommand = SubmitApplication | DecideApplication | WithdrawApplication;

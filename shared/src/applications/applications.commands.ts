import type { SealedValue } from '../sealed';
import type { ApplicationStage, MovableStage } from './applications.constants';

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
/**
 * The employer moves an application to a stage of the pipeline. `from` is the stage the employer saw: a move of an
 * application that has moved since is refused, never applied over what the employer did not see.
 */
export type MoveApplication = {
  type: 'MoveApplication';
  applicationId: string;
  employerId: string;
  from: ApplicationStage;
  to: MovableStage;
  note?: string;
};
/**
 * `endDate`: the internship's last day as the api read it (the stream does not hold the dates), so that a placement that
 * has ended is not withdrawn from; `today` is the server's calendar date.
 */
export type WithdrawApplication = {
  type: 'WithdrawApplication';
  applicationId: string;
  studentId: string;
  today: string;
  endDate: string;
};

/** Sent to the internship's stream, where applications are decided (applications.decider.ts). */
export type ApplicationCommand = SubmitApplication | DecideApplication | MoveApplication | WithdrawApplication;

import type { Role } from '../roles';
import type { ApplicationCommand } from '../applications/applications.commands';
import type { InternshipDetails } from './internships.events';

/** `today` is the server's calendar date (YYYY-MM-DD), the only clock the decider sees. */
type Dated = { today: string };

export type PostInternship = Dated & {
  type: 'PostInternship';
  internshipId: string;
  employerId: string;
  details: InternshipDetails;
  asDraft: boolean;
};
export type UpdateInternship = Dated & { type: 'UpdateInternship'; employerId: string; details: InternshipDetails };
export type PublishInternship = Dated & { type: 'PublishInternship'; employerId: string };
export type DeactivateInternship = { type: 'DeactivateInternship'; employerId: string };
export type ReactivateInternship = Dated & { type: 'ReactivateInternship'; employerId: string };
/** Sent by the deadline job. */
export type ExpireInternship = Dated & { type: 'ExpireInternship' };
/** Administrators only: `actorRole` is the caller's role, so the decider holds the rule. */
export type TakeDownInternship = { type: 'TakeDownInternship'; actorRole: Role; reason: string };
export type RestoreInternship = { type: 'RestoreInternship'; actorRole: Role };
/** The internship's own commands, and those of the applications to it (decided on the same stream). */
export type InternshipCommand =
  | PostInternship
  | UpdateInternship
  | PublishInternship
  | DeactivateInternship
  | ReactivateInternship
  | ExpireInternship
  | TakeDownInternship
  | RestoreInternship
  | ApplicationCommand;

/**
 * The interviews read model (projector `interviews`): one document per application with its current interview — the
 * state, the current round's slots, the picked one — which feeds each side's "Upcoming interviews". The parties' names
 * are joined from the users read model when answering, so a renamed account shows its new name.
 */
import type { InterviewSide, InterviewState } from './interviews.constants';
import type { InterviewSlot } from './interviews.events';

export type InterviewDocument = {
  /** The application's id. */
  _id: string;
  interviewId: string;
  studentId: string;
  employerId: string;
  internshipId: string;
  status: InterviewState;
  round: number;
  timeZone: string;
  slots: InterviewSlot[];
  picked: InterviewSlot | null;
  /** When the interview ends: the picked slot's end, else the last offered one's, for "upcoming" queries. */
  endsAt: string;
  cancelledBy: InterviewSide | null;
  updatedAt: string;
};

export const interviewsCollection = { name: 'interviews', indexes: ['studentId', 'employerId'], ordered: ['endsAt'] };

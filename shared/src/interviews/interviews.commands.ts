/** Commands on an application's interview (stream `interview-<applicationId>`). `now` is the only clock seen. */
import type { InterviewSide } from './interviews.constants';

/** New slots as the edge checked them; the api gives each an id. */
export type ProposedSlot = { slotId: string; start: string; end: string };

/** The caller checked the employer owns the internship and the application is still open. */
export type ProposeInterview = {
  type: 'ProposeInterview';
  applicationId: string;
  interviewId: string;
  employerId: string;
  studentId: string;
  internshipId: string;
  timeZone: string;
  slots: ProposedSlot[];
  now: string;
};

export type RescheduleInterview = {
  type: 'RescheduleInterview';
  applicationId: string;
  employerId: string;
  timeZone: string;
  slots: ProposedSlot[];
  now: string;
};

export type PickInterviewSlot = {
  type: 'PickInterviewSlot';
  applicationId: string;
  studentId: string;
  slotId: string;
  now: string;
};

export type CancelInterview = {
  type: 'CancelInterview';
  applicationId: string;
  by: { id: string; side: InterviewSide };
};

export type InterviewCommand = ProposeInterview | RescheduleInterview | PickInterviewSlot | CancelInterview;

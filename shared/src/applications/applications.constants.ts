/** Enumerations and the apply form's limits (spec 1 §5; spec 2 §4), once for the api and the web. */

export const applicationStatuses = ['pending', 'reviewing', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const RESUME_MAX_BYTES = 5_242_880;
export const RESUME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;

/** The apply form's rules (spec 1 §5), checked by the api and said the same way by the web form before it sends. */
export const RESUME_TYPE_MESSAGE = 'Only PDF and Word documents are allowed!';
export const RESUME_REQUIRED_MESSAGE = 'Please upload your resume';
export const COVER_LETTER_MAX = 10_000;
export const COVER_LETTER_REQUIRED_MESSAGE = 'Cover letter is required';
export const COVER_LETTER_TOO_LONG_MESSAGE = `Cover letter must be at most ${COVER_LETTER_MAX} characters`;

/**
 * The employer's pipeline (issue 17): finer stages inside the statuses above. `new` is `pending`; `shortlisted`,
 * `interview` and `offer` are all `reviewing`; the last three are the statuses of the same name. The statuses stay
 * what every existing answer says, the stage is told beside them.
 */
export const applicationStages = [
  'new',
  'shortlisted',
  'interview',
  'offer',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** The stages an employer moves an application to (a student withdraws; nothing moves back to `new`). */
export const movableStages = ['shortlisted', 'interview', 'offer', 'accepted', 'rejected'] as const;
export type MovableStage = (typeof movableStages)[number];

export const STATUS_OF_STAGE: Record<ApplicationStage, ApplicationStatus> = {
  new: 'pending',
  shortlisted: 'reviewing',
  interview: 'reviewing',
  offer: 'reviewing',
  accepted: 'accepted',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/**
 * The stage a status implies where no stage event says more: histories from before stages, and a status change that
 * names no stage (the decision route). `reviewing` implies the first stage of review.
 */
export const STAGE_OF_STATUS: Record<ApplicationStatus, ApplicationStage> = {
  pending: 'new',
  reviewing: 'shortlisted',
  accepted: 'accepted',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/** A stage's place in the pipeline, which the pipeline sorts by. */
export const stageOrder = (stage: ApplicationStage): number => applicationStages.indexOf(stage);

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

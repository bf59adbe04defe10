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

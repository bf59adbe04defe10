/** Enumerations of the accounts area, once for both sides (docs/architecture.md §HTTP). */

export const registrableRoles = ['student', 'employer', 'university'] as const;
export type RegistrableRole = (typeof registrableRoles)[number];

export const yearsOfStudy = ['1', '2', '3', '4', 'graduate'] as const;
export const yearOfStudyLabels: Record<(typeof yearsOfStudy)[number], string> = {
  '1': 'Year 1',
  '2': 'Year 2',
  '3': 'Year 3',
  '4': 'Year 4',
  graduate: 'Graduate',
};

/** The registration form offers four types, the profile two: the canonical set is their union. */
export const universityTypes = ['public', 'private', 'community', 'technical'] as const;
export type UniversityType = (typeof universityTypes)[number];
export const universityTypeLabels: Record<UniversityType, string> = {
  public: 'Public',
  private: 'Private',
  community: 'Community',
  technical: 'Technical',
};

/** The union of the registration form's and the profile's accreditation options. */
export const accreditationStatuses = ['accredited', 'provisional', 'pending', 'expired', 'not_accredited'] as const;
export type AccreditationStatus = (typeof accreditationStatuses)[number];
export const accreditationLabels: Record<AccreditationStatus, string> = {
  accredited: 'Accredited',
  provisional: 'Provisional',
  pending: 'Pending',
  expired: 'Expired',
  not_accredited: 'Not accredited',
};

/** `pending`: a university awaiting an admin's approval. `inactive`: deactivated by an admin. */
export const userStatuses = ['active', 'pending', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const notificationPreferenceKeys = [
  'newInternships',
  'applicationUpdates',
  'reportReminders',
  'logbookReminders',
] as const;

/**
 * Spec 1 §2.18: 'JPG, PNG or GIF. Max size 5MB'; WebP is accepted too. Checked by content (docs/architecture.md §HTTP).
 */
export const PROFILE_PICTURE_MAX_BYTES = 5_242_880;
export const PROFILE_PICTURE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ProfilePictureType = keyof typeof PROFILE_PICTURE_TYPES;
export const profilePictureMessages = {
  tooLarge: 'File size must be less than 5MB.',
  type: 'Please upload an image (JPG, PNG or GIF).',
  required: 'Please choose a picture to upload',
} as const;
/** How long a picture's signed URL works; `GET /auth/me` issues a fresh one. */
export const PROFILE_PICTURE_URL_TTL_SECONDS = 3600;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Purpose of the signed token in the welcome mail's confirmation link. */
export const CONFIRM_EMAIL_PURPOSE = 'confirm-email';

/**
 * docs/architecture.md §Security: a password-reset link is valid for at most this long (PASSWORD_RESET_TTL_MINUTES may
 * shorten it).
 */
export const PASSWORD_RESET_MAX_MINUTES = 60;

/** What the reset-password call answers for a link it cannot use (spec 1 §8: the server's message is shown). */
export const passwordResetMessages = {
  invalid: 'This reset link is invalid. Please ask for a new one.',
  expired: 'This reset link has expired. Please ask for a new one.',
  used: 'This reset link has already been used.',
  superseded: 'This reset link has been replaced by a newer one. Please use the link in the latest email.',
  revoked: 'This reset link is no longer valid. Please ask for a new one.',
  deactivated: 'Your account has been deactivated. Please contact support.',
} as const;

/** The longest profile and sign-up texts: the api's schemas refuse longer ones, the web's fields stop there. */
export const PROFILE_TEXT_MAX = {
  /** Program, major, company name, contact person name and title, and any text without its own limit. */
  text: 200,
  name: 100,
  phone: 40,
  address: 300,
  department: 100,
  employeeId: 50,
  universityCode: 50,
} as const;

/**
 * Facts about accounts (stream `user-<id>`). Personal fields (email, names, phone, student id, contact person)
 * travel sealed with the person's key (docs/architecture.md §Personal data), as one JSON document in `personal`.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { roleSchema } from '../roles';
import { sealedValueSchema } from '../sealed';
import { accreditationStatuses, universityTypes, userStatuses, yearsOfStudy } from './accounts.constants';
import { contactPersonOut, notificationPreferencesSchema } from './accounts.schemas';

/** What `personal` holds once opened. */
export const personalDataSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  studentId: z.string().optional(),
  contactPerson: contactPersonOut.optional(),
  /** A student's academic record (profile), sealed like an application's copy of it. */
  gpa: z.number().nullable().optional(),
  expectedGraduation: z.string().nullable().optional(),
  /** An employer's staff number identifies a person. */
  employeeId: z.string().optional(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
/** What a profile update's `personal` holds once opened: only the fields it changes. */
export const personalDataChangesSchema = personalDataSchema.partial();

/** Role fields that are about an organisation or a course, not a person: kept in the clear. */
export const profileDataSchema = z.object({
  university: z.string().optional(),
  universityId: z.string().nullable().optional(),
  program: z.string().optional(),
  major: z.string().optional(),
  yearOfStudy: z.enum(yearsOfStudy).optional(),
  graduationYear: z.number().int().nullable().optional(),
  companyName: z.string().optional(),
  companyAddress: z.string().optional(),
  department: z.string().optional(),
  universityName: z.string().optional(),
  universityCode: z.string().optional(),
  universityAddress: z.string().optional(),
  universityType: z.enum(universityTypes).optional(),
  accreditationStatus: z.enum(accreditationStatuses).optional(),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

export const accountEventSchemas = {
  UserRegistered: z.object({
    userId: z.string(),
    role: roleSchema,
    status: z.enum(userStatuses),
    passwordHash: z.string(),
    personal: sealedValueSchema,
    profile: profileDataSchema,
  }),
  UserLoggedIn: z.object({ userId: z.string() }),
  PasswordChanged: z.object({ userId: z.string(), passwordHash: z.string(), tokenVersion: z.number().int() }),
  LoggedOut: z.object({ userId: z.string(), tokenVersion: z.number().int() }),
  ProfileUpdated: z.object({
    userId: z.string(),
    /** The changed personal fields, sealed as one JSON document. */
    personal: sealedValueSchema.optional(),
    notificationPreferences: notificationPreferencesSchema.partial().optional(),
    /** The changed clear-text role fields (see profile.schemas: only those of the person's role). */
    profile: profileDataSchema.partial().optional(),
  }),
  /**
   * A new profile picture, stored in the blob store under a random key (the image is personal data: the key is kept
   * so that erasing the account can delete it). It replaces the previous one, whose blob is deleted.
   */
  ProfilePictureChanged: z.object({
    userId: z.string(),
    pictureKey: z.string(),
    contentType: z.string(),
    size: z.number().int(),
  }),
  ProfilePictureRemoved: z.object({ userId: z.string(), pictureKey: z.string() }),
  EmailConfirmed: z.object({ userId: z.string() }),
  UserStatusChanged: z.object({
    userId: z.string(),
    status: z.enum(userStatuses),
    tokenVersion: z.number().int(),
  }),
  /**
   * Someone asked for a reset link (spec 1 §2.11). The log keeps only a keyed hash of the link's token and its
   * expiry; the token itself travels to the mail job sealed with a key of its own (`passwordResetKeyId`), which
   * the job erases once the mail is out, so the token is not readable at rest after that (docs/architecture.md
   * §Security; see password-reset-links.ts).
   */
  PasswordResetRequested: z.object({
    userId: z.string(),
    tokenHash: z.string(),
    expiresAt: z.string(),
    sealedToken: sealedValueSchema,
  }),
  /** The link was used: it never works again. The new password follows as PasswordChanged. */
  PasswordResetTokenUsed: z.object({ userId: z.string(), tokenHash: z.string() }),
  /**
   * The person deleted their account ("Your data", docs/architecture.md §Personal data). Nothing is decided on the
   * account after this, and their key is erased right after it is recorded: projections blank their personal fields on
   * this event, which is also what a rebuild reads once the key is gone.
   */
  AccountDeleted: z.object({ userId: z.string(), role: roleSchema }),
};

export type AccountEvent = EventOf<typeof accountEventSchemas>;
export type AccountEventType = AccountEvent['type'];
export const accountEventTypes = eventTypesOf(accountEventSchemas);

/** Reservation streams (`useremail-<keyed hash>`, `universityname-<keyed hash>`): who holds a unique value. */
export const reservationEventSchemas = {
  ValueReserved: z.object({ ownerId: z.string() }),
  /** The owner's account was deleted: the value is free for a new account. */
  ValueReleased: z.object({ ownerId: z.string() }),
};
export type ReservationEvent =
  { type: 'ValueReserved'; data: { ownerId: string } } | { type: 'ValueReleased'; data: { ownerId: string } };

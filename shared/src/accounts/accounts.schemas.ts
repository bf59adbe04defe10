/**
 * The accounts API contract (spec 1 §3–§5, §7; docs/architecture.md §HTTP): request bodies with the spec's messages,
 * and the user as the api returns it. Both the api and the web app use these.
 */
import { z } from 'zod';
import { roleSchema } from '../roles';
import { whenParsed } from '../http/fields';
import {
  PROFILE_TEXT_MAX,
  accreditationStatuses,
  notificationPreferenceKeys,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  universityTypes,
  userStatuses,
  yearsOfStudy,
} from './accounts.constants';

/** A required text field: missing, not a string, or blank all read as the field's "required" message. */
export const requiredText = (message: string, max: number = PROFILE_TEXT_MAX.text) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max: number = PROFILE_TEXT_MAX.text) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** A new password: `minLength` is the admins' password minimum (system settings), PASSWORD_MIN_LENGTH by default. */
export const passwordSchemaFor = (minLength: number) =>
  z
    .string({ error: `Password must be at least ${minLength} characters` })
    .min(minLength, `Password must be at least ${minLength} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const passwordSchema = passwordSchemaFor(PASSWORD_MIN_LENGTH);

const common = {
  email: emailSchema,
  phone: requiredText('Phone number is required', PROFILE_TEXT_MAX.phone),
  password: passwordSchema,
  confirmPassword: z.string().optional(),
};

export const contactPersonSchema = z.object(
  {
    name: requiredText('Contact person name is required'),
    title: requiredText('Contact person title is required'),
    email: z
      .string({ error: 'Contact person email is required' })
      .trim()
      .min(1, 'Contact person email is required')
      .pipe(z.email('Please enter a valid contact person email')),
    phone: requiredText('Contact person phone is required', PROFILE_TEXT_MAX.phone),
  },
  { error: 'Contact person name is required' },
);

export const studentRegistrationSchema = z.object({
  role: z.literal('student'),
  ...common,
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  studentId: requiredText('Student ID is required', 50),
  university: requiredText('University is required'),
  /** Sent when the student picked a listed university rather than typing a name. */
  universityId: z.string().uuid().optional(),
  program: requiredText('Program is required'),
  major: requiredText('Major is required'),
  yearOfStudy: z.enum(yearsOfStudy, { error: 'Year of study is required' }),
});

export const employerRegistrationSchema = z.object({
  role: z.literal('employer'),
  ...common,
  companyName: requiredText('Company name is required'),
  companyAddress: requiredText('Company address is required', 300),
  firstName: optionalText(100),
  lastName: optionalText(100),
});

export const universityRegistrationSchema = z.object({
  role: z.literal('university'),
  ...common,
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  universityName: requiredText('University name is required'),
  universityCode: requiredText('University code is required', 50),
  universityAddress: requiredText('University address is required', 300),
  universityType: z.enum(universityTypes, { error: 'Please choose a university type' }).default('public'),
  accreditationStatus: z
    .enum(accreditationStatuses, { error: 'Please choose an accreditation status' })
    .default('accredited'),
  contactPerson: contactPersonSchema,
});

const passwordsMatch = (body: { password: string; confirmPassword?: string }) =>
  body.confirmPassword === undefined || body.confirmPassword === body.password;
/** Compared once both passwords (and, in a registration, the role that picks its form) have parsed. */
const passwordsMismatch = {
  ...whenParsed('role', 'password', 'confirmPassword'),
  message: 'Passwords do not match',
  path: ['confirmPassword'],
};

/** The role decides the form; admin is never registrable. */
export const registerBodySchema = z
  .discriminatedUnion('role', [studentRegistrationSchema, employerRegistrationSchema, universityRegistrationSchema], {
    error: 'Please choose a role: student, employer or university',
  })
  .refine(passwordsMatch, passwordsMismatch);

/** The registration with another password minimum (system settings); `registerBodySchema` is the default's. */
export function registerBodySchemaFor(passwordMinLength: number): z.ZodType<RegisterBody> {
  if (passwordMinLength === PASSWORD_MIN_LENGTH) return registerBodySchema;
  const password = passwordSchemaFor(passwordMinLength);
  return z
    .discriminatedUnion(
      'role',
      [
        studentRegistrationSchema.extend({ password }),
        employerRegistrationSchema.extend({ password }),
        universityRegistrationSchema.extend({ password }),
      ],
      { error: 'Please choose a role: student, employer or university' },
    )
    .refine(passwordsMatch, passwordsMismatch);
}
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `passwordMinLength`: the admins' password minimum (system settings). */
export const changePasswordBodySchemaFor = (passwordMinLength: number) =>
  z
    .object({
      currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
      newPassword: passwordSchemaFor(passwordMinLength),
      confirmPassword: z.string({ error: 'Please confirm the new password' }),
    })
    .refine((body) => body.newPassword === body.confirmPassword, {
      ...whenParsed('newPassword', 'confirmPassword'),
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
export const changePasswordBodySchema = changePasswordBodySchemaFor(PASSWORD_MIN_LENGTH);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** `POST /auth/forgot-password` (spec 1 §2.11, §7). */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/**
 * `POST /auth/reset-password/{token}` (spec 1 §2.12, §7): the registration's password rules. The screen sends
 * `{ password, token }`; the token that counts is the one in the path, so a `token` field is dropped.
 */
export const resetPasswordBodySchemaFor = (passwordMinLength: number) =>
  z
    .object({ password: passwordSchemaFor(passwordMinLength), confirmPassword: z.string().optional() })
    .refine(passwordsMatch, passwordsMismatch);
export const resetPasswordBodySchema = resetPasswordBodySchemaFor(PASSWORD_MIN_LENGTH);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const notificationPreferencesSchema = z.object(
  Object.fromEntries(notificationPreferenceKeys.map((key) => [key, z.boolean()])) as Record<
    (typeof notificationPreferenceKeys)[number],
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const contactPersonOut = z.object({ name: z.string(), title: z.string(), email: z.string(), phone: z.string() });

/** The user as every call returns it (spec 1 §3 User): flat, with the role's fields present for that role. */
export const userSchema = z.object({
  _id: z.string(),
  role: roleSchema,
  status: z.enum(userStatuses),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  notificationPreferences: notificationPreferencesSchema,
  // student
  studentId: z.string().optional(),
  university: z.string().optional(),
  universityId: z.string().nullable().optional(),
  program: z.string().optional(),
  major: z.string().optional(),
  yearOfStudy: z.enum(yearsOfStudy).optional(),
  graduationYear: z.number().int().nullable().optional(),
  /** Out of 4.0; with `expectedGraduation`, the academic record an application carries (spec 2 §3). */
  gpa: z.number().nullable().optional(),
  expectedGraduation: z.string().nullable().optional(),
  // employer
  companyName: z.string().optional(),
  companyAddress: z.string().optional(),
  // employer and admin
  department: z.string().optional(),
  employeeId: z.string().optional(),
  // university
  universityName: z.string().optional(),
  universityCode: z.string().optional(),
  universityAddress: z.string().optional(),
  universityType: z.enum(universityTypes).optional(),
  accreditationStatus: z.enum(accreditationStatuses).optional(),
  contactPerson: contactPersonOut.optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

export const publicUniversitySchema = z.object({ _id: z.string(), universityName: z.string() });
export type PublicUniversity = z.infer<typeof publicUniversitySchema>;

export const userStatusBodySchema = z.object({
  status: z.enum(['active', 'inactive'], { error: "Status must be 'active' or 'inactive'" }),
});

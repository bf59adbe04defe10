/**
 * `PUT /users/profile` (spec 1 §2.18, §3, §7; spec 2 "profile and settings are shared across roles"): what each role
 * may change about itself, with the messages the forms show. Never the role, email, status, student ID, the
 * student's university or the university's name (an administrator verified it; docs/architecture.md §Event model
 * reserves it). A field that is absent stays as it is. The api and the web app validate with the same schemas.
 */
import { z } from 'zod';
import type { Role } from '../roles';
import { accreditationStatuses, PROFILE_TEXT_MAX, universityTypes, yearsOfStudy } from './accounts.constants';
import { contactPersonSchema, notificationPreferencesSchema, optionalText, requiredText } from './accounts.schemas';

export const profileMessages = {
  gpa: 'GPA must be a number between 0 and 4',
  graduationYear: 'Graduation year must be a year between 1950 and 2100',
  expectedGraduation: 'Please enter a valid expected graduation date',
} as const;

const GPA_MAX = 4;

/** Out of 4.0 (spec 2 §9); null clears it. */
const gpaSchema = z
  .number({ error: profileMessages.gpa })
  .min(0, profileMessages.gpa)
  .max(GPA_MAX, profileMessages.gpa)
  .nullable()
  .optional();

const graduationYearSchema = z
  .number({ error: profileMessages.graduationYear })
  .int(profileMessages.graduationYear)
  .min(1950, profileMessages.graduationYear)
  .max(2100, profileMessages.graduationYear)
  .nullable()
  .optional();

/** A calendar date (`YYYY-MM-DD`) or a month (`YYYY-MM`); '' or null clears it. */
const expectedGraduationSchema = z
  .union(
    [
      z.null(),
      z
        .string()
        .trim()
        .refine((value) => value === '' || isCalendarDateOrMonth(value), profileMessages.expectedGraduation),
    ],
    { error: profileMessages.expectedGraduation },
  )
  .transform((value) => (value === '' ? null : value))
  .optional();

function isCalendarDateOrMonth(value: string): boolean {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return false;
  const [year, month, day = 1] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 1)];
  if (year < 1950 || year > 2100 || month < 1 || month > 12) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const requiredNames = {
  firstName: requiredText('First name is required', PROFILE_TEXT_MAX.name).optional(),
  lastName: requiredText('Last name is required', PROFILE_TEXT_MAX.name).optional(),
};
const phone = { phone: requiredText('Phone number is required', PROFILE_TEXT_MAX.phone).optional() };

const studentProfileSchema = z.object({
  ...requiredNames,
  ...phone,
  program: requiredText('Program is required').optional(),
  major: requiredText('Major is required').optional(),
  yearOfStudy: z.enum(yearsOfStudy, { error: 'Year of study is required' }).optional(),
  graduationYear: graduationYearSchema,
  gpa: gpaSchema,
  expectedGraduation: expectedGraduationSchema,
});

const employerProfileSchema = z.object({
  // An employer registers with its company; the person's names stay optional (spec 1 §5).
  firstName: optionalText(PROFILE_TEXT_MAX.name),
  lastName: optionalText(PROFILE_TEXT_MAX.name),
  ...phone,
  companyName: requiredText('Company name is required').optional(),
  companyAddress: requiredText('Company address is required', PROFILE_TEXT_MAX.address).optional(),
  department: optionalText(PROFILE_TEXT_MAX.department),
  employeeId: optionalText(PROFILE_TEXT_MAX.employeeId),
});

const universityProfileSchema = z.object({
  ...requiredNames,
  ...phone,
  universityCode: requiredText('University code is required', PROFILE_TEXT_MAX.universityCode).optional(),
  universityAddress: requiredText('University address is required', PROFILE_TEXT_MAX.address).optional(),
  universityType: z.enum(universityTypes, { error: 'Please choose a university type' }).optional(),
  accreditationStatus: z.enum(accreditationStatuses, { error: 'Please choose an accreditation status' }).optional(),
  contactPerson: contactPersonSchema.optional(),
});

const adminProfileSchema = z.object({
  ...requiredNames,
  ...phone,
  department: optionalText(PROFILE_TEXT_MAX.department),
});

/** Each role's editable profile fields. */
export const profileUpdateSchemas = {
  student: studentProfileSchema,
  employer: employerProfileSchema,
  university: universityProfileSchema,
  admin: adminProfileSchema,
} satisfies Record<Role, z.ZodObject>;

export type ProfileUpdate<R extends Role = Role> = z.infer<(typeof profileUpdateSchemas)[R]>;

/**
 * The fields that are about the person (sealed with their key, docs/architecture.md §Personal data); the others are
 * kept in the clear.
 */
export const personalProfileFields = [
  'firstName',
  'lastName',
  'phone',
  'gpa',
  'expectedGraduation',
  'employeeId',
  'contactPerson',
] as const;

const personalFieldSet = new Set<string>(personalProfileFields);

/** The clear-text profile fields a role may change (the decider holds every ProfileUpdated to these). */
export function editableProfileFields(role: Role): string[] {
  return Object.keys(profileUpdateSchemas[role].shape).filter((key) => !personalFieldSet.has(key));
}

/**
 * The request body: every role's fields (those of other roles are dropped once the role is known), names lenient
 * since an employer's are optional, and the notification preferences (spec 1 §7: "profile fields,
 * notificationPreferences").
 */
export const updateProfileBodySchema = z.object({
  ...studentProfileSchema.shape,
  ...employerProfileSchema.shape,
  ...universityProfileSchema.shape,
  ...adminProfileSchema.shape,
  firstName: optionalText(PROFILE_TEXT_MAX.name),
  lastName: optionalText(PROFILE_TEXT_MAX.name),
  notificationPreferences: notificationPreferencesSchema.partial().optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

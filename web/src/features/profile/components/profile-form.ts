/**
 * The profile form's model (spec 1 §2.18, §3): the values as typed (flat strings, `contactPerson.email` for nested
 * ones), what each role edits, the body `PUT /users/profile` takes, and the checks the api makes, with its messages —
 * the same schemas on both sides, so the form says what the server would.
 */
import type { Role } from '@stint/shared/roles';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { profileUpdateSchemas, type UpdateProfileBody } from '@stint/shared/accounts/profile.schemas';
import type { FieldErrors } from '../../../components/alerts';

export type ProfileValues = Record<string, string>;

/** The fields each role edits, in form order (names and phone first, then the role's section). */
const PERSONAL_FIELDS = ['firstName', 'lastName', 'phone'] as const;
const ROLE_FIELDS: Record<Role, readonly string[]> = {
  student: ['program', 'major', 'yearOfStudy', 'graduationYear', 'gpa', 'expectedGraduation'],
  employer: ['companyName', 'companyAddress', 'department', 'employeeId'],
  university: [
    'universityCode',
    'universityAddress',
    'universityType',
    'accreditationStatus',
    'contactPerson.name',
    'contactPerson.title',
    'contactPerson.email',
    'contactPerson.phone',
  ],
  admin: ['department'],
};

export function editableFields(role: Role): string[] {
  return [...PERSONAL_FIELDS, ...ROLE_FIELDS[role]];
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : String(value);

/** The form's starting values: what is stored. */
export function initialValues(user: User): ProfileValues {
  const values: ProfileValues = {};
  for (const field of editableFields(user.role)) {
    if (field.startsWith('contactPerson.')) {
      const key = field.slice('contactPerson.'.length) as keyof NonNullable<User['contactPerson']>;
      values[field] = user.contactPerson?.[key] ?? '';
    } else if (field === 'expectedGraduation') {
      // A month (`2027-06`) shows in the date picker as its first day.
      const stored = user.expectedGraduation ?? '';
      values[field] = /^\d{4}-\d{2}$/.test(stored) ? `${stored}-01` : stored;
    } else {
      values[field] = text((user as Record<string, unknown>)[field]);
    }
  }
  return values;
}

/** A number typed as text: '' is "none" (null); anything unreadable stays NaN so that the check reports it. */
function numberOrNull(value: string | undefined): number | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The request body for the role (only its own fields). */
export function profileBody(role: Role, values: ProfileValues): UpdateProfileBody {
  const body: Record<string, unknown> = {};
  for (const field of editableFields(role)) {
    if (field.startsWith('contactPerson.')) continue;
    if (field === 'gpa' || field === 'graduationYear') body[field] = numberOrNull(values[field]);
    else body[field] = values[field] ?? '';
  }
  if (role === 'university') {
    body.contactPerson = {
      name: values['contactPerson.name'] ?? '',
      title: values['contactPerson.title'] ?? '',
      email: values['contactPerson.email'] ?? '',
      phone: values['contactPerson.phone'] ?? '',
    };
  }
  return body as UpdateProfileBody;
}

/** The api's checks, in form order, keyed by field path (`contactPerson.email`). Empty when the form is fine. */
export function profileErrors(role: Role, body: UpdateProfileBody): FieldErrors {
  const result = profileUpdateSchemas[role].safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    // A missing contact person object reads as its name's message, on the name.
    const key = path === 'contactPerson' ? 'contactPerson.name' : path;
    errors[key] ??= issue.message;
  }
  const order = editableFields(role);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(order, a) - rank(order, b))) as FieldErrors;
}

function rank(order: string[], field: string): number {
  const index = order.indexOf(field);
  return index === -1 ? order.length : index;
}

/** The id of a field's control. */
export const fieldId = (path: string) => `profile-${path.replace(/\./g, '-')}`;

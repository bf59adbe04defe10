/** How a user is named and where their area lives (spec 1 §2.2, §6): pure functions of the user object. */
import type { Role } from '@stint/shared/roles';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { universityTypeLabels } from '@stint/shared/accounts/accounts.constants';

export function dashboardPath(role: Role): string {
  return `/${role}/dashboard`;
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Students and admins: first and last name; employers: companyName; universities: universityName (else the name). */
export function displayName(user: User): string {
  const name = fullName(user);
  if (user.role === 'employer') return user.companyName?.trim() || name;
  if (user.role === 'university') return user.universityName?.trim() || name;
  return name || user.email;
}

/** The line under the name in the profile menu. */
export function displaySubtitle(user: User): string {
  switch (user.role) {
    case 'student':
      return user.university?.trim() || 'Student';
    case 'employer':
      return user.companyName?.trim() ? 'Employer' : 'Company';
    case 'admin':
      return user.department?.trim() || 'Administrator';
    case 'university':
      return user.universityType ? `${universityTypeLabels[user.universityType]} university` : 'University';
  }
}

/** Up to two initials for the avatar placeholder. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A server timestamp as a readable date; null when absent or unreadable. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/**
 * A student as the people who review their work read them (an employer's applications and logbook queue, the admins'
 * reports): their name, else their email, else 'A student'.
 */
import { fullName } from './user-display';

export function studentName(student: { firstName: string; lastName: string; email?: string | null }): string {
  return fullName(student) || student.email || 'A student';
}

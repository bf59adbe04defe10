import { describe, expect, it } from 'vitest';
import { studentName } from './student-name';

describe('studentName', () => {
  it('is the trimmed first and last name, else the email, else "A student"', () => {
    expect(studentName({ firstName: ' Ada ', lastName: 'Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(studentName({ firstName: 'Ada', lastName: ' ', email: 'ada@example.com' })).toBe('Ada');
    expect(studentName({ firstName: ' ', lastName: '', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(studentName({ firstName: '', lastName: '', email: '' })).toBe('A student');
    expect(studentName({ firstName: '', lastName: '' })).toBe('A student');
  });
});

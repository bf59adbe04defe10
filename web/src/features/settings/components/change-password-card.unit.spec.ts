import { describe, expect, it } from 'vitest';
import { passwordErrors } from './change-password-card';

const values = (newPassword: string) => ({
  currentPassword: 'old password',
  newPassword,
  confirmPassword: newPassword,
});

describe('the change-password form checks (spec 1 §2.19)', () => {
  it('asks for the spec minimum of 6 characters by default', () => {
    expect(passwordErrors(values('12345'))).toHaveProperty('newPassword');
    expect(passwordErrors(values('123456'))).toEqual({});
  });

  it('asks for the minimum an admin set', () => {
    expect(passwordErrors(values('123456789'), 10).newPassword).toMatch(/10/);
    expect(passwordErrors(values('1234567890'), 10)).toEqual({});
  });

  it('says when the two new passwords differ', () => {
    expect(passwordErrors({ currentPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgx' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

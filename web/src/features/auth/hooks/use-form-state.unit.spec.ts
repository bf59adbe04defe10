// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionError, useSession } from '../../../lib/session';
import { inPageOrder, useFormState } from './use-form-state';

describe('useFormState', () => {
  it("typing clears the field's own message, the ones it names, and the session's banner error", () => {
    const { result } = renderHook(() => useFormState({ password: '', confirmPassword: '', email: '' }));
    act(() =>
      result.current.setErrors({ password: 'Too short', confirmPassword: 'Does not match', email: 'Enter an email' }),
    );
    act(() => setSessionError('Invalid credentials'));

    act(() => result.current.setValue('password', 'longer-secret', ['confirmPassword']));

    expect(result.current.values.password).toBe('longer-secret');
    expect(result.current.errors).toEqual({ email: 'Enter an email' });
    expect(useSession.getState().error).toBeNull();
  });

  it('keeps the other messages when the field typed into had none', () => {
    const { result } = renderHook(() => useFormState({ firstName: '', lastName: '' }));
    act(() => result.current.setErrors({ lastName: 'Enter a last name' }));
    act(() => result.current.setValue('firstName', 'Ada'));
    expect(result.current.errors).toEqual({ lastName: 'Enter a last name' });
  });
});

describe('inPageOrder', () => {
  it('orders the messages as the fields appear on the page, unknown fields last', () => {
    const ordered = inPageOrder({ other: 'Something', email: 'Enter an email', firstName: 'Enter a name' }, [
      'firstName',
      'lastName',
      'email',
    ]);
    expect(Object.entries(ordered)).toEqual([
      ['firstName', 'Enter a name'],
      ['email', 'Enter an email'],
      ['other', 'Something'],
    ]);
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionError, useSession } from '../../../lib/session';
import { inPageOrder, useFormState } from './use-form-state';

const fieldId = (path: string) => `form-${path}`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('useFormState', () => {
  it("typing clears the field's own message, the ones it names, and the session's banner error", () => {
    const { result } = renderHook(() => useFormState({ password: '', confirmPassword: '', email: '' }, { fieldId }));
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
    const { result } = renderHook(() => useFormState({ firstName: '', lastName: '' }, { fieldId }));
    act(() => result.current.setErrors({ lastName: 'Enter a last name' }));
    act(() => result.current.setValue('firstName', 'Ada'));
    expect(result.current.errors).toEqual({ lastName: 'Enter a last name' });
  });
});

describe('fieldProps', () => {
  it('binds a control to its field: its id and name, value and message, and typing that clears the ones it names', () => {
    const onType = vi.fn();
    const { result } = renderHook(() => useFormState({ password: '', confirmPassword: '' }, { fieldId, onType }));
    act(() => result.current.setErrors({ password: 'Too short', confirmPassword: 'Does not match' }));
    expect(result.current.fieldProps('password')).toMatchObject({
      id: 'form-password',
      name: 'password',
      value: '',
      error: 'Too short',
    });

    act(() => result.current.fieldProps('password', ['confirmPassword']).onChange('longer-secret'));

    expect(result.current.fieldProps('password')).toMatchObject({ value: 'longer-secret', error: undefined });
    expect(result.current.errors).toEqual({});
    expect(onType).toHaveBeenCalledTimes(1);
  });
});

describe('showErrors', () => {
  it('shows the messages and then moves focus to the first control they name', () => {
    document.body.innerHTML = '<input id="form-email" /><input id="form-password" />';
    const { result } = renderHook(() => useFormState({ email: '', password: '' }, { fieldId }));

    act(() => result.current.showErrors({ password: 'Password is required' }));

    expect(result.current.errors).toEqual({ password: 'Password is required' });
    expect(document.activeElement?.id).toBe('form-password');
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

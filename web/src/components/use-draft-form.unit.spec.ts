// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { parsedSave, useDraftForm, type DraftSave } from './use-draft-form';

type Field = 'title' | 'body' | 'date';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

function setUp() {
  const onBusyChange = vi.fn();
  const hook = renderHook(() =>
    useDraftForm<Field>({
      fields: ['title', 'body', 'date'],
      fieldId: (path) => `entry-${path}`,
      initialValues: () => ({ title: '', body: '', date: '2026-06-01' }),
      idempotencyScope: 'logbook-entry',
      onBusyChange,
    }),
  );
  /** Submits what `prepare` makes of the form, saying 'Failed to save' for a failure without words of its own. */
  const submit = <Saved>(prepare: () => DraftSave<Saved>, onSuccess: (saved: Saved) => void = () => {}) =>
    act(() => hook.result.current.submit(submitEvent(), prepare, onSuccess, 'Failed to save'));
  return { hook, onBusyChange, submit };
}

const cannotSend = (issues: DraftSave<never>['issues']) => (): DraftSave<never> => ({ save: null, issues });

describe('useDraftForm', () => {
  it('starts from the initial values with no problems', () => {
    const { hook } = setUp();
    expect(hook.result.current.values).toEqual({ title: '', body: '', date: '2026-06-01' });
    expect(hook.result.current.errors).toEqual({});
    expect(hook.result.current.serverError).toBeNull();
  });

  it('shows one message per field in the order of the form when the content cannot be sent', async () => {
    const { hook, onBusyChange, submit } = setUp();
    const onSuccess = vi.fn();
    await submit(
      cannotSend([
        { path: ['date'], message: 'Pick a date' },
        { path: ['title'], message: 'Enter a title' },
        { path: ['title'], message: 'Title too short' },
      ]),
      onSuccess,
    );
    expect(hook.result.current.errors).toEqual({ title: 'Enter a title', date: 'Pick a date' });
    expect(Object.keys(hook.result.current.errors)).toEqual(['title', 'date']);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onBusyChange).not.toHaveBeenCalled();
  });

  it('typing into a field clears its own message and makes the content another submission', async () => {
    const { hook, submit } = setUp();
    await submit(
      cannotSend([
        { path: ['title'], message: 'Enter a title' },
        { path: ['body'], message: 'Say what you did' },
      ]),
    );
    const key = hook.result.current.submissionKey;
    act(() => hook.result.current.setValue('title', 'Week one'));
    expect(hook.result.current.values.title).toBe('Week one');
    expect(hook.result.current.errors).toEqual({ body: 'Say what you did' });
    expect(hook.result.current.submissionKey).not.toBe(key);
  });

  it('saves, busy while it does, and hands over what was saved', async () => {
    const { hook, onBusyChange, submit } = setUp();
    const onSuccess = vi.fn();
    await submit(() => ({ save: () => Promise.resolve({ id: 'e1' }), issues: [] }), onSuccess);
    expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
    expect(onSuccess).toHaveBeenCalledWith({ id: 'e1' });
    expect(hook.result.current.serverError).toBeNull();
  });

  it("shows the server's field messages once, and a fresh key for the retry", async () => {
    const { hook, submit } = setUp();
    const key = hook.result.current.submissionKey;
    const refusal = new ApiError(400, 'Enter a title', {
      errors: [{ path: 'title', message: 'Enter a title' }],
      isServerMessage: true,
    });
    await submit(() => ({ save: () => Promise.reject(refusal), issues: [] }));
    expect(hook.result.current.errors).toEqual({ title: 'Enter a title' });
    // The error summary already says it: no banner repeating the same words.
    expect(hook.result.current.serverError).toBeNull();
    expect(hook.result.current.submissionKey).not.toBe(key);
  });

  it('says a failure without words of its own in the banner', async () => {
    const { hook, submit } = setUp();
    await submit(() => ({
      save: () => Promise.reject(new ApiError(500, 'Internal', { isServerMessage: false })),
      issues: [],
    }));
    expect(hook.result.current.serverError).toBe('Internal');
    expect(hook.result.current.errors).toEqual({});
  });
});

describe('fieldProps', () => {
  it('gives a field its id, name, value and message, and changes its value', async () => {
    const { hook, submit } = setUp();
    expect(hook.result.current.fieldProps('date')).toMatchObject({
      id: 'entry-date',
      name: 'date',
      value: '2026-06-01',
      error: undefined,
    });
    await submit(cannotSend([{ path: ['title'], message: 'Enter a title' }]));
    expect(hook.result.current.fieldProps('title').error).toBe('Enter a title');
    act(() => hook.result.current.fieldProps('title').onChange('Week one'));
    expect(hook.result.current.fieldProps('title')).toMatchObject({ value: 'Week one', error: undefined });
  });
});

describe('parsedSave', () => {
  type Parsed = { success: true; data: string } | { success: false; error: { issues: DraftSave<never>['issues'] } };
  const schema = {
    safeParse: (input: unknown): Parsed =>
      typeof input === 'string' && input.length > 0
        ? { success: true, data: input.toUpperCase() }
        : { success: false, error: { issues: [{ path: ['title'], message: 'Enter a title' }] } },
  };

  it('saves the parsed body when the schema accepts it', async () => {
    const save = vi.fn((body: string) => Promise.resolve(`saved ${body}`));
    const found = parsedSave(schema, 'draft', save);
    expect(found.issues).toEqual([]);
    await expect(found.save?.()).resolves.toBe('saved DRAFT');
    expect(save).toHaveBeenCalledWith('DRAFT');
  });

  it('gives the schema issues and nothing to save when the schema refuses it', () => {
    const save = vi.fn();
    const found = parsedSave(schema, '', save);
    expect(found.save).toBeNull();
    expect(found.issues).toEqual([{ path: ['title'], message: 'Enter a title' }]);
    expect(save).not.toHaveBeenCalled();
  });
});

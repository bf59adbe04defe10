import { useState } from 'react';
import { focusFirstInvalid, type FieldErrors } from '../../../components/alerts';
import { clearSessionError } from '../../../lib/session';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';

/**
 * Text values of a form and their error messages, keyed by the request body's field path (`contactPerson.email`).
 * Typing into a field clears its own message and the store's banner error (spec 1 §2.9: "clears when the user types"),
 * and calls `onType` for what else the screen clears.
 */
export function useFormState<Name extends string>(
  initial: Record<Name, string>,
  {
    fieldId,
    onType,
  }: {
    /** The control of a field path: what the error summary links to and what gets focus. */
    fieldId: (path: string) => string;
    onType?: () => void;
  },
) {
  const focusAfterRender = useFocusAfterRender();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = (name: Name, value: string, alsoClear: readonly string[] = []) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const cleared = [name, ...alsoClear].filter((key) => key in current);
      if (cleared.length === 0) return current;
      const next = { ...current };
      for (const key of cleared) delete next[key];
      return next;
    });
    clearSessionError();
    onType?.();
  };

  /** Shows the messages and moves focus to the first control they name (after the render that shows them). */
  const showErrors = (problems: FieldErrors) => {
    setErrors(problems);
    focusAfterRender(() => focusFirstInvalid(problems, fieldId));
  };

  /** What a form control of `name` takes: id, name, value, error and change handler (typing also clears `alsoClear`). */
  const fieldProps = (name: Name, alsoClear: readonly string[] = []) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value, alsoClear),
  });

  return { values, errors, setErrors, setValue, showErrors, fieldProps };
}

/** Keeps the messages in the order the fields appear on the page (the summary lists them in that order). */
export function inPageOrder(errors: FieldErrors, order: readonly string[]): FieldErrors {
  const ordered: FieldErrors = {};
  for (const key of order) if (errors[key]) ordered[key] = errors[key];
  for (const [key, message] of Object.entries(errors)) if (!(key in ordered)) ordered[key] = message;
  return ordered;
}

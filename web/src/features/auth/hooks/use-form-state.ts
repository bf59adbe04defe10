import { useState } from 'react';
import type { FieldErrors } from '../../../components/alerts';
import { clearSessionError } from '../../../lib/session';

/**
 * Text values of a form and their error messages, keyed by the request body's field path (`contactPerson.email`).
 * Typing into a field clears its own message and the store's banner error (spec 1 §2.9: "clears when the user types").
 */
export function useFormState<Name extends string>(initial: Record<Name, string>) {
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
  };

  return { values, errors, setErrors, setValue };
}

/** Keeps the messages in the order the fields appear on the page (the summary lists them in that order). */
export function inPageOrder(errors: FieldErrors, order: readonly string[]): FieldErrors {
  const ordered: FieldErrors = {};
  for (const key of order) if (errors[key]) ordered[key] = errors[key];
  for (const [key, message] of Object.entries(errors)) if (!(key in ordered)) ordered[key] = message;
  return ordered;
}

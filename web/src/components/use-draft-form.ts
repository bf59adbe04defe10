/**
 * The state and submission of a student's draft form (a logbook entry, a report): field values, one message per field
 * in the order the form shows them, the banner for a server error, the busy flag the modal's buttons follow, and an
 * idempotency key that changes with the content so a retried save of the same content is one submission.
 */
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../lib/api-client';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { focusFirstInvalid, type FieldErrors } from './alerts';
import { useFocusAfterRender } from './use-focus-after-render';

/** What a form found to send: how to save it, or the schema's issues when it cannot be sent. */
export type DraftSave<Saved> = {
  save: (() => Promise<Saved>) | null;
  issues: readonly { path: PropertyKey[]; message: string }[];
};

/** A schema as the forms use it: `safeParse`, as the api's own (zod) schemas have it. */
type BodySchema<Body> = {
  safeParse(
    input: unknown,
  ): { success: true; data: Body } | { success: false; error: { issues: DraftSave<never>['issues'] } };
};

/** What a form finds to send: `body` checked with `schema`, and saved with `save` only when it passes. */
export function parsedSave<Body, Saved>(
  schema: BodySchema<Body>,
  body: unknown,
  save: (data: Body) => Promise<Saved>,
): DraftSave<Saved> {
  const parsed = schema.safeParse(body);
  return parsed.success ? { save: () => save(parsed.data), issues: [] } : { save: null, issues: parsed.error.issues };
}

/** One message per field, in the order of `fields`, then any others. */
function fieldErrorsOf(issues: readonly { path: string; message: string }[], fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const name = path.split('.')[0] ?? path;
    if (!(name in errors)) errors[name] = message;
  }
  const ordered: FieldErrors = {};
  for (const name of fields) if (errors[name]) ordered[name] = errors[name];
  for (const [name, message] of Object.entries(errors)) if (!(name in ordered)) ordered[name] = message;
  return ordered;
}

export function useDraftForm<FieldName extends string>({
  fields,
  fieldId,
  initialValues,
  idempotencyScope,
  onBusyChange,
}: {
  fields: readonly FieldName[];
  fieldId: (path: string) => string;
  initialValues: () => Record<FieldName, string>;
  idempotencyScope: string;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const focusAfterRender = useFocusAfterRender();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [submissionKey, setSubmissionKey] = useState(() => newIdempotencyKey(idempotencyScope));

  const setValue = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    // Changed content is another submission.
    setSubmissionKey(newIdempotencyKey(idempotencyScope));
  };

  const showProblems = (problems: FieldErrors) => {
    setErrors(problems);
    focusAfterRender(() => focusFirstInvalid(problems, fieldId));
  };

  const setBusy = (isBusy: boolean) => {
    setIsSaving(isBusy);
    onBusyChange(isBusy);
  };

  /** Sends what `prepare` found, or shows its issues; `failureMessage` is said when an error has no words of its own. */
  const submit = async <Saved>(
    event: FormEvent<HTMLFormElement>,
    prepare: () => DraftSave<Saved>,
    onSuccess: (saved: Saved) => void,
    failureMessage: string,
  ) => {
    event.preventDefault();
    if (isSaving) return;
    setServerError(null);
    const { save, issues } = prepare();
    if (!save) {
      showProblems(
        fieldErrorsOf(
          issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          fields,
        ),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await save();
      setBusy(false);
      onSuccess(saved);
    } catch (error) {
      setBusy(false);
      const fieldErrors = error instanceof ApiError ? fieldErrorsOf(error.errors, fields) : {};
      const message = errorMessage(error, error instanceof Error ? error.message : failureMessage);
      if (Object.keys(fieldErrors).length > 0) showProblems(fieldErrors);
      // The banner says it unless the error summary already lists the same words.
      setServerError(Object.values(fieldErrors).includes(message) ? null : message);
      setSubmissionKey(newIdempotencyKey(idempotencyScope));
    }
  };

  /** What a field of the form takes: its id, name, value and message, and how it changes. */
  const fieldProps = (name: FieldName) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  return { values, errors, serverError, submissionKey, setValue, submit, fieldProps };
}

/**
 * More labelled controls in the style of `form-fields.tsx` (same markup and classes): multi-line text, dates, numbers
 * and a checkbox. Each control is described by its hint and its error and marked `aria-invalid` while the error shows.
 */
import type { ReactNode } from 'react';
import './form-controls.css';

type FieldBase = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldBase & { children: (describedBy: string | undefined) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
          {required ? null : <span className="field__optional"> (optional)</span>}
        </label>
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextAreaField({
  value,
  onChange,
  rows = 4,
  name,
  maxLength,
  ...field
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  name?: string;
  maxLength?: number;
}) {
  return (
    <FieldFrame {...field}>
      {(describedBy) => (
        <textarea
          className="field__control field__control--textarea"
          id={field.id}
          name={name ?? field.id}
          rows={rows}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          required={field.required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

/** A calendar date (`YYYY-MM-DD`), with the browser's date picker. */
export function DateField({
  value,
  onChange,
  min,
  max,
  name,
  ...field
}: FieldBase & { value: string; onChange: (value: string) => void; min?: string; max?: string; name?: string }) {
  return (
    <FieldFrame {...field}>
      {(describedBy) => (
        <input
          className="field__control"
          id={field.id}
          name={name ?? field.id}
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          required={field.required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

/** A number typed as text (kept as the string the user typed; the form decides how to read it). */
export function NumberField({
  value,
  onChange,
  min,
  max,
  step,
  name,
  ...field
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  name?: string;
}) {
  return (
    <FieldFrame {...field}>
      {(describedBy) => (
        <input
          className="field__control"
          id={field.id}
          name={name ?? field.id}
          type="number"
          inputMode={step === 1 ? 'numeric' : 'decimal'}
          value={value}
          min={min}
          max={max}
          step={step}
          onChange={(event) => onChange(event.target.value)}
          required={field.required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
  name,
  className,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  name?: string;
  className?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['checkbox-field', className ?? ''].filter(Boolean).join(' ')}>
      <input
        className="checkbox-field__control"
        id={id}
        name={name ?? id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
      />
      <div className="checkbox-field__text">
        <label className="checkbox-field__label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <p className="checkbox-field__hint" id={hintId}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

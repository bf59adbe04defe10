/**
 * Labelled form controls with their error text. Each control is described by its hint and its error
 * (`aria-describedby`) and marked `aria-invalid` while the error shows, so a screen reader reads the message when the
 * control gets focus. Forms use `noValidate` and show these messages instead of the browser's bubbles.
 */
import { useState, type ReactNode } from 'react';

type FieldBase = {
  /** The control's id (forms focus the first invalid control by id). */
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

function Field({
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
        {/* Outside the label: the control's own `required` says it to assistive technology. */}
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

type TextFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'url';
  name?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
};

export function TextField({
  value,
  onChange,
  type = 'text',
  name,
  autoComplete,
  inputMode,
  maxLength,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      {(describedBy) => (
        <input
          className="field__control"
          id={field.id}
          name={name ?? field.id}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          required={field.required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

type SelectFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Select …"): the field counts as unanswered while it is chosen. */
  placeholder?: string;
  name?: string;
};

export function SelectField({ value, onChange, options, placeholder, name, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(describedBy) => (
        <select
          className="field__control field__control--select"
          id={field.id}
          name={name ?? field.id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={field.required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type PasswordFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
};

/** A password input with a show/hide toggle (spec 1 §2.9). */
export function PasswordField({ value, onChange, autoComplete, name, ...field }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field {...field}>
      {(describedBy) => (
        <div className="password-input">
          <input
            className="field__control password-input__control"
            id={field.id}
            name={name ?? field.id}
            type={isVisible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            required={field.required}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={describedBy}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-controls={field.id}
            aria-label={isVisible ? `Hide ${field.label.toLowerCase()}` : `Show ${field.label.toLowerCase()}`}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            {isVisible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </Field>
  );
}

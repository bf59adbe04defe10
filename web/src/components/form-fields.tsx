/**
 * Labelled form controls with their error text: text, password, select, multi-line text, date, number, checkbox and
 * file. Each control is described by its hint and its error (`aria-describedby`) and marked `aria-invalid` while the
 * error shows, so a screen reader reads the message when the control gets focus. Forms use `noValidate` and show these
 * messages instead of the browser's bubbles.
 */
import { useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { formatFileSize } from './file-size';
import './form-fields.css';

type FieldBase = {
  /** The control's id (forms focus the first invalid control by id). */
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The form field's name; the id when not given. */
  name?: string;
};

type ValueProps = { value: string; onChange: (value: string) => void };

function Field({
  id,
  label,
  error,
  hint,
  required,
  className,
  describedByExtra,
  children,
}: FieldBase & {
  /** More text that describes the control, between the hint and the error (a chosen file's name). */
  describedByExtra?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, describedByExtra, errorId].filter(Boolean).join(' ') || undefined;
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
      {children(describedBy)}
      {/* Under the control, so that side by side controls line up whether or not one of them has a hint. */}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What every control carries: its id and name, `required`, and the state its messages describe. */
function controlProps(field: FieldBase, describedBy: string | undefined) {
  return {
    id: field.id,
    name: field.name ?? field.id,
    required: field.required,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy,
  };
}

/** A single-line input; the exported fields below choose its type and attributes. */
function InputField({
  value,
  onChange,
  input,
  ...field
}: FieldBase & ValueProps & { input: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <Field {...field}>
      {(describedBy) => (
        <input
          className="field__control"
          {...input}
          {...controlProps(field, describedBy)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  ...field
}: FieldBase &
  ValueProps & {
    type?: 'text' | 'email' | 'tel' | 'password' | 'url';
    autoComplete?: string;
    inputMode?: 'text' | 'email' | 'tel' | 'numeric';
    maxLength?: number;
  }) {
  return <InputField {...field} input={{ type, autoComplete, inputMode, maxLength }} />;
}

export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  ...field
}: FieldBase &
  ValueProps & {
    options: readonly { value: string; label: string }[];
    /** A first, empty choice ("Select …"): the field counts as unanswered while it is chosen. */
    placeholder?: string;
  }) {
  return (
    <Field {...field}>
      {(describedBy) => (
        <select
          className="field__control field__control--select"
          {...controlProps(field, describedBy)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
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

/** A password input with a show/hide toggle (spec 1 §2.9). */
export function PasswordField({
  value,
  onChange,
  autoComplete,
  ...field
}: FieldBase & ValueProps & { autoComplete: 'current-password' | 'new-password' }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field {...field}>
      {(describedBy) => (
        <div className="password-input">
          <input
            className="field__control password-input__control"
            {...controlProps(field, describedBy)}
            type={isVisible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
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

export function TextAreaField({
  value,
  onChange,
  rows = 4,
  maxLength,
  ...field
}: FieldBase & ValueProps & { rows?: number; maxLength?: number }) {
  return (
    <Field {...field}>
      {(describedBy) => (
        <textarea
          className="field__control field__control--textarea"
          {...controlProps(field, describedBy)}
          rows={rows}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A calendar date (`YYYY-MM-DD`), with the browser's date picker. */
export function DateField({ min, max, ...field }: FieldBase & ValueProps & { min?: string; max?: string }) {
  return <InputField {...field} input={{ type: 'date', min, max }} />;
}

/** A number typed as text (kept as the string the user typed; the form decides how to read it). */
export function NumberField({
  min,
  max,
  step,
  ...field
}: FieldBase & ValueProps & { min?: number; max?: number; step?: number | 'any' }) {
  return (
    <InputField {...field} input={{ type: 'number', inputMode: step === 1 ? 'numeric' : 'decimal', min, max, step }} />
  );
}

/** A checkbox with its label beside it (never required, so without the required/optional marks). */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
  name,
  className,
}: Pick<FieldBase, 'id' | 'label' | 'hint' | 'name' | 'className'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
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

/**
 * A file input (spec 1 §5, generic file upload): the chosen file's name and size, which describe the input, and a
 * Remove button. The form decides what is acceptable (it checks the file in `onChange` and passes the message back as
 * `error`).
 */
export function FileField({
  file,
  onChange,
  accept,
  disabled,
  ...field
}: Omit<FieldBase, 'className'> & {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The `accept` attribute, e.g. `.pdf,.doc,.docx`: a hint to the picker, not a check. */
  accept?: string;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = file ? `${field.id}-file` : undefined;

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <Field {...field} className="file-field" describedByExtra={fileId}>
      {(describedBy) => (
        <>
          {/*
            The browser's own file input squeezes its "No file chosen" into whatever width is left ("No fi…osen"): it
            is laid, transparent, over a button and a status of our own, so clicks, the keyboard and screen readers
            still reach the real input (named by the field's label).
          */}
          <div className="file-picker">
            <input
              ref={inputRef}
              className="file-picker__input"
              {...controlProps(field, describedBy)}
              type="file"
              accept={accept}
              disabled={disabled}
              onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            />
            <span className="file-picker__button" aria-hidden="true">
              {file ? 'Choose another file' : 'Choose file'}
            </span>
            {file ? null : (
              <span className="file-picker__status" aria-hidden="true">
                No file chosen
              </span>
            )}
          </div>
          {file ? (
            <div className="file-field__chosen split-row">
              <p className="file-field__name" id={fileId}>
                Selected: <strong>{file.name}</strong> ({formatFileSize(file.size)})
              </p>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={clear}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </button>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}

/** Cancel and Save at the foot of a form being edited; both wait while it saves. */
export function EditActions({
  className,
  isSaving,
  onCancel,
  submitLabel,
}: {
  className: string;
  isSaving: boolean;
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <div className={className}>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSaving}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={isSaving}>
        {isSaving ? 'Saving…' : submitLabel}
      </button>
    </div>
  );
}

/**
 * A labelled file input in the style of `form-fields.tsx` (spec 1 §5, generic file upload): the chosen file's name and
 * size, a Remove button, the hint and the error, which describe the input. The form decides what is acceptable (it
 * checks the file in `onChange` and passes the message back as `error`).
 */
import { useRef, type ReactNode } from 'react';
import './file-field.css';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function FileField({
  id,
  label,
  file,
  onChange,
  accept,
  hint,
  error,
  required,
  disabled,
  name,
}: {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The `accept` attribute, e.g. `.pdf,.doc,.docx`: a hint to the picker, not a check. */
  accept?: string;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const fileId = file ? `${id}-file` : undefined;
  const describedBy = [hintId, fileId, errorId].filter(Boolean).join(' ') || undefined;

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <div className={['field', 'file-field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
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
      <input
        ref={inputRef}
        className="field__control file-field__control"
        id={id}
        name={name ?? id}
        type="file"
        accept={accept}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {file ? (
        <div className="file-field__chosen">
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
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

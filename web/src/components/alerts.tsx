import type { ReactNode } from 'react';

type Tone = 'danger' | 'warning' | 'info' | 'success';

/**
 * A coloured notice. Errors are alerts (announced at once); the other tones are polite status messages or, with
 * `live={false}`, plain text that was already on the page when it loaded.
 */
export function Banner({
  tone,
  title,
  children,
  live = true,
  id,
}: {
  tone: Tone;
  title?: string;
  children?: ReactNode;
  live?: boolean;
  id?: string;
}) {
  const role = !live ? undefined : tone === 'danger' ? 'alert' : 'status';
  return (
    <div className={`banner banner--${tone}`} role={role} id={id}>
      {title ? <p className="banner__title">{title}</p> : null}
      {children ? <div className="banner__body">{children}</div> : null}
    </div>
  );
}

export type FieldErrors = Record<string, string>;

/**
 * The form's problems at its top, each a link to its field (the GOV.UK error-summary pattern). Announced as an alert
 * when it appears; the form also moves focus to the first invalid field.
 */
export function ErrorSummary({
  errors,
  fieldIdFor,
}: {
  errors: FieldErrors;
  /** The id of the control that a field path's message belongs to. */
  fieldIdFor: (path: string) => string;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="banner banner--danger error-summary" role="alert">
      <p className="banner__title">
        {entries.length === 1 ? 'Please correct this field:' : `Please correct these ${entries.length} fields:`}
      </p>
      <ul className="error-summary__list">
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldIdFor(path)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldIdFor(path))?.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Focuses the first control (in page order) that has an error. */
export function focusFirstInvalid(errors: FieldErrors, fieldIdFor: (path: string) => string): void {
  const controls = Object.keys(errors)
    .map((path) => document.getElementById(fieldIdFor(path)))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  controls[0]?.focus();
}

/** What a card's last action came to (saved, or why not). */
export type ActionStatus = { tone: 'success' | 'danger'; text: string };

/**
 * The outcome of a card's last action under it. The live region is on the page before the text arrives, so screen
 * readers announce the text when it does; the banner itself is not a second live region.
 */
export function StatusNote({ status }: { status: ActionStatus | null }) {
  return (
    <div aria-live="polite">
      {status ? (
        <Banner tone={status.tone} live={false}>
          <p>{status.text}</p>
        </Banner>
      ) : null}
    </div>
  );
}

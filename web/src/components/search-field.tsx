/**
 * A search field for a list whose filters live in the URL: what is typed applies after a short pause (and at once on
 * Enter); when the URL's value changes from outside (Clear Filters, Back), the field follows it.
 */
import { useEffect, useRef, useState } from 'react';

const PAUSE_MS = 400;

/**
 * What a search box holds while someone types: the draft applies (`onSearch`, trimmed) after `pauseMs` without a
 * keystroke, or at once through `apply` (Enter). When the applied `value` changes from outside, the draft follows it.
 */
export function useSearchDraft(value: string, onSearch: (value: string) => void, pauseMs: number) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }

  // The latest callback, so a parent's new function each render does not restart the pause.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearchRef.current(draft.trim()), pauseMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, pauseMs]);

  return { draft, setDraft, apply: () => onSearch(draft.trim()) };
}

export function SearchField({
  id,
  label,
  value,
  onSearch,
  placeholder,
  hint,
}: {
  id: string;
  label: string;
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  hint?: string;
}) {
  const { draft, setDraft, apply } = useSearchDraft(value, onSearch, PAUSE_MS);

  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field search-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field__control"
        id={id}
        name={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={hintId}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
      {/* Under the control, like every field's hint (form-fields.tsx). */}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

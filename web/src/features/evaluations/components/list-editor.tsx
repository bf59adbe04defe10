/**
 * A list typed one item per box (strengths, areas for improvement, recommendations; spec 2 §5): Add appends a box and
 * moves focus into it; Remove takes one away and is hidden while only one remains, so the list keeps at least one.
 */
import { useState } from 'react';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';

export type ListItem = { key: number; value: string };

let nextKey = 1;

export function newListItem(value = ''): ListItem {
  return { key: nextKey++, value };
}

export function ListEditor({
  id,
  legend,
  itemLabel,
  items,
  onChange,
  errors,
  hint,
  max = 20,
}: {
  /** Item boxes get `${id}-${index}`. */
  id: string;
  legend: string;
  /** Names one item ('Strength'); boxes are labelled 'Strength 1', 'Strength 2'… */
  itemLabel: string;
  items: ListItem[];
  onChange: (items: ListItem[]) => void;
  /** Messages by item index. */
  errors: Record<number, string>;
  hint?: string;
  /** The most items the api takes. */
  max?: number;
}) {
  const focusAfterRender = useFocusAfterRender();
  const [announcement, setAnnouncement] = useState('');
  const itemId = (index: number) => `${id}-${index}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const focusLater = (elementId: string) => focusAfterRender(() => document.getElementById(elementId)?.focus());

  const add = () => {
    onChange([...items, newListItem()]);
    setAnnouncement(`${itemLabel} ${items.length + 1} added.`);
    focusLater(itemId(items.length));
  };

  const remove = (index: number) => {
    if (items.length <= 1) return;
    onChange(items.filter((_, position) => position !== index));
    setAnnouncement(`${itemLabel} ${index + 1} removed.`);
    focusLater(itemId(Math.max(0, index - 1)));
  };

  return (
    <fieldset className="form-section list-editor" aria-describedby={hintId}>
      <legend className="form-section__title">
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {hint ? (
        <p className="field__hint list-editor__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ol className="list-editor__items">
        {items.map((item, index) => {
          const error = errors[index];
          const errorId = error ? `${itemId(index)}-error` : undefined;
          const label = `${itemLabel} ${index + 1}`;
          return (
            <li key={item.key} className={['field', 'list-editor__item', error ? 'field--invalid' : ''].join(' ')}>
              <label className="field__label" htmlFor={itemId(index)}>
                {label}
              </label>
              <div className="list-editor__row">
                <input
                  id={itemId(index)}
                  name={`${id}[]`}
                  className="field__control"
                  type="text"
                  autoComplete="off"
                  maxLength={500}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={errorId}
                  value={item.value}
                  onChange={(event) =>
                    onChange(
                      items.map((current, position) =>
                        position === index ? { ...current, value: event.target.value } : current,
                      ),
                    )
                  }
                />
                {items.length > 1 ? (
                  <button
                    type="button"
                    className="button button--secondary button--small list-editor__remove"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                ) : null}
              </div>
              {error ? (
                <p className="field__error" id={errorId}>
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {items.length < max ? (
        <button type="button" className="button button--secondary button--small list-editor__add" onClick={add}>
          Add {itemLabel.toLowerCase()}
        </button>
      ) : (
        <p className="muted">At most {max} items.</p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

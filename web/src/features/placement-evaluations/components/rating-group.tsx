/**
 * One rating 1–5 as an accessible radio group: a fieldset named by its legend, one labelled radio per value (arrow
 * keys move between them, as native radios do), and its error tied to the group. The first radio carries `id`, so
 * the error summary's link and the form's focus land on the group.
 */
import {
  PLACEMENT_RATING_MAX,
  PLACEMENT_RATING_MIN,
} from '@stint/shared/placement-evaluations/placement-evaluations.constants';

const VALUES = Array.from(
  { length: PLACEMENT_RATING_MAX - PLACEMENT_RATING_MIN + 1 },
  (_, index) => PLACEMENT_RATING_MIN + index,
);

export function RatingGroup({
  id,
  legend,
  value,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  value: number | null;
  error?: string | undefined;
  onChange(value: number): void;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="rating-group" id={`${id}-group`} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="rating-group__options">
        {VALUES.map((rating) => (
          <label key={rating} className="rating-group__option">
            <input
              id={rating === PLACEMENT_RATING_MIN ? id : undefined}
              type="radio"
              name={id}
              value={rating}
              checked={value === rating}
              required
              onChange={() => onChange(rating)}
            />
            {rating}
            <span className="visually-hidden"> of {PLACEMENT_RATING_MAX}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="rating-group__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

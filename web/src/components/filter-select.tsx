import { oneOf } from '../lib/list-filters';

/** A labelled select for a filter: always answered (its first option means "any"), so neither required nor optional. */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        className="field__control field__control--select"
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The option of a `ChoiceFilter` that means "any": never one of the values, so a hand-typed address cannot hit it. */
const ANY = 'all';

/**
 * A filter over a closed set of values: "any" first, then each value by its label. It answers the chosen value, or
 * `null` for any, so a screen keeps its filters typed.
 */
export function ChoiceFilter<Value extends string>({
  id,
  label,
  anyLabel,
  values,
  labelOf,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** The first option ('All statuses'). */
  anyLabel: string;
  /** The values in the order the options list them. */
  values: readonly Value[];
  labelOf: (value: Value) => string;
  value: Value | null;
  onChange: (value: Value | null) => void;
}) {
  const options = [
    { value: ANY, label: anyLabel },
    ...values.map((choice) => ({ value: choice, label: labelOf(choice) })),
  ];
  return (
    <FilterSelect
      id={id}
      label={label}
      options={options}
      value={value ?? ANY}
      onChange={(chosen) => onChange(oneOf(values, chosen))}
    />
  );
}

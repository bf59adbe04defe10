/**
 * The internship a student writes a review item about (a logbook entry, a report; spec 1 §5): picked from their
 * accepted internships for something new, and shown, not changeable, once it exists.
 */
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { SelectField } from './form-fields';

/** "Title · Company", or the title alone when the company is unknown. */
export const internshipLabel = (internship: PlacementInternship) =>
  internship.company ? `${internship.title} · ${internship.company}` : internship.title;

export function PlacementInternshipField({
  id,
  fixed,
  internships,
  value,
  error,
  onChange,
}: {
  id: string;
  /** The internship of the item being edited; a picker when there is none. */
  fixed: PlacementInternship | undefined;
  /** The accepted internships the picker offers. */
  internships: readonly PlacementInternship[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  if (fixed) {
    return (
      <div className="review-form__fixed">
        <p className="review-form__fixed-label">Internship</p>
        <p className="review-form__fixed-value">
          {fixed.title}
          {fixed.company ? ` · ${fixed.company}` : ''}
        </p>
      </div>
    );
  }
  return (
    <SelectField
      id={id}
      name="internship"
      label="Internship"
      required
      placeholder="Select an internship"
      options={internships.map((internship) => ({ value: internship._id, label: internshipLabel(internship) }))}
      hint="Only internships you were accepted to."
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

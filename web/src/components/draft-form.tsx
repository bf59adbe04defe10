/**
 * The frame of a student's draft form about a placement (a logbook entry, a report; spec 1 §5): what the server
 * refused in a red banner (spec 1 §8), the list of field problems, and the internship it is about — picked for
 * something new, shown for something that exists — before the form's own fields.
 */
import type { FormEvent, ReactNode } from 'react';
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { Banner, ErrorSummary, type FieldErrors } from './alerts';
import { PlacementInternshipField } from './placement-internship-field';

export function DraftForm({
  id,
  notSavedTitle,
  form,
  fieldId,
  fixed,
  internships,
  onSubmit,
  children,
}: {
  id: string;
  /** The banner's title when the server refused the save. */
  notSavedTitle: string;
  form: {
    errors: FieldErrors;
    serverError: string | null;
    fieldProps: (name: 'internship') => { value: string; error: string | undefined; onChange: (v: string) => void };
  };
  fieldId: (path: string) => string;
  /** The internship of the item being edited; a picker when there is none. */
  fixed: PlacementInternship | undefined;
  internships: readonly PlacementInternship[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const { value, error, onChange } = form.fieldProps('internship');
  return (
    <form id={id} className="review-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {form.serverError ? (
        <Banner tone="danger" title={notSavedTitle}>
          <p>{form.serverError}</p>
        </Banner>
      ) : null}
      <ErrorSummary errors={form.errors} fieldIdFor={fieldId} />

      <PlacementInternshipField
        id={fieldId('internship')}
        fixed={fixed}
        internships={internships}
        value={value}
        error={error}
        onChange={onChange}
      />

      {children}
    </form>
  );
}

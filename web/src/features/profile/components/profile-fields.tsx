/** What every profile section shares: its props, its card, the read-only facts and a field's bindings. */
import type { ReactNode } from 'react';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import type { FieldErrors } from '../../../components/alerts';
import { TextField } from '../../../components/form-fields';
import { fieldId, type ProfileValues } from './profile-form';

export type SectionProps = {
  user: User;
  isEditing: boolean;
  values: ProfileValues;
  errors: FieldErrors;
  onChange: (field: string, value: string) => void;
};

/** The props a form control takes for `field`: id, name, value, error and change handler. */
export function bind({ values, errors, onChange }: SectionProps, field: string) {
  return {
    id: fieldId(field),
    name: field,
    value: values[field] ?? '',
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
  };
}

export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card profile-section" aria-labelledby={id}>
      <h2 id={id} className="card__title profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type ProfileFact = { label: string; value: ReactNode; note?: string };

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Labelled values; an empty one reads 'Not provided' (a profile shows what is missing, unlike a summary). */
export function ProfileFacts({ facts }: { facts: ProfileFact[] }) {
  return (
    <dl className="details profile-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="details__row">
          <dt>{fact.label}</dt>
          <dd>
            {isEmpty(fact.value) ? <span className="profile-facts__empty">Not provided</span> : fact.value}
            {fact.note ? <span className="profile-facts__note">{fact.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The grid the editable controls sit in (two columns, one on a phone). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="form-grid profile-section__fields">{children}</div>;
}

/**
 * A text control of a section: the form field it edits (`contactPerson.name` for a nested one) and how it reads. The
 * label is also the fact's label when the section shows the same fields read-only.
 */
export type TextFieldSpec<Field extends string = string> = {
  field: Field;
  label: string;
  required?: boolean;
  type?: 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
};

/** The section's text controls, in order, each bound to its field. */
export function TextFields({ section, fields }: { section: SectionProps; fields: readonly TextFieldSpec[] }) {
  return (
    <>
      {fields.map(({ field, ...control }) => (
        <TextField key={field} {...bind(section, field)} {...control} />
      ))}
    </>
  );
}

/** The profile's own text values, which a section of text fields shows as they are. */
type UserText = { [Key in keyof User]-?: User[Key] extends string | undefined ? Key : never }[keyof User];

/** A section of text fields only: their controls while editing, else the same fields, by the same labels, as facts. */
export function TextFieldsSection({
  id,
  title,
  section,
  fields,
}: {
  id: string;
  title: string;
  section: SectionProps;
  fields: readonly TextFieldSpec<UserText>[];
}) {
  return (
    <ProfileSection id={id} title={title}>
      {section.isEditing ? (
        <FieldGrid>
          <TextFields section={section} fields={fields} />
        </FieldGrid>
      ) : (
        <ProfileFacts facts={fields.map(({ field, label }) => ({ label, value: section.user[field] }))} />
      )}
    </ProfileSection>
  );
}

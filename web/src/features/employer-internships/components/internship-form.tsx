/**
 * The internship form, for posting (spec 2 §5 Post internship, spec 1 §9 defaults) and for editing (spec 2 §5 Edit
 * internship). Checked in the browser with the api's own schema before anything is sent, so each message shows next
 * to its field; the server's per-field messages and its banner message show the same way.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { internshipCategories, internshipTypes, workTypes } from '@stint/shared/internships/internships.constants';
import type { CreateInternshipBody, UpdateInternshipBody } from '@stint/shared/internships/internships.schemas';
import { Banner, ErrorSummary, focusFirstInvalid, type FieldErrors } from '../../../components/alerts';
import {
  CheckboxField,
  DateField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-fields';
import { todayIso } from '../../../components/dates';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { internshipTypeLabels, periodLabels, workTypeLabels } from './internship-format';
import {
  issuesToErrors,
  OPTIONS,
  ordered,
  validate,
  withCurrent,
  type InternshipFormValues,
  type TextName,
} from './internship-form-model';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';

export { newInternshipValues, storedInternshipValues, type InternshipFormValues } from './internship-form-model';

const fieldId = (path: string) => `internship-${path.replace('.', '-')}`;

export type InternshipFormProps = {
  mode: 'create' | 'edit';
  initialValues: InternshipFormValues;
  /** Sends the body; throws the api's error, which the form shows. */
  onSubmit: (body: CreateInternshipBody | UpdateInternshipBody, options: { asDraft: boolean }) => Promise<void>;
  cancelTo: string;
  /** Shown in the banner when the server gives no message of its own. */
  failureMessage: string;
};

export function InternshipForm({ mode, initialValues, onSubmit, cancelTo, failureMessage }: InternshipFormProps) {
  const focusAfterRender = useFocusAfterRender();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState<'publish' | 'draft' | null>(null);
  const options = OPTIONS[mode];

  const setValue = <K extends keyof InternshipFormValues>(name: K, value: InternshipFormValues[K], path?: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    const key = path ?? name;
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  const showProblems = (problems: FieldErrors) => {
    const inOrder = ordered(problems);
    setErrors(inOrder);
    focusAfterRender(() => focusFirstInvalid(inOrder, fieldId));
  };

  const submit = async (asDraft: boolean) => {
    if (submitting) return;
    setBannerError(null);
    const result = validate(values, mode, asDraft);
    if (!result.ok) {
      showProblems(result.errors);
      return;
    }
    setErrors({});
    setSubmitting(asDraft ? 'draft' : 'publish');
    try {
      await onSubmit(result.body, { asDraft });
    } catch (error) {
      setSubmitting(null);
      const message = errorMessage(error, failureMessage);
      const fieldErrors = error instanceof ApiError ? issuesToErrors(error.errors.map(toIssue)) : {};
      // The banner repeats a field's message only when that field is not listed below it.
      setBannerError(Object.values(fieldErrors).includes(message) ? null : message);
      if (Object.keys(fieldErrors).length > 0) showProblems(fieldErrors);
      else focusAfterRender(() => document.getElementById('internship-form-error')?.focus());
      return;
    }
    setSubmitting(null);
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(false);
  };

  const text = (
    name: TextName,
    label: string,
    extra: { required?: boolean; hint?: string; className?: string } = {},
  ) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      required={extra.required ?? true}
      hint={extra.hint}
      className={extra.className}
      autoComplete="off"
      value={values[name]}
      error={errors[name]}
      onChange={(value) => setValue(name, value)}
    />
  );
  const area = (name: TextName, label: string, hint: string, required = false, rows = 4) => (
    <TextAreaField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      required={required}
      rows={rows}
      className="form-grid__full"
      value={values[name]}
      error={errors[name]}
      onChange={(value) => setValue(name, value)}
    />
  );

  const isCreate = mode === 'create';
  return (
    <>
      {bannerError ? (
        <div id="internship-form-error" tabIndex={-1}>
          <Banner tone="danger" title={isCreate ? 'The internship was not saved' : 'The changes were not saved'}>
            <p>{bannerError}</p>
          </Banner>
        </div>
      ) : null}
      <ErrorSummary errors={errors} fieldIdFor={fieldId} />
      <form className="internship-form" onSubmit={onFormSubmit} noValidate aria-labelledby="internship-form-title">
        <p className="internship-form__note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>

        <fieldset className="form-section">
          <legend className="form-section__title">The role</legend>
          <div className="form-grid">
            {text('title', 'Title', { className: 'form-grid__full', hint: 'For example: Frontend Developer Intern' })}
            {text('company', 'Company')}
            <SelectField
              id={fieldId('category')}
              name="category"
              label="Category"
              required={isCreate}
              placeholder={isCreate ? undefined : 'Not specified'}
              options={withCurrent(internshipCategories, values.category).map((value) => ({ value, label: value }))}
              value={values.category}
              error={errors.category}
              onChange={(value) => setValue('category', value)}
            />
            <SelectField
              id={fieldId('type')}
              name="type"
              label="Internship type"
              placeholder="Not specified"
              options={withCurrent(internshipTypes, values.type).map((value) => ({
                value,
                label: internshipTypeLabels[value] ?? value,
              }))}
              value={values.type}
              error={errors.type}
              onChange={(value) => setValue('type', value)}
            />
            <NumberField
              id={fieldId('positions')}
              name="positions"
              label="Positions"
              hint="How many students you will accept."
              required={isCreate}
              min={1}
              step={1}
              value={values.positions}
              error={errors.positions}
              onChange={(value) => setValue('positions', value)}
            />
            {area('description', 'Description', 'What the intern will work on and learn.', true, 6)}
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__title">Responsibilities and requirements</legend>
          <div className="form-grid">
            {area('responsibilities', 'Responsibilities', 'One per line.')}
            {area('requirements', 'Requirements', 'One per line.')}
            {text('skills', 'Skills', {
              required: false,
              className: 'form-grid__full',
              hint: 'Separate skills with commas, for example: React, TypeScript, SQL',
            })}
            {area('benefits', 'Benefits', 'One per line.', false, 3)}
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__title">Where and when</legend>
          <div className="form-grid">
            <SelectField
              id={fieldId('workType')}
              name="workType"
              label="Work type"
              required={isCreate}
              placeholder={isCreate ? undefined : 'Not specified'}
              options={withCurrent(workTypes, values.workType).map((value) => ({
                value,
                label: workTypeLabels[value] ?? value,
              }))}
              value={values.workType}
              error={errors.workType}
              onChange={(value) => {
                setValue('workType', value);
                if (value === 'remote') setValue('isRemote', true);
              }}
            />
            {text('location', 'Location', { hint: 'City and country, or "Anywhere" for remote roles.' })}
            <CheckboxField
              id={fieldId('isRemote')}
              label="Remote work is possible"
              className="internship-form__wide"
              checked={values.isRemote}
              onChange={(checked) => setValue('isRemote', checked)}
            />
            <DateField
              id={fieldId('startDate')}
              label="Start date"
              required
              value={values.startDate}
              error={errors.startDate}
              onChange={(value) => setValue('startDate', value)}
            />
            <DateField
              id={fieldId('endDate')}
              label="End date"
              required
              min={values.startDate || undefined}
              value={values.endDate}
              error={errors.endDate}
              onChange={(value) => setValue('endDate', value)}
            />
            {text('duration', 'Duration', { required: false, hint: 'For example: 3 months' })}
            <DateField
              id={fieldId('applicationDeadline')}
              label="Application deadline"
              required
              min={isCreate ? todayIso() : undefined}
              value={values.applicationDeadline}
              error={errors.applicationDeadline}
              onChange={(value) => setValue('applicationDeadline', value)}
            />
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__title">Compensation</legend>
          <div className="form-grid">
            <CheckboxField
              id={fieldId('isPaid')}
              label="This internship is paid"
              hint="Unpaid internships are shown with no stipend."
              className="internship-form__wide"
              checked={values.isPaid}
              onChange={(checked) => setValue('isPaid', checked, 'stipend.amount')}
            />
            {values.isPaid ? (
              <>
                <NumberField
                  id={fieldId('stipend.amount')}
                  name="stipendAmount"
                  label="Stipend amount"
                  required={isCreate}
                  hint={isCreate ? undefined : 'Leave empty for no stipend.'}
                  min={0}
                  step="any"
                  value={values.stipendAmount}
                  error={errors['stipend.amount']}
                  onChange={(value) => setValue('stipendAmount', value, 'stipend.amount')}
                />
                <SelectField
                  id={fieldId('stipend.currency')}
                  name="currency"
                  label="Currency"
                  required
                  options={withCurrent(options.currencies, values.currency).map((value) => ({ value, label: value }))}
                  value={values.currency}
                  error={errors['stipend.currency']}
                  onChange={(value) => setValue('currency', value, 'stipend.currency')}
                />
                <SelectField
                  id={fieldId('stipend.period')}
                  name="period"
                  label="Stipend period"
                  required
                  options={withCurrent(options.periods, values.period).map((value) => ({
                    value,
                    label: periodLabels[value] ?? value,
                  }))}
                  value={values.period}
                  error={errors['stipend.period']}
                  onChange={(value) => setValue('period', value, 'stipend.period')}
                />
              </>
            ) : null}
            {text('salary', 'Salary', {
              required: false,
              hint: 'Free text shown next to the stipend, for example: Competitive, plus travel allowance',
            })}
          </div>
        </fieldset>

        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting !== null}>
            {isCreate
              ? submitting === 'publish'
                ? 'Posting…'
                : 'Post Internship'
              : submitting
                ? 'Saving…'
                : 'Save Changes'}
          </button>
          {isCreate ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={submitting !== null}
              onClick={() => void submit(true)}
            >
              {submitting === 'draft' ? 'Saving draft…' : 'Save as Draft'}
            </button>
          ) : null}
          <Link className="button button--secondary" to={cancelTo}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}

/** The api's field errors carry their path as `a.b`. */
function toIssue(error: { path: string; message: string }) {
  return { path: String(error.path).split('.'), message: error.message };
}

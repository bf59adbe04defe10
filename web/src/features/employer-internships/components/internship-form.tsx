/**
 * The internship form, for posting (spec 2 §5 Post internship, spec 1 §9 defaults) and for editing (spec 2 §5 Edit
 * internship). Checked in the browser with the api's own schema before anything is sent, so each message shows next
 * to its field; the server's per-field messages and its banner message show the same way.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  currencies,
  internshipCategories,
  internshipTypes,
  workTypes,
  type StipendPeriod,
} from '@stint/shared/internships/internships.constants';
import {
  createInternshipBodySchema,
  updateInternshipBodySchema,
  type CreateInternshipBody,
  type Internship,
  type UpdateInternshipBody,
} from '@stint/shared/internships/internships.schemas';
import { Banner, ErrorSummary, focusFirstInvalid, type FieldErrors } from '../../../components/alerts';
import {
  CheckboxField,
  DateField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-fields';
import { todayIso, toDateInputValue } from '../../../components/dates';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { internshipTypeLabels, periodLabels, workTypeLabels } from './internship-format';

export type InternshipFormValues = {
  title: string;
  company: string;
  category: string;
  type: string;
  positions: string;
  description: string;
  responsibilities: string;
  requirements: string;
  skills: string;
  benefits: string;
  workType: string;
  location: string;
  isRemote: boolean;
  startDate: string;
  endDate: string;
  duration: string;
  applicationDeadline: string;
  isPaid: boolean;
  stipendAmount: string;
  currency: string;
  period: string;
  salary: string;
};

type TextName = {
  [K in keyof InternshipFormValues]: InternshipFormValues[K] extends string ? K : never;
}[keyof InternshipFormValues];

/** Spec 1 §9 / spec 2 §9: category Technology, duration '3 months', USD monthly, onsite, paid, not remote, 1 position. */
export function newInternshipValues(companyName: string | null | undefined): InternshipFormValues {
  return {
    title: '',
    company: companyName?.trim() ?? '',
    category: 'Technology',
    type: '',
    positions: '1',
    description: '',
    responsibilities: '',
    requirements: '',
    skills: '',
    benefits: '',
    workType: 'onsite',
    location: '',
    isRemote: false,
    startDate: '',
    endDate: '',
    duration: '3 months',
    applicationDeadline: '',
    isPaid: true,
    stipendAmount: '',
    currency: 'USD',
    period: 'monthly',
    salary: '',
  };
}

/** The edit form starts from the stored values; lists become one item per line (skills: comma-separated). */
export function storedInternshipValues(internship: Internship): InternshipFormValues {
  return {
    title: internship.title,
    company: internship.company ?? '',
    category: internship.category ?? '',
    type: internship.type ?? '',
    positions: String(internship.positions),
    description: internship.description,
    responsibilities: internship.responsibilities.join('\n'),
    requirements: internship.requirements.join('\n'),
    skills: internship.skills.join(', '),
    benefits: internship.benefits.join('\n'),
    workType: internship.workType ?? '',
    location: internship.location,
    isRemote: internship.isRemote,
    startDate: toDateInputValue(internship.startDate),
    endDate: toDateInputValue(internship.endDate),
    duration: internship.duration ?? '',
    applicationDeadline: toDateInputValue(internship.applicationDeadline ?? internship.deadline),
    isPaid: internship.isPaid ?? true,
    stipendAmount: internship.stipend ? String(internship.stipend.amount) : '0',
    currency: internship.stipend?.currency ?? 'USD',
    period: internship.stipend?.period ?? 'monthly',
    salary: internship.salary ?? '',
  };
}

/** Spec 2 §9: the create form offers CAD and daily; the edit form offers total instead of daily, and no CAD. */
const OPTIONS = {
  create: {
    currencies: currencies,
    periods: ['hourly', 'daily', 'weekly', 'monthly'] as readonly StipendPeriod[],
  },
  edit: {
    currencies: currencies.filter((currency) => currency !== 'CAD'),
    periods: ['hourly', 'weekly', 'monthly', 'total'] as readonly StipendPeriod[],
  },
};

/** The list, plus the stored value when the form's list does not offer it (so editing never silently changes it). */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}

/** One item per line, trimmed, blank lines dropped (spec 2 §5). */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** Comma-separated, trimmed, blanks dropped (spec 2 §5). */
const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const optional = (text: string) => (text.trim() ? text.trim() : undefined);

function commonBody(values: InternshipFormValues) {
  return {
    title: values.title,
    company: values.company,
    location: values.location,
    startDate: values.startDate,
    endDate: values.endDate,
    applicationDeadline: values.applicationDeadline,
    description: values.description,
    requirements: lines(values.requirements),
    responsibilities: lines(values.responsibilities),
    benefits: lines(values.benefits),
    skills: commaList(values.skills),
    category: optional(values.category),
    positions: values.positions.trim(),
    workType: optional(values.workType),
    duration: values.duration.trim(),
    salary: optional(values.salary),
    type: optional(values.type),
    isRemote: values.isRemote,
    isPaid: values.isPaid,
  };
}

/** Field paths in the order the form shows them (the error summary lists them in this order). */
const FIELD_ORDER = [
  'title',
  'company',
  'category',
  'type',
  'positions',
  'description',
  'responsibilities',
  'requirements',
  'skills',
  'benefits',
  'workType',
  'location',
  'startDate',
  'endDate',
  'duration',
  'applicationDeadline',
  'stipend.amount',
  'stipend.currency',
  'stipend.period',
  'salary',
];

const fieldId = (path: string) => `internship-${path.replace('.', '-')}`;

function ordered(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const key of FIELD_ORDER) if (errors[key]) result[key] = errors[key];
  for (const [key, message] of Object.entries(errors)) if (!(key in result)) result[key] = message;
  return result;
}

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'form';
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

type Validated = { ok: true; body: CreateInternshipBody | UpdateInternshipBody } | { ok: false; errors: FieldErrors };

function validate(values: InternshipFormValues, mode: 'create' | 'edit', asDraft: boolean): Validated {
  const common = commonBody(values);
  const extra: FieldErrors = {};
  if (mode === 'create') {
    // Spec 2 §5: the stipend amount is required (min 0) on the create form; an unpaid internship pays 0.
    const amount = values.isPaid ? values.stipendAmount.trim() : '0';
    if (!amount) extra['stipend.amount'] = 'Stipend amount is required';
    // The server refuses a deadline in the past: say so before sending.
    if (values.applicationDeadline && values.applicationDeadline < todayIso()) {
      extra.applicationDeadline = 'The application deadline cannot be in the past';
    }
    const parsed = createInternshipBodySchema.safeParse({
      ...common,
      stipend: { amount, currency: values.currency, period: values.period },
      status: asDraft ? 'draft' : 'active',
    });
    if (parsed.success && Object.keys(extra).length === 0) return { ok: true, body: parsed.data };
    return { ok: false, errors: { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...extra } };
  }
  // Spec 2 §5 (edit): the stipend amount becomes 0 if it is not numeric.
  const typed = Number(values.stipendAmount.trim());
  const amount = values.isPaid && values.stipendAmount.trim() && Number.isFinite(typed) ? typed : 0;
  const parsed = updateInternshipBodySchema.safeParse({
    ...common,
    // An edit never clears these by accident: blank means "as it was" only where the api allows leaving it out.
    positions: common.positions || undefined,
    // An empty salary clears the stored one (the api keeps a salary that is left out).
    salary: values.salary.trim(),
    stipend: { amount: Math.max(0, amount), currency: values.currency, period: values.period },
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

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
    requestAnimationFrame(() => focusFirstInvalid(inOrder, fieldId));
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
      else requestAnimationFrame(() => document.getElementById('internship-form-error')?.focus());
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

        <div className="internship-form__actions">
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

/**
 * The evaluation form (spec 2 §3 Evaluation, §5 Evaluation form, §9): an accepted intern, the type and period, eight
 * ratings 1–5 (default 3, clamped), three lists that keep at least one item, specific examples, attendance, work
 * quality, would hire / recommend and optional comments. The period starts as the chosen intern's placement (or, for a
 * weekly or monthly evaluation, its last week or 30 days) up to the day an evaluation is due
 * (shared/evaluations/evaluation-due.ts), until the employer changes either date. Checked in the browser with the
 * api's own schema (plus "every list item is required") before anything is sent; the server's field messages show the
 * same way and its other refusals in a banner ('Failed to submit evaluation' when it gives no message).
 */
import { useState, type FormEvent } from 'react';
import {
  evaluationTypes,
  qualityLevels,
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  ratingKeys,
  type RatingKey,
} from '@stint/shared/evaluations/evaluations.constants';
import { createEvaluationBodySchema, type CreateEvaluationBody } from '@stint/shared/evaluations/evaluations.schemas';
import { dayCount, periodDays, suggestedPeriod } from '@stint/shared/evaluations/evaluation-due';
import { Banner, ErrorSummary, focusFirstInvalid, type FieldErrors } from '../../../components/alerts';
import { DateField, NumberField, SelectField, TextAreaField } from '../../../components/form-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useInternship } from '../../../lib/internship-read';
import { formatCalendarDate, todayIso } from '../../../components/dates';
import type { AcceptedIntern } from '../api/get-accepted-interns';
import { evaluationTypeLabels, qualityLabels, RatingBadge, ratingLabels } from './evaluation-format';
import { ListEditor, newListItem, type ListItem } from './list-editor';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';

/** Spec 2 §8. */
const SUBMIT_FAILURE = 'Failed to submit evaluation';

const LISTS = [
  {
    key: 'strengths',
    legend: 'Strengths',
    itemLabel: 'Strength',
    hint: 'What the intern does well, one point per box.',
  },
  {
    key: 'areasForImprovement',
    legend: 'Areas for improvement',
    itemLabel: 'Area for improvement',
    hint: 'Where the intern can grow, one point per box.',
  },
  {
    key: 'recommendations',
    legend: 'Recommendations',
    itemLabel: 'Recommendation',
    hint: 'What you suggest the intern does next, one point per box.',
  },
] as const;
type ListKey = (typeof LISTS)[number]['key'];

type FormValues = {
  applicationId: string;
  type: string;
  startDate: string;
  endDate: string;
  /** Whether the employer has changed a period date (until then the period follows the placement's dates). */
  isPeriodEdited: boolean;
  ratings: Record<RatingKey, string>;
  strengths: ListItem[];
  areasForImprovement: ListItem[];
  recommendations: ListItem[];
  specificExamples: string;
  totalDays: string;
  daysPresent: string;
  punctuality: string;
  workQuality: string;
  wouldHire: string;
  wouldRecommend: string;
  additionalComments: string;
};

type TextName = 'type' | 'specificExamples' | 'totalDays' | 'daysPresent';
type DateName = 'startDate' | 'endDate';
type SelectName = 'punctuality' | 'workQuality' | 'wouldHire' | 'wouldRecommend';

function initialValues(applicationId: string): FormValues {
  return {
    applicationId,
    type: '',
    startDate: '',
    endDate: '',
    isPeriodEdited: false,
    ratings: Object.fromEntries(ratingKeys.map((key) => [key, String(RATING_DEFAULT)])) as Record<RatingKey, string>,
    strengths: [newListItem()],
    areasForImprovement: [newListItem()],
    recommendations: [newListItem()],
    specificExamples: '',
    totalDays: '',
    daysPresent: '',
    punctuality: '',
    workQuality: '',
    wouldHire: '',
    wouldRecommend: '',
    additionalComments: '',
  };
}

/** Spec 2 §5: a rating is clamped to 1–5 (a whole number); blank stays blank while typing. */
export function clampRating(typed: string): string {
  if (typed.trim() === '') return '';
  const value = Number(typed);
  if (!Number.isFinite(value)) return String(RATING_DEFAULT);
  return String(Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(value))));
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const QUALITY_OPTIONS = qualityLevels.map((level) => ({ value: level, label: qualityLabels[level] }));
const TYPE_OPTIONS = evaluationTypes.map((type) => ({ value: type, label: evaluationTypeLabels[type] }));

/** Field paths in the order the form shows them (the error summary lists them in this order). */
const FIELD_ORDER = [
  'student',
  'type',
  'period.startDate',
  'period.endDate',
  ...ratingKeys.map((key) => `ratings.${key}`),
  ...LISTS.flatMap((list) => [list.key, ...Array.from({ length: 20 }, (_, index) => `${list.key}.${index}`)]),
  'specificExamples',
  'attendance.totalDays',
  'attendance.daysPresent',
  'attendance.punctuality',
  'workQuality',
  'wouldHire',
  'wouldRecommend',
  'additionalComments',
];

const LIST_KEYS: readonly string[] = LISTS.map((list) => list.key);

/** The control a message belongs to: the intern picker for both ids, a list's first box for the list. */
export function fieldIdFor(path: string): string {
  if (path === 'student' || path === 'internship') return 'evaluation-intern';
  if (LIST_KEYS.includes(path)) return `evaluation-${path}-0`;
  return `evaluation-${path.split('.').join('-')}`;
}

function ordered(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const key of FIELD_ORDER) if (errors[key]) result[key] = errors[key];
  for (const [key, message] of Object.entries(errors)) if (!(key in result)) result[key] = message;
  return result;
}

function issuesToErrors(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    let path = (typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')) || 'form';
    // Both ids come from the one picker.
    if (path === 'internship') path = 'student';
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

const yesNoValue = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined);

type Validated = { ok: true; body: CreateEvaluationBody } | { ok: false; errors: FieldErrors };

function validate(values: FormValues, interns: AcceptedIntern[]): Validated {
  const intern = interns.find((candidate) => candidate.applicationId === values.applicationId);
  const extra: FieldErrors = {};
  // Spec 2 §5: every list item is required (the api would drop a blank one silently).
  for (const list of LISTS) {
    values[list.key].forEach((item, index) => {
      if (!item.value.trim()) extra[`${list.key}.${index}`] = `${list.itemLabel} ${index + 1} is required`;
    });
  }
  const parsed = createEvaluationBodySchema.safeParse({
    student: intern?.student._id ?? '',
    internship: intern?.internship._id ?? '',
    type: values.type || undefined,
    period: { startDate: values.startDate, endDate: values.endDate },
    // A blank rating is reported (the schema reads it as 0), not silently replaced.
    ratings: Object.fromEntries(ratingKeys.map((key) => [key, clampRating(values.ratings[key])])),
    strengths: values.strengths.map((item) => item.value),
    areasForImprovement: values.areasForImprovement.map((item) => item.value),
    specificExamples: values.specificExamples,
    recommendations: values.recommendations.map((item) => item.value),
    attendance: {
      totalDays: values.totalDays.trim(),
      daysPresent: values.daysPresent.trim(),
      punctuality: values.punctuality || undefined,
    },
    workQuality: values.workQuality || undefined,
    wouldHire: yesNoValue(values.wouldHire),
    wouldRecommend: yesNoValue(values.wouldRecommend),
    additionalComments: values.additionalComments,
  });
  if (parsed.success && Object.keys(extra).length === 0) return { ok: true, body: parsed.data };
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  // A blank box is named on its own; the list-wide message would repeat it.
  for (const list of LISTS)
    if (Object.keys(extra).some((path) => path.startsWith(`${list.key}.`))) delete errors[list.key];
  return { ok: false, errors: { ...errors, ...extra } };
}

export function EvaluationForm({
  interns,
  initialApplicationId,
  onSubmit,
  onCancel,
}: {
  interns: AcceptedIntern[];
  /** The intern to start with (the dashboard's pending-evaluations panel links with it). */
  initialApplicationId?: string | undefined;
  /** Sends the body; throws the api's error, which the form shows. */
  onSubmit: (body: CreateEvaluationBody) => Promise<void>;
  onCancel: () => void;
}) {
  const focusAfterRender = useFocusAfterRender();
  const preselected = interns.some((intern) => intern.applicationId === initialApplicationId)
    ? (initialApplicationId ?? '')
    : '';
  const [values, setValues] = useState(() => initialValues(preselected));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isUnknownIntern = Boolean(initialApplicationId) && !preselected;
  const intern = interns.find((candidate) => candidate.applicationId === values.applicationId);
  const placement = useInternship(intern?.internship._id).data?.internship;
  const suggestion = values.isPeriodEdited ? null : suggestedPeriod(placement, todayIso(), values.type);
  const period = suggestion ?? { startDate: values.startDate, endDate: values.endDate };
  const placementStart = placement?.startDate?.slice(0, 10);
  const placementEnd = placement?.endDate?.slice(0, 10);
  const startHint = suggestion
    ? suggestion.startDate === placementStart
      ? 'The placement’s first day.'
      : `The ${periodDays(suggestion)} days up to the period end.`
    : undefined;
  const endHint =
    suggestion && placementEnd
      ? suggestion.endDate === placementEnd
        ? 'The placement’s last day.'
        : `Today; the placement ends on ${formatCalendarDate(placementEnd) ?? placementEnd}.`
      : undefined;

  const clearError = (...paths: string[]) =>
    setErrors((current) => {
      if (!paths.some((path) => path in current)) return current;
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });

  const setValue = <K extends keyof FormValues>(name: K, value: FormValues[K], ...paths: string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(...paths);
  };

  const showProblems = (problems: FieldErrors) => {
    const inOrder = ordered(problems);
    setErrors(inOrder);
    focusAfterRender(() => focusFirstInvalid(inOrder, fieldIdFor));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setBannerError(null);
    const result = validate({ ...values, ...period }, interns);
    if (!result.ok) {
      showProblems(result.errors);
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      await onSubmit(result.body);
    } catch (error) {
      setIsSubmitting(false);
      const message = errorMessage(error, SUBMIT_FAILURE);
      const fieldErrors = error instanceof ApiError ? issuesToErrors(error.errors) : {};
      // The banner repeats a field's message only when that field is not listed below it.
      setBannerError(Object.values(fieldErrors).includes(message) ? null : message);
      if (Object.keys(fieldErrors).length > 0) showProblems(fieldErrors);
      else focusAfterRender(() => document.getElementById('evaluation-form-error')?.focus());
    }
  };

  const listErrors = (key: ListKey): Record<number, string> => {
    const result: Record<number, string> = {};
    for (const [path, message] of Object.entries(errors)) {
      if (path === key) result[0] ??= message;
      else if (path.startsWith(`${key}.`)) result[Number(path.slice(key.length + 1))] = message;
    }
    return result;
  };

  const select = (
    name: SelectName,
    path: string,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectField
      id={fieldIdFor(path)}
      name={name}
      label={label}
      required
      placeholder="Select…"
      options={options}
      value={values[name]}
      error={errors[path]}
      onChange={(value) => setValue(name, value, path)}
    />
  );

  const text = (name: TextName, path: string) => ({
    id: fieldIdFor(path),
    name,
    value: values[name],
    error: errors[path],
    onChange: (value: string) => setValue(name, value, path),
  });

  // Changing one date keeps the other as shown.
  const date = (name: DateName, path: string) => ({
    id: fieldIdFor(path),
    name,
    value: period[name],
    error: errors[path],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, ...period, [name]: value, isPeriodEdited: true }));
      clearError(path);
    },
  });

  const average =
    ratingKeys.reduce((sum, key) => sum + Number(clampRating(values.ratings[key]) || RATING_DEFAULT), 0) /
    ratingKeys.length;
  const totalDays = Number(values.totalDays);
  const maxPresent = values.totalDays.trim() && Number.isFinite(totalDays) && totalDays >= 0 ? totalDays : undefined;
  const daysInPeriod = period.startDate && period.endDate ? periodDays(period) : 0;

  return (
    <form className="evaluation-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      {bannerError ? (
        <div id="evaluation-form-error" tabIndex={-1}>
          <Banner tone="danger" title="Not submitted">
            <p>{bannerError}</p>
          </Banner>
        </div>
      ) : null}
      <ErrorSummary errors={errors} fieldIdFor={fieldIdFor} />
      <p className="muted evaluation-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <fieldset className="form-section">
        <legend className="form-section__title">Intern and period</legend>
        {isUnknownIntern ? (
          <Banner tone="warning" title="Choose the intern">
            <p>
              The intern from your link is not one of your accepted applicants (any more). Choose one from the list.
            </p>
          </Banner>
        ) : null}
        <div className="form-grid">
          <SelectField
            id="evaluation-intern"
            name="intern"
            label="Intern"
            hint="Only accepted applicants can be evaluated."
            required
            className="form-grid__full"
            placeholder="Select an accepted intern"
            options={interns.map((intern) => ({
              value: intern.applicationId,
              label: `${intern.student.name} — ${intern.internship.title}${
                intern.internship.company ? ` (${intern.internship.company})` : ''
              }`,
            }))}
            value={values.applicationId}
            error={errors.student}
            onChange={(value) => setValue('applicationId', value, 'student')}
          />
          <SelectField
            {...text('type', 'type')}
            label="Evaluation type"
            required
            placeholder="Select a type"
            options={TYPE_OPTIONS}
            className="form-grid__full"
          />
          <DateField {...date('startDate', 'period.startDate')} label="Period start" required hint={startHint} />
          <DateField
            {...date('endDate', 'period.endDate')}
            label="Period end"
            required
            min={period.startDate || undefined}
            hint={endHint}
          />
        </div>
      </fieldset>

      <fieldset className="form-section" aria-describedby="evaluation-ratings-hint">
        <legend className="form-section__title">Ratings</legend>
        <p className="field__hint evaluation-form__ratings-hint" id="evaluation-ratings-hint">
          From {RATING_MIN} (poor) to {RATING_MAX} (excellent); each starts at {RATING_DEFAULT}.
        </p>
        <div className="form-grid evaluation-form__ratings">
          {ratingKeys.map((key) => {
            const path = `ratings.${key}`;
            return (
              <NumberField
                key={key}
                id={fieldIdFor(path)}
                name={`ratings.${key}`}
                label={ratingLabels[key]}
                required
                min={RATING_MIN}
                max={RATING_MAX}
                step={1}
                value={values.ratings[key]}
                error={errors[path]}
                onChange={(typed) => setValue('ratings', { ...values.ratings, [key]: clampRating(typed) }, path)}
              />
            );
          })}
        </div>
        <p className="evaluation-form__average">
          Average rating: <RatingBadge value={average} isAverage />
        </p>
      </fieldset>

      {LISTS.map((list) => (
        <ListEditor
          key={list.key}
          id={`evaluation-${list.key}`}
          legend={list.legend}
          itemLabel={list.itemLabel}
          hint={list.hint}
          items={values[list.key]}
          errors={listErrors(list.key)}
          onChange={(items) => {
            setValues((current) => ({ ...current, [list.key]: items }));
            setErrors((current) => {
              const next: FieldErrors = {};
              // Boxes moved: their messages are stale. The form checks them again on submit.
              for (const [path, message] of Object.entries(current)) {
                if (path !== list.key && !path.startsWith(`${list.key}.`)) next[path] = message;
              }
              return next;
            });
          }}
        />
      ))}

      <div className="form-section">
        <TextAreaField
          {...text('specificExamples', 'specificExamples')}
          label="Specific examples"
          hint="Situations or pieces of work that show the ratings above."
          required
          rows={5}
          maxLength={5000}
        />
      </div>

      <fieldset className="form-section">
        <legend className="form-section__title">Attendance</legend>
        <div className="form-grid">
          <NumberField
            {...text('totalDays', 'attendance.totalDays')}
            label="Total days"
            hint={
              daysInPeriod > 0
                ? `Working days in the period (it spans ${dayCount(daysInPeriod)}).`
                : 'Working days in the period.'
            }
            required
            min={1}
            max={daysInPeriod || undefined}
            step={1}
          />
          <NumberField
            {...text('daysPresent', 'attendance.daysPresent')}
            label="Days present"
            hint="At most the total days."
            required
            min={0}
            max={maxPresent}
            step={1}
          />
          {select('punctuality', 'attendance.punctuality', 'Punctuality', QUALITY_OPTIONS)}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">Overall</legend>
        <div className="form-grid">
          {select('workQuality', 'workQuality', 'Work quality', QUALITY_OPTIONS)}
          {select('wouldHire', 'wouldHire', 'Would you hire this intern?', YES_NO)}
          {select('wouldRecommend', 'wouldRecommend', 'Would you recommend this intern?', YES_NO)}
        </div>
        <TextAreaField
          id={fieldIdFor('additionalComments')}
          name="additionalComments"
          label="Additional comments"
          rows={4}
          maxLength={5000}
          className="evaluation-form__comments"
          value={values.additionalComments}
          error={errors.additionalComments}
          onChange={(value) => setValue('additionalComments', value, 'additionalComments')}
        />
      </fieldset>

      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting…' : 'Submit Evaluation'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}

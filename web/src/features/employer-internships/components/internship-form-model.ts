/**
 * The internship form's model, apart from its view (internship-form.tsx): the values a form holds, where they start
 * (spec 1 §9 defaults, or the stored internship), the options each mode offers, and how values become the api's
 * request body — checked with the api's own schema, so each message belongs to a field.
 */
import { currencies, type StipendPeriod } from '@stint/shared/internships/internships.constants';
import {
  createInternshipBodySchema,
  updateInternshipBodySchema,
  type CreateInternshipBody,
  type Internship,
  type UpdateInternshipBody,
} from '@stint/shared/internships/internships.schemas';
import type { FieldErrors } from '../../../components/alerts';
import { todayIso, toDateInputValue } from '../../../components/dates';

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

export type TextName = {
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
export const OPTIONS = {
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
export function withCurrent(options: readonly string[], current: string): string[] {
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

export function ordered(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const key of FIELD_ORDER) if (errors[key]) result[key] = errors[key];
  for (const [key, message] of Object.entries(errors)) if (!(key in result)) result[key] = message;
  return result;
}

export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'form';
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

export type Validated =
  { ok: true; body: CreateInternshipBody | UpdateInternshipBody } | { ok: false; errors: FieldErrors };

export function validate(values: InternshipFormValues, mode: 'create' | 'edit', asDraft: boolean): Validated {
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

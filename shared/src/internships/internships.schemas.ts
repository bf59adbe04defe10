/**
 * The internships API contract (spec 1 §3, §7; spec 2 §5, §7; docs/architecture.md §HTTP); that of applications is
 * `applications/applications.schemas.ts`.
 * Arrays are arrays (the forms split lines and commas), dates are ISO strings (YYYY-MM-DD accepted).
 */
import { z } from 'zod';
import { pageSchema } from '../http/envelope';
import { date, list, optionalList, pageQuery, text, whenParsed } from '../http/fields';
import {
  currencies,
  internshipCategories,
  internshipSorts,
  internshipStatuses,
  internshipTypes,
  INTERNSHIPS_PAGE_MAX,
  stipendPeriods,
  workTypes,
} from './internships.constants';

export const stipendSchema = z.object({
  amount: z.coerce
    .number({ error: 'Stipend amount must be a number' })
    .min(0, 'Stipend amount cannot be negative')
    .max(1_000_000),
  currency: z.enum(currencies, { error: 'Please choose a currency' }).default('USD'),
  period: z.enum(stipendPeriods, { error: 'Please choose a stipend period' }).default('monthly'),
});

const datesInOrder = (body: { startDate?: string; endDate?: string; applicationDeadline?: string }) =>
  !body.startDate || !body.endDate || body.endDate >= body.startDate;

export const createInternshipBodySchema = z
  .object({
    title: text('Title is required'),
    company: text('Company is required'),
    category: z.enum(internshipCategories, { error: 'Category is required' }).default('Technology'),
    positions: z.coerce
      .number({ error: 'Positions must be at least 1' })
      .int('Positions must be a whole number')
      .min(1, 'Positions must be at least 1')
      .max(1000)
      .default(1),
    description: text('Description is required', 10_000),
    requirements: list(),
    responsibilities: list(),
    benefits: list(),
    skills: list(30, 60),
    workType: z.enum(workTypes, { error: 'Work type is required' }).default('onsite'),
    location: text('Location is required'),
    startDate: date('Start date is required'),
    endDate: date('End date is required'),
    duration: z.string().trim().max(60).default('3 months'),
    stipend: stipendSchema.default({ amount: 0, currency: 'USD', period: 'monthly' }),
    applicationDeadline: date('Application deadline is required'),
    isRemote: z.boolean().default(false),
    isPaid: z.boolean().default(true),
    type: z.enum(internshipTypes).optional(),
    salary: z.string().trim().max(100).optional(),
    /** Saved as a draft: not public until published. */
    status: z.enum(['active', 'draft']).default('active'),
  })
  .refine(datesInOrder, {
    ...whenParsed('startDate', 'endDate'),
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  });
export type CreateInternshipBody = z.infer<typeof createInternshipBodySchema>;

/** The edit form (spec 2 §5): required title, company, location, dates and description; the rest optional. */
export const updateInternshipBodySchema = z
  .object({
    title: text('Title is required'),
    company: text('Company is required'),
    location: text('Location is required'),
    startDate: date('Start date is required'),
    endDate: date('End date is required'),
    applicationDeadline: date('Application deadline is required'),
    description: text('Description is required', 10_000),
    requirements: optionalList(),
    responsibilities: optionalList(),
    benefits: optionalList(),
    skills: optionalList(30, 60),
    category: z.enum(internshipCategories).optional(),
    positions: z.coerce.number().int().min(1, 'Positions must be at least 1').max(1000).optional(),
    workType: z.enum(workTypes).optional(),
    duration: z.string().trim().max(60).optional(),
    salary: z.string().trim().max(100).optional(),
    type: z.enum(internshipTypes).optional(),
    isRemote: z.boolean().optional(),
    isPaid: z.boolean().optional(),
    stipend: stipendSchema.optional(),
  })
  .refine(datesInOrder, {
    ...whenParsed('startDate', 'endDate'),
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  });
export type UpdateInternshipBody = z.infer<typeof updateInternshipBodySchema>;

export const internshipListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  source: z.enum(['all', 'platform', 'external']).default('all'),
  location: z.string().trim().max(200).optional(),
  remote: z.enum(['true', 'false']).optional(),
  category: z.enum(internshipCategories).optional(),
  workType: z.enum(workTypes).optional(),
  paid: z.enum(['true', 'false']).optional(),
  bookmarked: z.enum(['true', 'false']).optional(),
  sort: z.enum(internshipSorts).default('newest'),
  ...pageQuery(INTERNSHIPS_PAGE_MAX, INTERNSHIPS_PAGE_MAX),
});
export type InternshipListQuery = z.infer<typeof internshipListQuerySchema>;

export const employerContactSchema = z.object({
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  companyDescription: z.string(),
  companyWebsite: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/**
 * One item shape for both sources (docs/architecture.md §HTTP). Signed-out callers get `company: null`, `employer:
 * null`.
 */
export const internshipSchema = z.object({
  _id: z.string(),
  source: z.enum(['platform', 'external']),
  title: z.string(),
  company: z.string().nullable(),
  location: z.string(),
  description: z.string(),
  isRemote: z.boolean(),
  workType: z.enum(workTypes).nullable(),
  category: z.string().nullable(),
  skills: z.array(z.string()),
  status: z.enum(internshipStatuses),
  createdAt: z.string(),
  // platform
  stipend: stipendSchema.nullable(),
  isPaid: z.boolean().nullable(),
  applications: z.number().int(),
  applicationsCount: z.number().int(),
  applicationDeadline: z.string().nullable(),
  deadline: z.string().nullable(),
  duration: z.string().nullable(),
  type: z.string().nullable(),
  salary: z.string().nullable(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  benefits: z.array(z.string()),
  positions: z.number().int(),
  acceptedCount: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  employerId: z.string().nullable(),
  employer: employerContactSchema.nullable(),
  isBookmarked: z.boolean().optional(),
  // external
  url: z.string().nullable(),
  postedDate: z.string().nullable(),
  department: z.string().nullable(),
  seniority: z.string().nullable(),
  companyLogo: z.string().nullable(),
});
export type Internship = z.infer<typeof internshipSchema>;

export const internshipListSchema = pageSchema('internships', internshipSchema).extend({
  counts: z.object({ platform: z.number().int(), external: z.number().int() }),
});

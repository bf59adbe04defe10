/**
 * Field schemas the request bodies share (docs/architecture.md §HTTP): required text with the spec's message, lists
 * from the forms' lines or commas (items trimmed, blank ones dropped), ISO dates kept as `YYYY-MM-DD`, and paging.
 */
import { z } from 'zod';

export const text = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Absent stays absent (edits). */
export const optionalList = (max = 50, itemMax = 500) =>
  z
    .array(z.string().trim().max(itemMax, `Each item must be at most ${itemMax} characters`), {
      error: 'Must be a list',
    })
    .max(max, `At most ${max} items`)
    .transform((items) => items.filter((item) => item.length > 0))
    .optional();

export const list = (max = 50, itemMax = 500) => optionalList(max, itemMax).default([]);

/** A list that must keep at least one non-blank item. */
export const requiredList = (message: string, max = 50, itemMax = 500) =>
  z
    .array(z.string({ error: message }).trim().max(itemMax, `Each item must be at most ${itemMax} characters`), {
      error: message,
    })
    .max(max, `At most ${max} items`)
    .transform((items) => items.filter((item) => item.length > 0))
    .refine((items) => items.length > 0, message);

/** An ISO date or date-time, kept as the calendar date `YYYY-MM-DD`. */
export const date = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
      'Please enter a valid date',
    )
    .transform((value) => value.slice(0, 10));

/**
 * The `when` of a check across an object's fields (`.refine(check, { ...whenParsed('a', 'b.c'), message })`): it
 * runs once those fields (dotted paths) have parsed, whatever is wrong elsewhere, so that a form hears of it with the
 * other problems rather than after they are mended (by default zod skips it once any field is missing or of the wrong
 * type), and never on a field already refused. An issue of the whole object (not an object at all) or of what holds
 * a field skips it too.
 */
export const whenParsed = (...fields: string[]) => {
  const paths = fields.map((field) => field.split('.'));
  const overlaps = (path: readonly PropertyKey[], field: string[]) =>
    path.slice(0, field.length).every((part, index) => String(part) === field[index]);
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
      !payload.issues.some((issue) => paths.some((field) => overlaps(issue.path ?? [], field))),
  };
};

/** `page` and `limit` of a paged list; `limit` defaults to the screen's page size. */
export const pageQuery = (pageSize: number, max = 100) => ({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(max).default(pageSize),
});

/** An id the api issued (letters, digits, `_` and `-`); anything else names nothing and never reaches a stream name. */
export const entityId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^[A-Za-z0-9_-]{1,100}$/, message);

/** A form's number field: blank and null mean missing (the schema's own message), never 0. */
export const blankAsMissing = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

/** A form's required whole number from `min` to `max`, every message naming the field (`Week number`). */
export const wholeNumber = (label: string, min: number, max: number) =>
  blankAsMissing(
    z.coerce
      .number({ error: `${label} is required` })
      .int(`${label} must be a whole number`)
      .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/** The HTTP response envelope and shared response shapes (docs/architecture.md §HTTP). */
import { z } from 'zod';

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
  prevPage: z.number().int().nullable(),
  nextPage: z.number().int().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** One page of a list: its items under the name the API gives them (`reports`, `logbookEntries`, …), then where it stands. */
export function pageSchema<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  const items = { [key]: z.array(item) } as Record<Key, z.ZodArray<Item>>;
  return z.object({ ...items, pagination: paginationSchema });
}

export function paginate(page: number, limit: number, totalItems: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return {
    page,
    limit,
    total: totalItems,
    totalItems,
    totalPages,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}

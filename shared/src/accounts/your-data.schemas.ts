/**
 * "Your data" (issue 8): `GET /users/me/data` — everything Stint holds about the signed-in person, readable — and
 * `DELETE /users/me`, which erases it (docs/architecture.md §Personal data).
 */
import { z } from 'zod';

/** One event of the person's, with their sealed values opened (others' withheld, secrets redacted). */
export const exportedEventSchema = z.object({
  id: z.string(),
  stream: z.string(),
  type: z.string(),
  /** Global order of the log (a bigint as a decimal string). */
  position: z.string(),
  at: z.string(),
  data: z.unknown(),
});
export type ExportedEvent = z.infer<typeof exportedEventSchema>;

export const personalDataExportSchema = z.object({
  format: z.literal('stint-personal-data/1'),
  exportedAt: z.string(),
  /** The account as Stint shows it, without what only authentication needs. */
  account: z.record(z.string(), z.unknown()),
  /** Every event the person owns or is the subject of, oldest first. */
  events: z.array(exportedEventSchema),
  /** The person's documents in each read model, by collection. */
  documents: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** The file name a browser saves the export under: `stint-data-YYYY-MM-DD.json`. */
export const personalDataExportFilename = (exportedAt: string) => `stint-data-${exportedAt.slice(0, 10)}.json`;

export const DELETE_ACCOUNT_WRONG_PASSWORD = 'Password is incorrect';

export const deleteAccountBodySchema = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(1000),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/**
 * The shape of a sealed personal value in events (docs/architecture.md §Personal data: personal fields are encrypted
 * with a per-person key kept outside the log; erasing the key erases them everywhere). Sealing and opening live in
 * `infra/crypto/personal-data.ts`; this file is pure so event schemas can name the shape.
 */
import { z } from 'zod';

export const sealedValueSchema = z.object({
  $pii: z.literal('v1'),
  p: z.string().min(1),
  iv: z.string(),
  ct: z.string(),
  tag: z.string(),
});
export type SealedValue = z.infer<typeof sealedValueSchema>;

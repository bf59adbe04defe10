/**
 * The admin projections API (docs/architecture.md §Projections): each read model's projection, whether it is live or
 * being rebuilt in a shadow, how far it has got and how fast, and the events it parked; an admin asks for a rebuild.
 */
import { z } from 'zod';

export const PROJECTION_NAME_MAX = 100;
/** The name that asks for a rebuild of every projection. */
export const ALL_PROJECTIONS = 'all';

export const projectionParamsSchema = z.object({
  name: z
    .string()
    .min(1, 'Give a projection name')
    .max(PROJECTION_NAME_MAX, `A projection name is at most ${PROJECTION_NAME_MAX} characters`),
});

const position = z.string().regex(/^\d+$/).nullable();

export const projectionStatusSchema = z.object({
  name: z.string(),
  version: z.number().int(),
  /** `rebuilding`: a shadow build is catching up while the live documents keep serving. */
  state: z.enum(['live', 'rebuilding']),
  /** The last event applied (of the shadow while rebuilding); null before the first. */
  position,
  /** Events behind the head of the log (of the shadow while rebuilding). */
  lag: z.number().int().nonnegative().nullable(),
  /** While rebuilding: events the shadow applies per second since it was taken up. */
  eventsPerSecond: z.number().nonnegative().nullable(),
  /** While rebuilding: seconds until the shadow catches up at that rate. */
  etaSeconds: z.number().nonnegative().nullable(),
  /** Events it could not apply and moved past. */
  parked: z.number().int().nonnegative(),
});

export const parkedEventSchema = z.object({
  position: z.string(),
  eventType: z.string(),
  stream: z.string(),
  parkedAt: z.string(),
  error: z.string(),
});

export const projectionsListSchema = z.object({ projections: z.array(projectionStatusSchema) });
export const projectionDetailSchema = z.object({
  projection: projectionStatusSchema.extend({ parkedEvents: z.array(parkedEventSchema) }),
});
export const rebuildAskedSchema = z.object({ rebuilding: z.array(z.string()) });

export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;

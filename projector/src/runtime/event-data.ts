/** Reading a recorded event's body and its sealed personal fields inside a projection, which must never throw. */
import type { z } from 'zod';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { SealedValue } from '@stint/shared/sealed';
import { FREEZE_SHARED, deepFreeze } from '@stint/shared/infra/read-only';
import type { ProjectionContext } from './projection';

type Parsed = { success: true; data: unknown } | { success: false; error: z.ZodError };

/**
 * Per event, its body as each schema parsed it: the projections of a batch get the same event object (lifted once,
 * event-applier.ts), and most events concern several of them, so each body is parsed once. Shared, so read-only:
 * frozen under test, where a projection that changed it would throw.
 */
const parsedBodies = new WeakMap<RecordedEvent, Map<z.ZodType, Parsed>>();

/** The event's body, or null (logged) when it does not match its schema: a projection never throws. */
export function dataOf<S extends z.ZodType>(
  schema: S,
  event: RecordedEvent,
  context: Pick<ProjectionContext, 'logger'>,
): z.infer<S> | null {
  let bySchema = parsedBodies.get(event);
  if (!bySchema) parsedBodies.set(event, (bySchema = new Map()));
  let parsed = bySchema.get(schema);
  if (!parsed) {
    parsed = schema.safeParse(event.data) as Parsed;
    if (FREEZE_SHARED && parsed.success) deepFreeze(parsed.data);
    bySchema.set(schema, parsed);
  }
  if (parsed.success) return parsed.data as z.infer<S>;
  context.logger.error({ eventId: event.id, issues: parsed.error.issues }, 'event does not match its schema; skipped');
  return null;
}

/** Opened personal data; null once the person's key was erased (or, logged, when it cannot be read). */
export async function openSealed<S extends z.ZodType>(
  schema: S,
  sealed: SealedValue,
  context: Pick<ProjectionContext, 'logger' | 'personalData'>,
): Promise<z.infer<S> | null> {
  try {
    const json = await context.personalData.decrypt(sealed);
    return json === null ? null : schema.parse(JSON.parse(json));
  } catch (error) {
    context.logger.error({ err: error }, 'could not open personal data');
    return null;
  }
}

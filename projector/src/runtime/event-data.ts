/** Reading a recorded event's body and its sealed personal fields inside a projection, which must never throw. */
import type { z } from 'zod';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { SealedValue } from '@stint/shared/sealed';
import type { ProjectionContext } from './projection';

/** The event's body, or null (logged) when it does not match its schema: a projection never throws. */
export function dataOf<S extends z.ZodType>(
  schema: S,
  event: RecordedEvent,
  context: Pick<ProjectionContext, 'logger'>,
): z.infer<S> | null {
  const parsed = schema.safeParse(event.data);
  if (parsed.success) return parsed.data;
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

/**
 * The reactor most mails need: one event type, one job per event (docs/architecture.md §Workers: event → job).
 */
import type { z } from 'zod';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import { jobIdFor, type Reactor } from './reactor';

/**
 * A reactor that reads each `handles` event's data with `schema` and enqueues on `queue` the job `name` with the
 * payload `payload` makes of it (null when this event needs no job). The job id derives from the event and `purpose`
 * (the job's name unless said otherwise), so a replayed event enqueues nothing twice. Data the schema refuses is
 * logged with `unreadable` and skipped: a reactor never throws on a recorded event.
 */
export function jobReactor<S extends z.ZodType, P>(spec: {
  name: string;
  handles: string;
  schema: S;
  unreadable: string;
  queue: string;
  job: string;
  purpose?: string;
  payload(data: z.output<S>, event: RecordedEvent): P | null;
}): Reactor {
  return {
    name: spec.name,
    handles: [spec.handles],
    async react(event, { queue, logger }) {
      const parsed = spec.schema.safeParse(event.data);
      if (!parsed.success) return logger.warn({ eventId: event.id }, spec.unreadable);
      const payload = spec.payload(parsed.data, event);
      if (payload === null) return;
      await queue.enqueue<P>(spec.queue, spec.job, payload, { jobId: jobIdFor(event, spec.purpose ?? spec.job) });
    },
  };
}

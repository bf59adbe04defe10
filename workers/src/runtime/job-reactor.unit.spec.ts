import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { ReactorContext } from './reactor';
import { jobReactor } from './job-reactor';

const event = (data: unknown) => ({ id: 'e-1', type: 'ThingHappened', stream: 'thing-1', data }) as RecordedEvent;

function context() {
  const enqueued: unknown[][] = [];
  const warnings: unknown[][] = [];
  const ctx = {
    queue: { enqueue: async (...args: unknown[]) => void enqueued.push(args) },
    logger: { warn: (...args: unknown[]) => void warnings.push(args) },
  } as unknown as ReactorContext;
  return { ctx, enqueued, warnings };
}

const reactor = (purpose?: string) =>
  jobReactor({
    name: 'thing-mail',
    handles: 'ThingHappened',
    schema: z.object({ thingId: z.string(), quiet: z.boolean().optional() }),
    unreadable: 'ThingHappened without a thing',
    queue: 'thing-queue',
    job: 'thing',
    purpose,
    payload: (data, recorded) => (data.quiet ? null : { eventId: recorded.id, thingId: data.thingId }),
  });

describe('jobReactor', () => {
  it('handles its one event type and enqueues the payload under a job id derived from the event', async () => {
    const { ctx, enqueued, warnings } = context();
    expect(reactor().handles).toEqual(['ThingHappened']);
    await reactor().react(event({ thingId: 't-1' }), ctx);
    expect(enqueued).toEqual([['thing-queue', 'thing', { eventId: 'e-1', thingId: 't-1' }, { jobId: 'thing:e-1' }]]);
    expect(warnings).toEqual([]);
  });

  it('derives the job id from the purpose when one is given', async () => {
    const { ctx, enqueued } = context();
    await reactor('thing-message').react(event({ thingId: 't-1' }), ctx);
    expect(enqueued[0]?.[3]).toEqual({ jobId: 'thing-message:e-1' });
  });

  it('enqueues nothing when the payload says the event needs no job', async () => {
    const { ctx, enqueued, warnings } = context();
    await reactor().react(event({ thingId: 't-1', quiet: true }), ctx);
    expect(enqueued).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('logs and skips data its schema refuses, never throwing', async () => {
    const { ctx, enqueued, warnings } = context();
    await expect(reactor().react(event({ thingId: 42 }), ctx)).resolves.toBeUndefined();
    expect(enqueued).toEqual([]);
    expect(warnings).toEqual([[{ eventId: 'e-1' }, 'ThingHappened without a thing']]);
  });
});

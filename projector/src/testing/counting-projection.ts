/**
 * A projection that is wrong unless each event is applied exactly once: it reads, adds and writes back. The
 * crash test kills a projector running it mid-batch and compares with a clean rebuild.
 */
import { z } from 'zod';
import { defineProjection } from '../runtime/projection';

const counted = z.object({ amount: z.number().int() });
export const countsCollection = { name: 'test_counts' };

export const countingProjection = defineProjection({
  name: 'test-counting',
  version: 1,
  collections: [countsCollection],
  handles: ['Counted'],
  async apply(event, context) {
    const { amount } = counted.parse(event.data);
    const counts = context.collection<{ _id: string; events: number; sum: number }>(countsCollection);
    const current = (await counts.get(event.stream)) ?? { _id: event.stream, events: 0, sum: 0 };
    await counts.upsert({ _id: event.stream, events: current.events + 1, sum: current.sum + amount });
    // Widens the window in which a kill lands mid-batch.
    if (amount % 25 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
  },
});

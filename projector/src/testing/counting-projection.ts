/**
 * A projection that is wrong unless each event is applied exactly once: it reads, adds and writes back. The
 * crash test kills a projector running it mid-batch and compares with a clean rebuild.
 */
import { z } from 'zod';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { MemoryKeyStore, PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { createLogger } from '@stint/shared/infra/logger';
import { defineProjection } from '../runtime/projection';
import { ProjectorRunner, type ProjectorRunnerOptions } from '../runtime/projector-runner';

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

/**
 * A projector running the counting projection alone on the test's stores: an in-memory bus unless the test brings
 * its own, no logs, a throwaway key store.
 */
export function countingRunner(
  options: Pick<ProjectorRunnerOptions, 'eventStore' | 'readStore'> & Partial<ProjectorRunnerOptions>,
): ProjectorRunner {
  return new ProjectorRunner({
    bus: new MemoryBus(),
    logger: createLogger('silent'),
    projections: [countingProjection],
    cipher: new PersonalDataCipher(new MemoryKeyStore()),
    ...options,
  });
}

import { pino } from 'pino';
import { redisSkipReason } from '../testing/test-databases';
import { BullmqQueue } from './bullmq-queue';
import { MemoryQueue } from './memory-queue';
import { describeQueueContract } from './queue.contract';

const logger = pino({ level: 'silent' });

describeQueueContract('in-process', null, () => ({
  open: async () => new MemoryQueue({ logger }),
  sharedBetweenInstances: false,
}));

describeQueueContract('BullMQ', redisSkipReason(), () => ({
  open: (namespace) =>
    BullmqQueue.open(process.env.TEST_REDIS_URL ?? '', {
      prefix: `test-${namespace}`,
      logger,
      connectionName: 'queue-contract',
    }),
  sharedBetweenInstances: true,
}));

import { Redis } from 'ioredis';
import { pino } from 'pino';
import { redisSkipReason } from '../testing/test-databases';
import { describeBusContract } from './bus.contract';
import { MemoryBus } from './memory-bus';
import { RedisBus } from './redis-bus';

const logger = pino({ level: 'silent' });

describeBusContract('in-process', null, () => ({
  open: async () => new MemoryBus({ logger }),
  sharedBetweenInstances: false,
}));

describeBusContract('Redis', redisSkipReason(), () => ({
  open: () => RedisBus.open(process.env.TEST_REDIS_URL ?? '', { logger, connectionName: 'bus-contract' }),
  sharedBetweenInstances: true,
  async dropSubscriberConnections() {
    const admin = new Redis(process.env.TEST_REDIS_URL ?? '');
    let killed = 0;
    try {
      // Only this suite's subscriber connections: other test files share the server.
      const clients = (await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
      for (const line of clients.split('\n')) {
        const id = /(?:^| )id=(\d+)/.exec(line)?.[1];
        if (id && line.includes('name=bus-contract:bus:sub'))
          killed += Number(await admin.call('CLIENT', 'KILL', 'ID', id));
      }
    } finally {
      await admin.quit();
    }
    return killed;
  },
}));

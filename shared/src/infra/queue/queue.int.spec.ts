import { pino } from 'pino';
import { afterAll } from 'vitest';
import { PostgresSql } from '../sql/postgres-sql';
import type { Sql } from '../sql/sql.port';
import {
  cloneTestPglite,
  createTestPostgresDatabase,
  postgresSkipReason,
  redisSkipReason,
} from '../testing/test-databases';
import { BullmqQueue } from './bullmq-queue';
import { describeQueueContract } from './queue.contract';
import { SqlQueue } from './sql-queue';

const logger = pino({ level: 'silent' });

/** One database per adapter for this file; each test has its own prefix in it, as each has in Redis. */
function sharedDatabase(open: () => Promise<{ sql: Sql; drop(): Promise<void> }>) {
  let database: ReturnType<typeof open> | null = null;
  afterAll(async () => {
    if (!database) return;
    const { sql, drop } = await database;
    await sql.close();
    await drop();
  });
  return async () => (await (database ??= open())).sql;
}

const pglite = sharedDatabase(async () => ({ sql: await cloneTestPglite(), drop: async () => {} }));
describeQueueContract('SQL on PGlite (embedded)', null, () => ({
  open: async (namespace) => SqlQueue.open(await pglite(), { prefix: namespace, logger }),
}));

const postgres = sharedDatabase(async () => {
  const db = await createTestPostgresDatabase();
  return { sql: new PostgresSql(db.url, { max: 4 }), drop: db.drop };
});
describeQueueContract('SQL on PostgreSQL', postgresSkipReason(), () => ({
  open: async (namespace) => SqlQueue.open(await postgres(), { prefix: namespace, logger }),
}));

describeQueueContract('BullMQ', redisSkipReason(), () => ({
  open: (namespace) =>
    BullmqQueue.open(process.env.TEST_REDIS_URL ?? '', {
      prefix: `test-${namespace}`,
      logger,
      connectionName: 'queue-contract',
    }),
}));

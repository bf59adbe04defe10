/**
 * What the cluster tests (tests/cluster/) share: a fresh PostgreSQL database with the environment every process of the
 * cluster is started with, in a Redis namespace of its own so the queues, leases and membership of parallel runs stay
 * apart; a platform of the test's own over the cluster's stores, and waits for what the processes reach.
 */
import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { lowestCheckpoint } from '@stint/shared/infra/checkpoints';
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform, type Platform } from '@stint/shared/infra/platform';
import { createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { checkpointName, projections } from '@stint/projector';
import { testMasterKeys } from '@stint/shared/infra/testing/test-platform';

/** The database (dropped by `cleanups`) and the environment every process of the cluster shares. */
export async function clusterEnvironment(name: string, dataDir: string, cleanups: Array<() => Promise<unknown>>) {
  const db = await createTestPostgresDatabase();
  cleanups.push(() => db.drop());
  const env = {
    DATA_DIR: dataDir,
    EVENT_STORE_URL: db.url,
    READ_STORE_URL: db.url,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    QUEUE_PREFIX: `${name}${randomBytes(4).toString('hex')}`,
    JWT_SECRET: 'a-shared-secret-for-every-node-of-the-cluster-0',
    PERSONAL_DATA_MASTER_KEYS: testMasterKeys(),
  };
  return { db, env };
}

/** Polls `condition` (vitest's `vi.waitFor`) until it holds; fails naming `what` after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 25 },
  );
}

type ClusterEnv = Awaited<ReturnType<typeof clusterEnvironment>>['env'];

/** The test's own platform over the cluster's stores (its cipher opens the people's keys), closed by `cleanups`. */
export async function openClusterPlatform(env: ClusterEnv, cleanups: Array<() => Promise<unknown>>) {
  const { DATA_DIR, EVENT_STORE_URL, READ_STORE_URL, JWT_SECRET, PERSONAL_DATA_MASTER_KEYS } = env;
  const config = loadConfig({ DATA_DIR, EVENT_STORE_URL, READ_STORE_URL, JWT_SECRET, PERSONAL_DATA_MASTER_KEYS });
  const platform = await openPlatform(config, createLogger('silent'));
  cleanups.push(() => platform.close());
  return platform;
}

/** Waits until every projection's checkpoint has reached the event store's head as it is now. */
export async function untilProjectedToHead(platform: Platform, timeoutMs: number, what: string) {
  const head = await platform.eventStore.headPosition();
  const projected = async () =>
    lowestCheckpoint(await Promise.all(projections.map((p) => platform.readStore.getCheckpoint(checkpointName(p)))));
  await until(async () => (await projected()) === head, timeoutMs, what);
}

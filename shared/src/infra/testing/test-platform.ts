/**
 * A whole platform for integration tests, in either tested profile: 'embedded' (a cloned PGlite, in-process
 * bus and queue, outbox mail) or 'server' (a fresh PostgreSQL database, Redis, outbox mail).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { formatMasterKey, generateMasterKey } from '../crypto/master-keys';
import { createLogger, type Logger } from '../logger';
import { openPlatform, type Platform } from '../platform';
import { cloneTestPglite, createTestPostgresDatabase, postgresSkipReason, redisSkipReason } from './test-databases';

export type TestProfile = 'embedded' | 'server';

/** A fresh PERSONAL_DATA_MASTER_KEYS value, for the server-profile processes of one test (they share it). */
export function testMasterKeys(): string {
  return formatMasterKey(generateMasterKey(`test-${randomBytes(3).toString('hex')}`));
}

export function profileSkipReason(profile: TestProfile): string | null {
  return profile === 'embedded' ? null : (postgresSkipReason() ?? redisSkipReason());
}

export async function openTestPlatform(
  profile: TestProfile,
  env: Record<string, string> = {},
  /** The platform's logger; by default one that writes nothing unless TEST_LOG_LEVEL says otherwise. */
  logger: Logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
): Promise<Platform & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-test-'));
  const base = { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), CONSISTENCY_WAIT_MS: '3000', ...env };
  let platform: Platform;
  let drop = async () => {};
  if (profile === 'embedded') {
    platform = await openPlatform(loadConfig(base), logger, { pglite: await cloneTestPglite() });
  } else {
    const db = await createTestPostgresDatabase();
    drop = db.drop;
    const config = loadConfig({
      ...base,
      EVENT_STORE_URL: db.url,
      READ_STORE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      // A prefix per test platform keeps BullMQ queues of parallel tests apart.
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
      // The server profile requires one (the embedded one above creates its own in DATA_DIR).
      PERSONAL_DATA_MASTER_KEYS: env.PERSONAL_DATA_MASTER_KEYS ?? testMasterKeys(),
    });
    platform = await openPlatform(config, logger);
  }
  return {
    ...platform,
    async dispose() {
      await platform.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Vitest global setup for the integration, chaos and end-to-end projects: one private PostgreSQL, one Redis and one
 * template PGlite database for the whole run. Their URLs reach the test workers as TEST_PG_URL / TEST_REDIS_URL;
 * where one cannot start, TEST_PG_SKIP / TEST_REDIS_SKIP carry the reason the suites print when they skip. The
 * template's file is TEST_PGLITE_TEMPLATE: every PGlite a test opens is a copy of it, so the run builds one database
 * instead of one per test file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteTemplate } from '@stint/shared/infra/testing/test-databases';
import { startPostgres, startRedis } from './services';

/** No test ever reaches the real job board: every Stint a test starts syncs from a closed loopback port. */
const UNREACHABLE_JOB_BOARD = 'http://127.0.0.1:9/api/v1/jobs/public';

export default async function setup() {
  process.env.JOB_BOARD_URL = UNREACHABLE_JOB_BOARD;
  const templateDir = mkdtempSync(join(tmpdir(), 'stint-pglite-template-'));
  const [pg, redis] = await Promise.all([
    startPostgres(),
    startRedis(),
    buildPgliteTemplate().then(async (dump) => {
      const file = join(templateDir, 'template.tar');
      writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
      process.env.TEST_PGLITE_TEMPLATE = file;
    }),
  ]);
  if ('url' in pg) process.env.TEST_PG_URL = pg.url;
  else process.env.TEST_PG_SKIP = pg.skip;
  if ('url' in redis) process.env.TEST_REDIS_URL = redis.url;
  else process.env.TEST_REDIS_SKIP = redis.skip;
  return async () => {
    await Promise.all(['url' in pg ? pg.stop() : null, 'url' in redis ? redis.stop() : null]);
    rmSync(templateDir, { recursive: true, force: true });
  };
}

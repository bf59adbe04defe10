/**
 * Vitest global setup for the integration and end-to-end projects: one private PostgreSQL and one Redis for
 * the whole run. Their URLs reach the test workers as TEST_PG_URL / TEST_REDIS_URL; where one cannot start,
 * TEST_PG_SKIP / TEST_REDIS_SKIP carry the reason the suites print when they skip.
 */
import { startPostgres, startRedis } from './services';

export default async function setup() {
  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  if ('url' in pg) process.env.TEST_PG_URL = pg.url;
  else process.env.TEST_PG_SKIP = pg.skip;
  if ('url' in redis) process.env.TEST_REDIS_URL = redis.url;
  else process.env.TEST_REDIS_SKIP = redis.skip;
  return async () => {
    await Promise.all(['url' in pg ? pg.stop() : null, 'url' in redis ? redis.stop() : null]);
  };
}

import { describe, expect, it } from 'vitest';
import { openOnPostgres, type PostgresSql } from './postgres-sql';

// Nothing here connects: a pool opens connections only on its first query.
const URL = 'postgres://nobody@127.0.0.1:1/none';

describe('openOnPostgres', () => {
  it('hands the opened store the pool and leaves the pool open', async () => {
    let given: PostgresSql | undefined;
    const store = await openOnPostgres(URL, async (sql) => {
      given = sql;
      return { sql };
    });
    expect(store.sql).toBe(given);
    expect(store.sql.url).toBe(URL);
    expect(store.sql.pool.ended).toBe(false);
    await store.sql.close();
  });

  it('closes the pool and rethrows when opening fails', async () => {
    let given: PostgresSql | undefined;
    const failure = new Error('migration failed');
    await expect(
      openOnPostgres(URL, async (sql) => {
        given = sql;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(given?.pool.ended).toBe(true);
  });
});

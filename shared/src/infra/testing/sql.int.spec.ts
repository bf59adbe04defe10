import { afterAll, describe, expect, it } from 'vitest';
import { announceSkip, cloneTestPglite, openTestPostgres, postgresSkipReason } from './test-databases';

describe('test databases', () => {
  it('clones a PGlite template that starts empty and keeps what it is given', async () => {
    const first = await cloneTestPglite();
    await first.exec('create table t (v int)');
    await first.query('insert into t values ($1)', [7]);
    expect(await first.query('select v from t')).toEqual([{ v: 7 }]);
    const second = await cloneTestPglite();
    expect(await second.query(`select count(*)::int as n from pg_tables where tablename = 't'`)).toEqual([{ n: 0 }]);
    await Promise.all([first.close(), second.close()]);
  });

  describe.skipIf(announceSkip('PostgreSQL test database', postgresSkipReason()))('PostgreSQL', () => {
    const opened: Array<() => Promise<void>> = [];
    afterAll(() => Promise.all(opened.map((drop) => drop())));
    it('opens a fresh database per use, rolls back failed transactions and delivers LISTEN/NOTIFY', async () => {
      const db = await openTestPostgres();
      opened.push(db.drop);
      await db.sql.exec('create table t (v int)');
      await expect(
        db.sql.transaction(async (tx) => {
          await tx.query('insert into t values (1)');
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.sql.query('select count(*)::int as n from t')).toEqual([{ n: 0 }]);
      const got = new Promise<string>((resolve) => void db.sql.listen('ping', resolve));
      await new Promise((r) => setTimeout(r, 50));
      await db.sql.query(`select pg_notify('ping', 'hello')`);
      expect(await got).toBe('hello');
    });
  });
});

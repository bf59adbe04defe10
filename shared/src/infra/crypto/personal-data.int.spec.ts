import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { announceSkip, cloneTestPglite, openTestPostgres, postgresSkipReason } from '../testing/test-databases';
import { MongoKeyStore, PersonErasedError, PersonalDataCipher, SqlKeyStore, type KeyStore } from './personal-data';

type Opened = { open(): Promise<KeyStore>; close(): Promise<void> };

const mongoUrl =
  process.env.TEST_MONGO_URL ??
  (process.env.READ_STORE_URL?.startsWith('mongodb') ? process.env.READ_STORE_URL : undefined);
const mongoSkipReason = mongoUrl ? null : 'no MongoDB: set TEST_MONGO_URL (or READ_STORE_URL=mongodb://…) to run it';

/**
 * One suite for every KeyStore. `open()` may be called more than once per backend: separate instances on
 * one database stand for separate processes.
 */
function describeKeyStore(label: string, skipReason: string | null, backend: () => Promise<Opened>) {
  describe.skipIf(announceSkip(`KeyStore (${label})`, skipReason))(`KeyStore: ${label}`, () => {
    // One database per backend for the suite (a PGlite clone costs seconds); tests own random person ids.
    let shared: Promise<Opened> | null = null;
    afterAll(async () => {
      await (await shared)?.close();
    });
    const setUp = () => (shared ??= backend());
    const person = () => `person-${randomBytes(6).toString('hex')}`;

    it('creates one 32-byte key per person and returns it again', async () => {
      const keys = await (await setUp()).open();
      const id = person();
      expect(await keys.getKey(id)).toBeNull();
      const key = await keys.getOrCreateKey(id);
      expect(key).toBeInstanceOf(Buffer);
      expect(key).toHaveLength(32);
      expect((await keys.getOrCreateKey(id)).equals(key)).toBe(true);
      expect((await keys.getKey(id))?.equals(key)).toBe(true);
      expect((await keys.getOrCreateKey(person())).equals(key)).toBe(false);
    });

    it('gives concurrent first uses, from several processes, one and the same key', async () => {
      const backendDb = await setUp();
      const stores = await Promise.all([backendDb.open(), backendDb.open(), backendDb.open()]);
      const id = person();
      const keys = await Promise.all(
        Array.from({ length: 24 }, (_, i) => stores[i % stores.length]!.getOrCreateKey(id)),
      );
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    });

    it('erases for good: decrypt gives null everywhere, and no new key is ever made', async () => {
      const backendDb = await setUp();
      const [one, two] = [await backendDb.open(), await backendDb.open()];
      const writer = new PersonalDataCipher(one);
      const reader = new PersonalDataCipher(two, { cacheTtlMs: 0 });
      const id = person();
      const name = await writer.encrypt(id, 'Ada Lovelace');
      const survivor = await writer.encrypt(person(), 'Grace Hopper');
      expect(await reader.decrypt(name)).toBe('Ada Lovelace');

      await writer.erase(id);
      await writer.erase(id); // idempotent
      expect(await writer.decrypt(name)).toBeNull();
      expect(await reader.decrypt(name)).toBeNull();
      expect(await reader.decrypt(survivor)).toBe('Grace Hopper');
      expect(await two.getKey(id)).toBeNull();
      await expect(two.getOrCreateKey(id)).rejects.toThrow(PersonErasedError);

      // Erasing someone who never had a key still blocks one being made later.
      const never = person();
      await one.eraseKey(never);
      await expect(two.getOrCreateKey(never)).rejects.toThrow(PersonErasedError);
    });
  });
}

describeKeyStore('PGlite', null, async () => {
  const sql = await cloneTestPglite();
  // One PGlite is one process's database; instances share it as the api and workers of one process do.
  return { open: () => SqlKeyStore.open(sql), close: () => sql.close() };
});

describeKeyStore('PostgreSQL', postgresSkipReason(), async () => {
  const db = await openTestPostgres();
  const { PostgresSql } = await import('../sql/postgres-sql');
  const pools: Array<{ close(): Promise<void> }> = [];
  return {
    // Each instance on its own pool: separate processes racing on one table.
    open: async () => {
      const sql = new PostgresSql(db.url, { max: 8 });
      pools.push(sql);
      return SqlKeyStore.open(sql);
    },
    close: async () => {
      await Promise.all(pools.map((pool) => pool.close()));
      await db.drop();
    },
  };
});

describeKeyStore('MongoDB', mongoSkipReason, async () => {
  const dbName = `test_keys_${randomBytes(6).toString('hex')}`;
  const stores: MongoKeyStore[] = [];
  return {
    open: async () => {
      const store = await MongoKeyStore.open(mongoUrl ?? '', { dbName });
      stores.push(store);
      return store;
    },
    close: async () => {
      await Promise.all(stores.map((store) => store.close()));
    },
  };
});

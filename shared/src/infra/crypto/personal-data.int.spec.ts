import { randomBytes } from 'node:crypto';
import { Binary, MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { announceSkip, cloneTestPglite, openTestPostgres, postgresSkipReason } from '../testing/test-databases';
import type { Sql } from '../sql/sql.port';
import {
  MasterKeyError,
  MasterKeyRing,
  formatMasterKey,
  generateMasterKey,
  parseMasterKeys,
  type MasterKey,
  type StoredKey,
} from './master-keys';
import { CREATE_PERSON_KEYS_TABLE } from './key-stores';
import {
  MongoKeyStore,
  PersonErasedError,
  PersonalDataCipher,
  SealedValueError,
  SqlKeyStore,
  type KeyStore,
  type SealedValue,
  type WrappedKeyStore,
} from './personal-data';

type Backend = {
  /** A key store on this database; each call stands for another process. */
  open(masterKeys: MasterKeyRing): Promise<WrappedKeyStore>;
  /** A person's key as the database holds it (read around the store, as a copy of the database would be). */
  stored(personId: string): Promise<StoredKey | null>;
  /** Writes a key the way stores did before envelope encryption: the raw key, no master key named. */
  storeUnwrapped(personId: string, key: Buffer): Promise<void>;
  close(): Promise<void>;
};

const mongoUrl =
  process.env.TEST_MONGO_URL ??
  (process.env.READ_STORE_URL?.startsWith('mongodb') ? process.env.READ_STORE_URL : undefined);
const mongoSkipReason = mongoUrl ? null : 'no MongoDB: set TEST_MONGO_URL (or READ_STORE_URL=mongodb://…) to run it';

const person = () => `person-${randomBytes(6).toString('hex')}`;
const masterKey = () => generateMasterKey(`m-${randomBytes(4).toString('hex')}`);
const ring = (...keys: MasterKey[]) => new MasterKeyRing(keys);

/** A cipher whose every person has this one key: opens a sealed value with bytes taken from elsewhere. */
function cipherWithKey(key: Buffer): PersonalDataCipher {
  const fixed: KeyStore = {
    getOrCreateKey: async () => key,
    getKey: async () => key,
    eraseKey: async () => {},
    close: async () => {},
  };
  return new PersonalDataCipher(fixed, { cacheTtlMs: 0 });
}

/**
 * One suite for every KeyStore. `open()` may be called more than once per backend: separate instances on
 * one database stand for separate processes.
 */
function describeKeyStore(label: string, skipReason: string | null, backend: () => Promise<Backend>) {
  describe.skipIf(announceSkip(`KeyStore (${label})`, skipReason))(`KeyStore: ${label}`, () => {
    // One database per backend for most tests (a PGlite clone costs seconds); tests own random person ids and
    // master key ids. A rotation re-wraps every key of its database, so those tests get a database of their own.
    let shared: Promise<Backend> | null = null;
    const own: Backend[] = [];
    const suiteKeys = ring(masterKey());
    afterAll(async () => {
      await (await shared)?.close();
      await Promise.all(own.map((db) => db.close()));
    });
    const setUp = () => (shared ??= backend());
    const fresh = async () => {
      const db = await backend();
      own.push(db);
      return db;
    };

    it('creates one 32-byte key per person and returns it again', async () => {
      const keys = await (await setUp()).open(suiteKeys);
      const id = person();
      expect(await keys.getKey(id)).toBeNull();
      const key = await keys.getOrCreateKey(id);
      expect(key).toBeInstanceOf(Buffer);
      expect(key).toHaveLength(32);
      expect((await keys.getOrCreateKey(id)).equals(key)).toBe(true);
      expect((await keys.getKey(id))?.equals(key)).toBe(true);
      expect((await keys.getOrCreateKey(person())).equals(key)).toBe(false);
    });

    it('reads many keys in one call as getKey reads each, and a batch opener opens what each of them sealed', async () => {
      const db = await setUp();
      const [one, two] = [await db.open(suiteKeys), await db.open(suiteKeys)];
      const writer = new PersonalDataCipher(one);
      const [ada, grace, erased, never] = [person(), person(), person(), person()];
      const sealed = [await writer.encrypt(ada, 'Ada'), await writer.encrypt(grace, 'Grace')];
      const gone = await writer.encrypt(erased, 'Gone');
      await writer.erase(erased);
      const many = await two.getKeys!([ada, grace, erased, never]);
      expect([...many.keys()]).toEqual([ada, grace, erased, never]);
      for (const id of [ada, grace, erased, never]) {
        expect(many.get(id)?.toString('hex') ?? null).toBe((await two.getKey(id))?.toString('hex') ?? null);
      }
      expect(many.get(ada)).toHaveLength(32);
      const opener = await new PersonalDataCipher(two).openerFor([ada, grace, erased, never]);
      expect(await Promise.all(sealed.map((value) => opener.decrypt(value)))).toEqual(['Ada', 'Grace']);
      expect(await opener.decrypt(gone)).toBeNull();
    });

    it('gives concurrent first uses, from several processes, one and the same key', async () => {
      const db = await setUp();
      const stores = await Promise.all([db.open(suiteKeys), db.open(suiteKeys), db.open(suiteKeys)]);
      const id = person();
      const keys = await Promise.all(
        Array.from({ length: 24 }, (_, i) => stores[i % stores.length]!.getOrCreateKey(id)),
      );
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    });

    it('erases for good: decrypt gives null everywhere, and no new key is ever made', async () => {
      const db = await setUp();
      const [one, two] = [await db.open(suiteKeys), await db.open(suiteKeys)];
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
      expect(await db.stored(id)).toBeNull();
      await expect(two.getOrCreateKey(id)).rejects.toThrow(PersonErasedError);

      // Erasing someone who never had a key still blocks one being made later.
      const never = person();
      await one.eraseKey(never);
      await expect(two.getOrCreateKey(never)).rejects.toThrow(PersonErasedError);
    });

    it('stores each key wrapped: the stored bytes do not open what the key sealed', async () => {
      const db = await setUp();
      const cipher = new PersonalDataCipher(await db.open(suiteKeys));
      const id = person();
      const sealed = await cipher.encrypt(id, 'Mary Jackson');
      const key = (await (await db.open(suiteKeys)).getKey(id))!;
      const stored = (await db.stored(id))!;

      expect(stored.wrappedBy).toBe(suiteKeys.currentId);
      expect(stored.material.includes(key)).toBe(false);
      // No 32 bytes of what is stored, wherever they start, are a key that opens the value.
      for (let start = 0; start + key.length <= stored.material.length; start += 1) {
        const candidate = stored.material.subarray(start, start + key.length);
        await expect(cipherWithKey(candidate).decrypt(sealed)).rejects.toThrow(SealedValueError);
      }
      expect(await cipherWithKey(key).decrypt(sealed)).toBe('Mary Jackson');
    });

    it('opens with the master key in another process; a wrong or missing master key fails clearly', async () => {
      const db = await setUp();
      const master = masterKey();
      const id = person();
      const sealed = await new PersonalDataCipher(await db.open(ring(master))).encrypt(id, 'Dorothy Vaughan');

      // Another process given the same master key through its environment.
      const [sameFromEnv] = parseMasterKeys(formatMasterKey(master));
      expect(await new PersonalDataCipher(await db.open(ring(sameFromEnv!))).decrypt(sealed)).toBe('Dorothy Vaughan');

      // The same id, another key: never garbage, never "Deleted user".
      const wrong = new PersonalDataCipher(await db.open(ring({ id: master.id, key: randomBytes(32) })));
      await expect(wrong.decrypt(sealed)).rejects.toThrow(MasterKeyError);
      await expect(wrong.decrypt(sealed)).rejects.toThrow(`does not unwrap with master key "${master.id}"`);
      await expect(wrong.openerFor([id])).rejects.toThrow(MasterKeyError);

      // The master key that wrapped it not configured at all.
      const other = masterKey();
      const missing = new PersonalDataCipher(await db.open(ring(other)));
      await expect(missing.decrypt(sealed)).rejects.toThrow(
        `wrapped by master key "${master.id}", which is not configured (configured: "${other.id}")`,
      );
      await expect(missing.encrypt(id, 'more')).rejects.toThrow(MasterKeyError);
    });

    it('rotates: every key re-wrapped under the new master key, after which the old one can be dropped', async () => {
      const db = await fresh();
      const [old, next] = [masterKey(), masterKey()];
      const before = new PersonalDataCipher(await db.open(ring(old)));
      const people = Array.from({ length: 7 }, person);
      const sealed = await Promise.all(people.map((id, i) => before.encrypt(id, `Person ${i}`)));
      const erased = person();
      const erasedValue = await before.encrypt(erased, 'Gone');
      await before.erase(erased);

      // Without the old master key, or with a wrong one under its id, rotation refuses before changing anything.
      await expect((await db.open(ring(next))).rewrapAll({ batchSize: 3 })).rejects.toThrow(
        `Personal-data keys are wrapped by master key "${old.id}", which is not configured`,
      );
      await expect(
        (await db.open(ring(next, { id: old.id, key: randomBytes(32) }))).rewrapAll({ batchSize: 3 }),
      ).rejects.toThrow(`does not unwrap with master key "${old.id}"`);
      for (const id of people) expect((await db.stored(id))?.wrappedBy).toBe(old.id);

      const rotator = await db.open(ring(next, old));
      // Small batches, so the pass pages through the table.
      expect(await rotator.rewrapAll({ batchSize: 3 })).toEqual({ rewrapped: 7, wereUnwrapped: 0, remaining: 0 });
      for (const id of people) expect((await db.stored(id))?.wrappedBy).toBe(next.id);
      expect(await db.stored(erased)).toBeNull();

      const newOnly = new PersonalDataCipher(await db.open(ring(next)), { cacheTtlMs: 0 });
      expect(await Promise.all(sealed.map((value) => newOnly.decrypt(value)))).toEqual(
        people.map((_, i) => `Person ${i}`),
      );
      expect(await newOnly.decrypt(erasedValue)).toBeNull();
      const oldOnly = new PersonalDataCipher(await db.open(ring(old)), { cacheTtlMs: 0 });
      await expect(oldOnly.decrypt(sealed[0])).rejects.toThrow(`wrapped by master key "${next.id}"`);
      // Nothing left to do.
      expect(await rotator.rewrapAll()).toEqual({ rewrapped: 0, wereUnwrapped: 0, remaining: 0 });
    });

    it('rotates while processes go on opening and creating keys, cached or not', async () => {
      const db = await fresh();
      const [old, next] = [masterKey(), masterKey()];
      const writer = new PersonalDataCipher(await db.open(ring(old)));
      const people = Array.from({ length: 40 }, person);
      const texts = people.map((_, i) => `Someone ${i}`);
      const sealed = await Promise.all(people.map((id, i) => writer.encrypt(id, texts[i]!)));
      // Running processes know both master keys (the procedure's first steps); one has every key cached.
      const cached = new PersonalDataCipher(await db.open(ring(next, old)));
      expect(await Promise.all(sealed.map((value) => cached.decrypt(value)))).toEqual(texts);
      const uncached = new PersonalDataCipher(await db.open(ring(next, old)), { cacheTtlMs: 0 });

      const rotation = (await db.open(ring(next, old))).rewrapAll({ batchSize: 4 });
      let rotating = true;
      void rotation.catch(() => {}).finally(() => (rotating = false));
      let reads = 0;
      const created: Array<{ value: SealedValue; text: string }> = [];
      while (rotating || reads === 0) {
        const i = reads % people.length;
        expect(await uncached.decrypt(sealed[i])).toBe(texts[i]);
        if (reads % 10 === 0)
          created.push({ value: await uncached.encrypt(person(), `New ${reads}`), text: `New ${reads}` });
        reads += 1;
      }
      expect(reads, 'reads made while the rotation ran').toBeGreaterThan(1);
      expect((await rotation).rewrapped).toBe(people.length);

      const newOnly = new PersonalDataCipher(await db.open(ring(next)), { cacheTtlMs: 0 });
      for (const [i, value] of sealed.entries()) {
        expect(await cached.decrypt(value)).toBe(texts[i]);
        expect(await newOnly.decrypt(value)).toBe(texts[i]);
      }
      for (const { value, text } of created) expect(await newOnly.decrypt(value)).toBe(text);
    });

    it('opens keys stored unwrapped before envelope encryption, erases them, and wraps them on rotation', async () => {
      const db = await fresh();
      const master = masterKey();
      const [legacy, legacyErased] = [person(), person()];
      const legacyKey = randomBytes(32);
      await db.storeUnwrapped(legacy, legacyKey);
      await db.storeUnwrapped(legacyErased, randomBytes(32));
      const keys = await db.open(ring(master));
      const cipher = new PersonalDataCipher(keys, { cacheTtlMs: 0 });
      // Values sealed back then, with the raw key.
      const sealed = await cipherWithKey(legacyKey).encrypt(legacy, 'Katherine Johnson');
      const erasedValue = await new PersonalDataCipher(keys).encrypt(legacyErased, 'Annie Easley');
      const wrapped = person();
      const wrappedValue = await cipher.encrypt(wrapped, 'Christine Darden');

      expect(await cipher.decrypt(sealed)).toBe('Katherine Johnson');
      expect((await keys.getOrCreateKey(legacy)).equals(legacyKey)).toBe(true);
      expect((await db.stored(legacy))?.wrappedBy).toBeNull();

      await cipher.erase(legacyErased);
      expect(await cipher.decrypt(erasedValue)).toBeNull();
      expect(await db.stored(legacyErased)).toBeNull();
      await expect(keys.getOrCreateKey(legacyErased)).rejects.toThrow(PersonErasedError);

      expect(await keys.rewrapAll()).toEqual({ rewrapped: 1, wereUnwrapped: 1, remaining: 0 });
      const stored = (await db.stored(legacy))!;
      expect(stored.wrappedBy).toBe(master.id);
      expect(stored.material.includes(legacyKey)).toBe(false);
      await expect(cipherWithKey(stored.material.subarray(0, 32)).decrypt(sealed)).rejects.toThrow(SealedValueError);
      expect(await cipher.decrypt(sealed)).toBe('Katherine Johnson');
      expect(await cipher.decrypt(wrappedValue)).toBe('Christine Darden');
    });
  });
}

describeKeyStore('PGlite', null, async () => {
  const sql = await cloneTestPglite();
  // One PGlite is one process's database; instances share it as the api and workers of one process do.
  return { ...sqlRows(sql), open: (masterKeys) => SqlKeyStore.open(sql, masterKeys), close: () => sql.close() };
});

describeKeyStore('PostgreSQL', postgresSkipReason(), async () => {
  const db = await openTestPostgres();
  const { PostgresSql } = await import('../sql/postgres-sql');
  const pools: Array<{ close(): Promise<void> }> = [];
  return {
    ...sqlRows(db.sql),
    // Each instance on its own pool: separate processes racing on one table.
    open: async (masterKeys) => {
      const sql = new PostgresSql(db.url, { max: 8 });
      pools.push(sql);
      return SqlKeyStore.open(sql, masterKeys);
    },
    close: async () => {
      await Promise.all(pools.map((pool) => pool.close()));
      await db.drop();
    },
  };
});

/** The table as it is, and rows as the store wrote them before envelope encryption (no `wrapped_by` yet). */
function sqlRows(sql: Sql): Pick<Backend, 'stored' | 'storeUnwrapped'> {
  return {
    async stored(personId) {
      const [row] = await sql.query<{ key: Uint8Array | null; wrapped_by: string | null }>(
        'select key, wrapped_by from person_keys where person_id = $1',
        [personId],
      );
      return row?.key ? { material: Buffer.from(row.key), wrappedBy: row.wrapped_by } : null;
    },
    async storeUnwrapped(personId, key) {
      // The table as the store created it then: an installation that predates wrapping, before its first start
      // with it (SqlKeyStore.open adds the column).
      await sql.query(CREATE_PERSON_KEYS_TABLE);
      await sql.query('insert into person_keys (person_id, key) values ($1, $2)', [personId, key]);
    },
  };
}

describeKeyStore('MongoDB', mongoSkipReason, async () => {
  const dbName = `test_keys_${randomBytes(6).toString('hex')}`;
  const client = await new MongoClient(mongoUrl ?? '').connect();
  // The collection as MongoKeyStore writes it; before envelope encryption documents had no `wrappedBy`.
  const docs = client
    .db(dbName)
    .collection<{ _id: string; key: Binary | null; wrappedBy?: string | null; erasedAt: Date | null }>('person_keys');
  const stores: MongoKeyStore[] = [];
  return {
    open: async (masterKeys) => {
      const store = await MongoKeyStore.open(mongoUrl ?? '', masterKeys, { dbName });
      stores.push(store);
      return store;
    },
    async stored(personId) {
      const doc = await docs.findOne({ _id: personId });
      return doc?.key ? { material: Buffer.from(doc.key.value()), wrappedBy: doc.wrappedBy ?? null } : null;
    },
    async storeUnwrapped(personId, key) {
      await docs.insertOne({ _id: personId, key: new Binary(key), erasedAt: null });
    },
    close: async () => {
      await Promise.all(stores.map((store) => store.close()));
      await client.db(dbName).dropDatabase();
      await client.close();
    },
  };
});

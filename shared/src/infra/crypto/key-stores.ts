/**
 * The key stores of crypto-shredding (personal-data.ts): one key per person, created on first use, erased for good,
 * kept wrapped by a master key (master-keys.ts) in PostgreSQL / PGlite or MongoDB, or in memory for unit tests.
 */
import { randomBytes } from 'node:crypto';
import { Binary, MongoClient, MongoServerError, type Collection, type Db } from 'mongodb';
import type { Sql } from '../sql/sql.port';
import type { MasterKeyRing } from './master-keys';

const KEY_BYTES = 32; // AES-256

/** Encryption is asked for a person whose key was erased: nothing new may be stored about them. */
export class PersonErasedError extends Error {
  override readonly name = 'PersonErasedError';
  constructor(readonly personId: string) {
    super('This person’s data has been erased');
  }
}

export type KeyStore = {
  /**
   * The person's key, created on first use. Concurrent first uses (two api nodes) must agree on one key,
   * or values sealed by the loser could never be opened. Throws PersonErasedError once erased.
   */
  getOrCreateKey(personId: string): Promise<Buffer>;
  /** null when the key was erased (or never existed). */
  getKey(personId: string): Promise<Buffer | null>;
  /** `getKey` for many people in one round trip (a projector batch opening everyone it names); optional. */
  getKeys?(personIds: readonly string[]): Promise<Map<string, Buffer | null>>;
  /** Final. A tombstone stays, so the person never silently gets a fresh key. */
  eraseKey(personId: string): Promise<void>;
  close(): Promise<void>;
};

/** What `rewrapAll` did. */
export type RewrapReport = {
  /** Keys now wrapped by the current master key that were not before. */
  rewrapped: number;
  /** Of those, keys that were stored unwrapped (written before envelope encryption). */
  wereUnwrapped: number;
  /**
   * Keys still not wrapped by the current master key after the pass: made meanwhile by a process that wraps
   * with an older master key (one that lists it first). Zero means the older master keys can be dropped.
   */
  remaining: number;
};

/** A key store that keeps keys in a database, wrapped by master keys (master-keys.ts). */
export type WrappedKeyStore = KeyStore & {
  readonly masterKeys: MasterKeyRing;
  /**
   * Re-wraps every key under the current master key, in batches, while other processes go on using the store:
   * each key is replaced only if it is still what was read (an erasure in between wins), and processes that
   * know the old master key keep opening the keys not yet re-wrapped.
   */
  rewrapAll(options?: { batchSize?: number }): Promise<RewrapReport>;
};

const REWRAP_BATCH = 500;

const bytes = (value: unknown): Buffer | null => (value == null ? null : Buffer.from(value as Uint8Array));

/**
 * The person_keys table as it was before envelope encryption; `SqlKeyStore.open` adds `wrapped_by` after it. Exported so
 * the tests can build an installation that predates wrapping.
 */
export const CREATE_PERSON_KEYS_TABLE = `
  create table if not exists person_keys (
    person_id text primary key,
    key bytea,
    erased_at timestamptz,
    constraint person_keys_key_xor_erased check ((key is null) = (erased_at is not null))
  )`;

/** PostgreSQL / PGlite. Does not own the connection: `close()` leaves it to whoever opened it. */
export class SqlKeyStore implements WrappedKeyStore {
  private constructor(
    private readonly sql: Sql,
    readonly masterKeys: MasterKeyRing,
  ) {}

  static async open(sql: Sql, masterKeys: MasterKeyRing): Promise<SqlKeyStore> {
    // Processes booting together on one PostgreSQL would race `create table if not exists` into a
    // unique violation on pg_type; the advisory lock makes them take turns.
    await sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('stint.person_keys'))`);
      await tx.query(CREATE_PERSON_KEYS_TABLE);
      // The master key that wrapped \`key\`; null on rows written before envelope encryption, whose \`key\` is the
      // raw key (read as it is; \`npm run keys:rotate\` wraps them).
      await tx.query('alter table person_keys add column if not exists wrapped_by text');
    });
    return new SqlKeyStore(sql, masterKeys);
  }

  async getOrCreateKey(personId: string): Promise<Buffer> {
    let row = await this.row(personId);
    if (!row) {
      // Whoever inserts first wins; everyone then reads the winner's key (a losing insert waits for the
      // winner's commit, so the select below sees it).
      const wrapped = this.masterKeys.wrap(personId, randomBytes(KEY_BYTES));
      await this.sql.query(
        'insert into person_keys (person_id, key, wrapped_by) values ($1, $2, $3) on conflict (person_id) do nothing',
        [personId, wrapped.material, wrapped.wrappedBy],
      );
      row = await this.row(personId);
    }
    const key = this.unwrap(personId, row);
    if (!key) throw new PersonErasedError(personId);
    return key;
  }

  async getKey(personId: string): Promise<Buffer | null> {
    return this.unwrap(personId, await this.row(personId));
  }

  async getKeys(personIds: readonly string[]): Promise<Map<string, Buffer | null>> {
    const rows = await this.sql.query<{ person_id: string; key: unknown; wrapped_by: string | null }>(
      'select person_id, key, wrapped_by from person_keys where person_id = any($1::text[])',
      [[...personIds]],
    );
    const byId = new Map(rows.map((row) => [row.person_id, row]));
    return new Map(personIds.map((personId) => [personId, this.unwrap(personId, byId.get(personId))]));
  }

  async eraseKey(personId: string): Promise<void> {
    await this.sql.query(
      `insert into person_keys (person_id, key, erased_at) values ($1, null, now())
       on conflict (person_id) do update
         set key = null, wrapped_by = null, erased_at = coalesce(person_keys.erased_at, now())`,
      [personId],
    );
  }

  async rewrapAll(options: { batchSize?: number } = {}): Promise<RewrapReport> {
    const current = this.masterKeys.currentId;
    const report: RewrapReport = { rewrapped: 0, wereUnwrapped: 0, remaining: 0 };
    // Refuse before changing anything when a master key is missing or wrong (one key of each tried), rather
    // than stop half-way.
    const samples = await this.sql.query<{ person_id: string; key: unknown; wrapped_by: string | null }>(
      `select distinct on (wrapped_by) person_id, key, wrapped_by from person_keys
        where key is not null order by wrapped_by, person_id`,
    );
    this.masterKeys.assertCanUnwrap(samples.map((row) => row.wrapped_by));
    for (const row of samples) this.unwrap(row.person_id, row);
    // Keyset order on the primary key: a row skipped (erased meanwhile) is not read again, so the pass ends.
    let after = '';
    for (;;) {
      const rows = await this.sql.query<{ person_id: string; key: unknown; wrapped_by: string | null }>(
        `select person_id, key, wrapped_by from person_keys
          where person_id > $1 and key is not null and wrapped_by is distinct from $2
          order by person_id limit $3`,
        [after, current, options.batchSize ?? REWRAP_BATCH],
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.person_id;
      const updates = rows.map((row) => {
        const stored = { material: bytes(row.key)!, wrappedBy: row.wrapped_by };
        const wrapped = this.masterKeys.wrap(row.person_id, this.masterKeys.unwrap(row.person_id, stored));
        return {
          person_id: row.person_id,
          key: wrapped.material.toString('base64'),
          old_key: stored.material.toString('base64'),
          was_unwrapped: stored.wrappedBy === null,
        };
      });
      // Compare-and-set on the bytes read: a key erased or re-wrapped by someone else meanwhile is left alone.
      const done = await this.sql.query<{ was_unwrapped: boolean }>(
        `update person_keys k set key = decode(v.key, 'base64'), wrapped_by = $2
           from jsonb_to_recordset($1::jsonb) as v(person_id text, key text, old_key text, was_unwrapped boolean)
          where k.person_id = v.person_id and k.key = decode(v.old_key, 'base64')
        returning v.was_unwrapped`,
        [JSON.stringify(updates), current],
      );
      report.rewrapped += done.length;
      report.wereUnwrapped += done.filter((row) => row.was_unwrapped).length;
    }
    const [left] = await this.sql.query<{ n: number }>(
      'select count(*)::int as n from person_keys where key is not null and wrapped_by is distinct from $1',
      [current],
    );
    report.remaining = left?.n ?? 0;
    return report;
  }

  async close(): Promise<void> {}

  private unwrap(personId: string, row: { key: unknown; wrapped_by: string | null } | undefined): Buffer | null {
    const material = bytes(row?.key);
    return material ? this.masterKeys.unwrap(personId, { material, wrappedBy: row?.wrapped_by ?? null }) : null;
  }

  private async row(personId: string): Promise<{ key: unknown; wrapped_by: string | null } | undefined> {
    return (
      await this.sql.query<{ key: unknown; wrapped_by: string | null }>(
        'select key, wrapped_by from person_keys where person_id = $1',
        [personId],
      )
    )[0];
  }
}

/** `wrappedBy` is absent or null on documents written before envelope encryption: `key` is then the raw key. */
type KeyDoc = { _id: string; key: Binary | null; wrappedBy?: string | null; erasedAt: Date | null };

/** MongoDB: `person_keys` with the person id as `_id`, whose uniqueness settles concurrent creation. */
export class MongoKeyStore implements WrappedKeyStore {
  private readonly keys: Collection<KeyDoc>;

  private constructor(
    db: Db,
    private readonly client: MongoClient | null,
    readonly masterKeys: MasterKeyRing,
  ) {
    this.keys = db.collection<KeyDoc>('person_keys');
  }

  /** Database from the URL path, default 'stint'; the client is closed with the store. */
  static async open(
    url: string,
    masterKeys: MasterKeyRing,
    options: { dbName?: string; serverSelectionTimeoutMS?: number } = {},
  ): Promise<MongoKeyStore> {
    const client = new MongoClient(url, { serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 2000 });
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
    return new MongoKeyStore(client.db(options.dbName ?? dbNameOf(url)), client, masterKeys);
  }

  /** On a database someone else owns (and closes). */
  static onDb(db: Db, masterKeys: MasterKeyRing): MongoKeyStore {
    return new MongoKeyStore(db, null, masterKeys);
  }

  async getOrCreateKey(personId: string): Promise<Buffer> {
    let doc = await this.keys.findOne({ _id: personId });
    if (!doc) {
      const wrapped = this.masterKeys.wrap(personId, randomBytes(KEY_BYTES));
      try {
        await this.keys.insertOne({
          _id: personId,
          key: new Binary(wrapped.material),
          wrappedBy: wrapped.wrappedBy,
          erasedAt: null,
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      doc = await this.keys.findOne({ _id: personId });
    }
    const key = this.unwrap(personId, doc);
    if (!key) throw new PersonErasedError(personId);
    return key;
  }

  async getKey(personId: string): Promise<Buffer | null> {
    return this.unwrap(personId, await this.keys.findOne({ _id: personId }));
  }

  async getKeys(personIds: readonly string[]): Promise<Map<string, Buffer | null>> {
    const docs = await this.keys.find({ _id: { $in: [...personIds] } }).toArray();
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    return new Map(personIds.map((personId) => [personId, this.unwrap(personId, byId.get(personId) ?? null)]));
  }

  async eraseKey(personId: string): Promise<void> {
    const erase = () =>
      this.keys.updateOne(
        { _id: personId },
        [{ $set: { key: null, wrappedBy: null, erasedAt: { $ifNull: ['$erasedAt', '$$NOW'] } } }],
        { upsert: true },
      );
    try {
      await erase();
    } catch (error) {
      // Two concurrent upserts of a missing id: one inserts, the other fails on _id and now finds it.
      if (!isDuplicateKey(error)) throw error;
      await erase();
    }
  }

  async rewrapAll(options: { batchSize?: number } = {}): Promise<RewrapReport> {
    const current = this.masterKeys.currentId;
    const report: RewrapReport = { rewrapped: 0, wereUnwrapped: 0, remaining: 0 };
    // `$ne` also matches documents without `wrappedBy` (stored unwrapped).
    const notCurrent = { key: { $ne: null }, wrappedBy: { $ne: current } };
    // Refuse before changing anything when a master key is missing or wrong (one key of each tried), rather
    // than stop half-way.
    const wrappers = (await this.keys.distinct('wrappedBy', { key: { $ne: null } })).map((id) =>
      typeof id === 'string' ? id : null,
    );
    this.masterKeys.assertCanUnwrap(wrappers);
    for (const wrappedBy of new Set(wrappers)) {
      const sample = await this.keys.findOne({ key: { $ne: null }, wrappedBy });
      if (sample) this.unwrap(sample._id, sample);
    }
    let after = '';
    for (;;) {
      const docs = await this.keys
        .find({ ...notCurrent, _id: { $gt: after } })
        .sort({ _id: 1 })
        .limit(options.batchSize ?? REWRAP_BATCH)
        .toArray();
      if (docs.length === 0) break;
      after = docs[docs.length - 1]!._id;
      for (const doc of docs) {
        const wrapped = this.masterKeys.wrap(doc._id, this.unwrap(doc._id, doc)!);
        // Compare-and-set on the bytes read: a key erased or re-wrapped by someone else meanwhile is left alone.
        const result = await this.keys.updateOne(
          { _id: doc._id, key: doc.key },
          { $set: { key: new Binary(wrapped.material), wrappedBy: wrapped.wrappedBy } },
        );
        if (result.modifiedCount !== 1) continue;
        report.rewrapped += 1;
        if (doc.wrappedBy == null) report.wereUnwrapped += 1;
      }
    }
    report.remaining = await this.keys.countDocuments(notCurrent);
    return report;
  }

  async close(): Promise<void> {
    await this.client?.close();
  }

  private unwrap(personId: string, doc: KeyDoc | null): Buffer | null {
    if (!doc?.key) return null;
    return this.masterKeys.unwrap(personId, {
      material: Buffer.from(doc.key.value()),
      wrappedBy: doc.wrappedBy ?? null,
    });
  }
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000;
}

function dbNameOf(url: string): string {
  const afterScheme = url.replace(/^mongodb(\+srv)?:\/\//, '');
  const slash = afterScheme.indexOf('/');
  const path = slash < 0 ? '' : (afterScheme.slice(slash + 1).split('?')[0] ?? '');
  return path ? decodeURIComponent(path) : 'stint';
}

/** For unit tests of code that seals fields (projections, reactors): keys in a Map. */
export class MemoryKeyStore implements KeyStore {
  private readonly keys = new Map<string, Buffer | null>();

  async getOrCreateKey(personId: string): Promise<Buffer> {
    if (!this.keys.has(personId)) this.keys.set(personId, randomBytes(KEY_BYTES));
    const key = this.keys.get(personId);
    if (!key) throw new PersonErasedError(personId);
    return key;
  }

  async getKey(personId: string): Promise<Buffer | null> {
    return this.keys.get(personId) ?? null;
  }

  async getKeys(personIds: readonly string[]): Promise<Map<string, Buffer | null>> {
    return new Map(personIds.map((personId) => [personId, this.keys.get(personId) ?? null]));
  }

  async eraseKey(personId: string): Promise<void> {
    this.keys.set(personId, null);
  }

  async close(): Promise<void> {}
}

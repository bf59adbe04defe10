/**
 * Crypto-shredding for personal data (docs/architecture.md §Personal data). The event log is append-only, yet a person
 * must be erasable: personal fields in events are encrypted with a key per person, kept outside the log. Erasing the
 * key erases every copy of those fields at once, in every event and every backup of the log; reads then get `null` and
 * show "Deleted user". The stores keep each key wrapped by a master key from outside the database (master-keys.ts), so
 * a copy of the database alone opens nothing.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sealedValueSchema, type SealedValue } from '../../sealed';
import { PersonErasedError, type KeyStore } from './key-stores';

export {
  MemoryKeyStore,
  MongoKeyStore,
  PersonErasedError,
  SqlKeyStore,
  type KeyStore,
  type RewrapReport,
  type WrappedKeyStore,
} from './key-stores';

const IV_BYTES = 12; // the GCM standard nonce size; random per value, so 2^32 values per key stay safe
const TAG_BYTES = 16;

/** A sealed value failed authentication: altered, truncated, or moved to another person. */
export class SealedValueError extends Error {
  override readonly name = 'SealedValueError';
}

/**
 * A personal value as stored in an event: JSON-safe, self-describing (`$pii` marks it, `p` names whose key
 * opens it), base64 binary parts. Use the schema in event schemas for personal fields.
 */
export { sealedValueSchema, type SealedValue };

export function isSealedValue(value: unknown): value is SealedValue {
  // Most values asked about (every field of every event, sealedOwners) are not sealed: told apart without a parse.
  if (typeof value !== 'object' || value === null || (value as { $pii?: unknown }).$pii !== 'v1') return false;
  return sealedValueSchema.safeParse(value).success;
}

/** The fields `K` of `T` once sealed: a sealed value where there was a string, null/undefined kept. */
export type SealedFields<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: SealedValue | Extract<T[P], null | undefined>;
};
/** The fields `K` once opened: the text, or null when the person was erased. */
export type OpenedFields<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | null | Extract<T[P], undefined> };

export type CipherOptions = {
  /**
   * How long a key read from the store is reused. Erasure in this process takes effect at once; in other
   * processes after at most this long (or at once if they call `forget`, e.g. on a bus notice).
   */
  cacheTtlMs?: number;
  /** Bound on cached keys, least recently used evicted first. */
  maxCachedKeys?: number;
};

type Cached = { key: Buffer | null; until: number };

export class PersonalDataCipher {
  private readonly cache = new Map<string, Cached>();
  /** Erased here: never cached again, even by a read that was in flight during the erasure. */
  private readonly erased = new Set<string>();
  private readonly loading = new Map<string, Promise<Buffer | null>>();
  private readonly ttlMs: number;
  private readonly maxCached: number;

  constructor(
    private readonly keys: KeyStore,
    options: CipherOptions = {},
  ) {
    this.ttlMs = options.cacheTtlMs ?? 60_000;
    this.maxCached = options.maxCachedKeys ?? 10_000;
  }

  encrypt(personId: string, value: string): Promise<SealedValue>;
  encrypt(personId: string, value: string | null): Promise<SealedValue | null>;
  async encrypt(personId: string, value: string | null): Promise<SealedValue | null> {
    if (value === null) return null;
    if (this.erased.has(personId)) throw new PersonErasedError(personId);
    const key = await this.key(personId, true);
    if (!key) throw new PersonErasedError(personId);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    // The person is authenticated data: a value copied into another person's event does not open.
    cipher.setAAD(Buffer.from(personId, 'utf8'));
    const ct = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return {
      $pii: 'v1',
      p: personId,
      iv: iv.toString('base64'),
      ct: ct.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
    };
  }

  /** The text, or null when the person's key is gone (show "Deleted user"). Throws on a tampered value. */
  async decrypt(sealed: SealedValue | null | undefined): Promise<string | null> {
    if (sealed == null) return null;
    if (!isSealedValue(sealed)) throw new SealedValueError('Not a sealed value');
    return openWithKey(await this.key(sealed.p, false), sealed);
  }

  /**
   * Loads the keys of these people now, and returns an opener that uses only them. For code that cannot reach
   * the key store while it runs: a projection batch inside a PGlite transaction, where the one connection is
   * taken (asking the store there would wait for ever).
   */
  async openerFor(personIds: Iterable<string>): Promise<PersonalDataOpener> {
    const keys = new Map<string, Buffer | null>();
    const wanted = new Set(personIds);
    // The keys not cached, in one round trip where the store can (a batch names hundreds of people).
    const uncached = [...wanted].filter((personId) => !this.erased.has(personId) && !this.isCached(personId));
    if (this.keys.getKeys && uncached.length > 1) {
      for (const [personId, key] of await this.keys.getKeys(uncached)) {
        if (this.erased.has(personId)) continue;
        this.remember(personId, key);
        keys.set(personId, key);
      }
    }
    for (const personId of wanted) if (!keys.has(personId)) keys.set(personId, await this.key(personId, false));
    // Several projections open the same value of a batch's event: each is decrypted once.
    const opened = new Map<string, string | null>();
    return {
      decrypt: async (sealed) => {
        if (sealed == null) return null;
        if (!isSealedValue(sealed)) throw new SealedValueError('Not a sealed value');
        if (!keys.has(sealed.p)) throw new Error(`The key of ${sealed.p} was not loaded for this batch`);
        const id = `${sealed.p}\n${sealed.iv}\n${sealed.tag}\n${sealed.ct}`;
        let text = opened.get(id);
        if (text === undefined) opened.set(id, (text = openWithKey(keys.get(sealed.p) ?? null, sealed)));
        return text;
      },
    };
  }

  /** Seals the given string fields of event data with one person's key; null/undefined stay as they are. */
  async sealFields<T extends Record<string, unknown>, K extends keyof T & string>(
    personId: string,
    data: T,
    fields: readonly K[],
  ): Promise<SealedFields<T, K>> {
    const out: Record<string, unknown> = { ...data };
    for (const field of fields) {
      const value = data[field];
      if (value === null || value === undefined) continue;
      if (typeof value !== 'string') throw new TypeError(`Personal field "${field}" must be a string to be sealed`);
      out[field] = await this.encrypt(personId, value);
    }
    return out as SealedFields<T, K>;
  }

  /**
   * Opens the given fields, each with the key of the person it names. Plain strings pass through, so data
   * written before a field became personal still reads.
   */
  async openFields<T extends Record<string, unknown>, K extends keyof T & string>(
    data: T,
    fields: readonly K[],
  ): Promise<OpenedFields<T, K>> {
    const out: Record<string, unknown> = { ...data };
    for (const field of fields) {
      const value = data[field];
      if (isSealedValue(value)) out[field] = await this.decrypt(value);
    }
    return out as OpenedFields<T, K>;
  }

  /** Erases the person's key in the store and here. */
  async erase(personId: string): Promise<void> {
    this.erased.add(personId);
    this.cache.delete(personId);
    await this.keys.eraseKey(personId);
  }

  /** Drops a cached key, so the next use asks the store (another process may have erased it). */
  forget(personId: string): void {
    this.cache.delete(personId);
  }

  private async key(personId: string, create: boolean): Promise<Buffer | null> {
    if (this.erased.has(personId)) return null;
    const cached = this.cache.get(personId);
    if (cached && cached.until > Date.now() && (cached.key || !create)) {
      // Refresh recency for the LRU bound.
      this.cache.delete(personId);
      this.cache.set(personId, cached);
      return cached.key;
    }
    const loadKey = `${create ? 'c' : 'r'}:${personId}`;
    let loading = this.loading.get(loadKey);
    if (!loading) {
      loading = (create ? this.keys.getOrCreateKey(personId) : this.keys.getKey(personId)).finally(() =>
        this.loading.delete(loadKey),
      );
      this.loading.set(loadKey, loading);
    }
    const key = await loading;
    if (!this.erased.has(personId)) this.remember(personId, key);
    return this.erased.has(personId) ? null : key;
  }

  private isCached(personId: string): boolean {
    const cached = this.cache.get(personId);
    return cached !== undefined && cached.until > Date.now();
  }

  private remember(personId: string, key: Buffer | null): void {
    if (this.ttlMs <= 0) return;
    this.cache.delete(personId);
    this.cache.set(personId, { key, until: Date.now() + this.ttlMs });
    if (this.cache.size > this.maxCached) this.cache.delete(this.cache.keys().next().value as string);
  }
}

/** Something that opens sealed values: the cipher, or a view over keys loaded beforehand. */
export type PersonalDataOpener = { decrypt(sealed: SealedValue | null | undefined): Promise<string | null> };

/** Every sealed value (`{ $pii, p, … }`) anywhere in some event data: the people whose keys opening it needs. */
export function sealedOwners(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isSealedValue(value)) into.add(value.p);
  else if (Array.isArray(value)) for (const item of value) sealedOwners(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) sealedOwners(item, into);
  return into;
}

function openWithKey(key: Buffer | null, sealed: SealedValue): string | null {
  if (!key) return null;
  const iv = Buffer.from(sealed.iv, 'base64');
  const tag = Buffer.from(sealed.tag, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SealedValueError('Malformed sealed value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(sealed.p, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedValueError('Sealed value failed authentication');
  }
}

/**
 * Envelope encryption of personal-data keys (docs/architecture.md §Personal data). The per-person keys live in the same
 * database as the read models, so a copy of that database must not be enough to open sealed values: each key is stored
 * wrapped (AES-256-GCM) by a master key that lives outside the database, in PERSONAL_DATA_MASTER_KEYS (embedded: a file
 * in DATA_DIR). Several master keys can be known at once so they can be rotated without downtime: the first wraps new
 * keys, every one of them unwraps, and each stored key records the id of the master key that wrapped it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32; // AES-256, for master and data keys alike
const IV_BYTES = 12;
const TAG_BYTES = 16;
const WRAPPED_BYTES = IV_BYTES + KEY_BYTES + TAG_BYTES;
const MASTER_KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The file the embedded profile keeps its master key in when PERSONAL_DATA_MASTER_KEYS is not set. */
export const MASTER_KEY_FILE = 'personal-data-master.key';

export type MasterKey = { id: string; key: Buffer };

/**
 * A person's key as a key store keeps it: `material` wrapped by the master key `wrappedBy`, or, for keys written
 * before wrapping existed, the raw key itself with `wrappedBy` null.
 */
export type StoredKey = { material: Buffer; wrappedBy: string | null };

/** A stored key cannot be unwrapped: its master key is not configured, or it is not the one that wrapped it. */
export class MasterKeyError extends Error {
  override readonly name = 'MasterKeyError';
}

export class MasterKeyRing {
  private readonly keys: ReadonlyMap<string, Buffer>;
  /** The master key that wraps new keys (the first one listed). */
  readonly currentId: string;

  constructor(keys: readonly MasterKey[]) {
    const first = keys[0];
    if (!first) throw new MasterKeyError('At least one personal-data master key is needed');
    const byId = new Map<string, Buffer>();
    for (const { id, key } of keys) {
      if (!MASTER_KEY_ID.test(id)) throw new MasterKeyError(`Master key id "${id}" must be 1-64 of A-Z a-z 0-9 . _ -`);
      if (key.length !== KEY_BYTES) throw new MasterKeyError(`Master key "${id}" must be ${KEY_BYTES} bytes`);
      if (byId.has(id)) throw new MasterKeyError(`Master key id "${id}" is listed twice`);
      byId.set(id, Buffer.from(key));
    }
    this.keys = byId;
    this.currentId = first.id;
  }

  get ids(): string[] {
    return [...this.keys.keys()];
  }

  /** Throws unless every one of these master keys (null: stored unwrapped) is configured. */
  assertCanUnwrap(wrappedBy: ReadonlyArray<string | null>): void {
    const unknown = [...new Set(wrappedBy)].filter((id): id is string => id !== null && !this.keys.has(id));
    if (unknown.length > 0) throw this.notConfigured('Personal-data keys are', unknown);
  }

  /** Wraps a person's data key under the current master key. */
  wrap(personId: string, dataKey: Buffer): StoredKey {
    if (dataKey.length !== KEY_BYTES) throw new RangeError(`A personal-data key is ${KEY_BYTES} bytes`);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentId)!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(wrappingAad(this.currentId, personId));
    const ct = Buffer.concat([cipher.update(dataKey), cipher.final()]);
    return { material: Buffer.concat([iv, ct, cipher.getAuthTag()]), wrappedBy: this.currentId };
  }

  /** The person's data key. Throws MasterKeyError rather than ever returning a wrong key. */
  unwrap(personId: string, stored: StoredKey): Buffer {
    if (stored.wrappedBy === null) {
      // Stored before envelope encryption: the raw key, used as it is until `npm run keys:rotate` wraps it.
      if (stored.material.length !== KEY_BYTES)
        throw new MasterKeyError(`The stored key of ${personId} is neither wrapped nor a ${KEY_BYTES}-byte key`);
      return Buffer.from(stored.material);
    }
    const master = this.keys.get(stored.wrappedBy);
    if (!master) throw this.notConfigured(`The personal-data key of ${personId} is`, [stored.wrappedBy]);
    if (stored.material.length !== WRAPPED_BYTES)
      throw new MasterKeyError(
        `The wrapped key of ${personId} is ${stored.material.length} bytes, not ${WRAPPED_BYTES}`,
      );
    try {
      const decipher = createDecipheriv('aes-256-gcm', master, stored.material.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(wrappingAad(stored.wrappedBy, personId));
      decipher.setAuthTag(stored.material.subarray(IV_BYTES + KEY_BYTES));
      return Buffer.concat([
        decipher.update(stored.material.subarray(IV_BYTES, IV_BYTES + KEY_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new MasterKeyError(
        `The personal-data key of ${personId} does not unwrap with master key "${stored.wrappedBy}": ` +
          'that master key is not the one it was wrapped with, or the stored key was altered',
      );
    }
  }

  private notConfigured(what: string, ids: string[]): MasterKeyError {
    const quoted = (list: string[]) => list.map((id) => `"${id}"`).join(', ');
    return new MasterKeyError(
      `${what} wrapped by master key ${quoted(ids)}, which ${ids.length === 1 ? 'is' : 'are'} not configured ` +
        `(configured: ${quoted(this.ids)}). List it in PERSONAL_DATA_MASTER_KEYS again; drop an old master key ` +
        'only after `npm run keys:rotate` has finished.',
    );
  }
}

/**
 * The master key id and the person are authenticated with the wrapped key: a wrapped key copied to another
 * person's row does not unwrap. Ids cannot contain NUL, so the join is unambiguous.
 */
function wrappingAad(masterKeyId: string, personId: string): Buffer {
  return Buffer.from(`stint.person-key.v1\u0000${masterKeyId}\u0000${personId}`, 'utf8');
}

/**
 * `id:base64key` entries separated by commas or white space, as in PERSONAL_DATA_MASTER_KEYS. Throws with a
 * message that names the entry by position and id, never by its key.
 */
export function parseMasterKeys(text: string): MasterKey[] {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) throw new MasterKeyError('no master key listed');
  const keys = entries.map((entry, index): MasterKey => {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon);
    const encoded = colon < 0 ? '' : entry.slice(colon + 1);
    const where = `entry ${index + 1}${id ? ` ("${id}")` : ''}`;
    if (!id || !encoded) throw new MasterKeyError(`${where} is not of the form id:base64key`);
    if (!MASTER_KEY_ID.test(id)) throw new MasterKeyError(`${where}: the id must be 1-64 of A-Z a-z 0-9 . _ -`);
    const key = Buffer.from(encoded, 'base64');
    if (!BASE64.test(encoded) || key.length !== KEY_BYTES)
      throw new MasterKeyError(
        `${where}: the key must be ${KEY_BYTES} bytes in base64 (e.g. \`openssl rand -base64 ${KEY_BYTES}\`)`,
      );
    return { id, key };
  });
  const ids = keys.map((key) => key.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) throw new MasterKeyError(`the id "${twice}" is listed twice`);
  return keys;
}

export function formatMasterKey(key: MasterKey): string {
  return `${key.id}:${key.key.toString('base64')}`;
}

export function generateMasterKey(id: string): MasterKey {
  return { id, key: randomBytes(KEY_BYTES) };
}

/**
 * The embedded profile's master key: read from DATA_DIR, or created there (owner-only) on first start. Processes
 * starting together agree on one key: the file appears complete or not at all (written aside, then linked).
 */
export function readOrCreateMasterKeyFile(dataDir: string): { keys: MasterKey[]; file: string; created: boolean } {
  const file = join(dataDir, MASTER_KEY_FILE);
  const read = () => {
    try {
      return parseMasterKeys(readFileSync(file, 'utf8'));
    } catch (error) {
      if (error instanceof MasterKeyError) throw new MasterKeyError(`${file}: ${error.message}`);
      throw error;
    }
  };
  try {
    return { keys: read(), file, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = generateMasterKey(`local-${randomBytes(4).toString('hex')}`);
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(aside, `${formatMasterKey(key)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
    return { keys: [key], file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keys: read(), file, created: false };
  } finally {
    unlinkSync(aside);
  }
}

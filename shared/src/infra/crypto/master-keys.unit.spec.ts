import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../testing/temp-dirs';
import {
  MASTER_KEY_FILE,
  MasterKeyError,
  MasterKeyRing,
  formatMasterKey,
  generateMasterKey,
  parseMasterKeys,
  readOrCreateMasterKeyFile,
} from './master-keys';

const person = () => `person-${randomBytes(6).toString('hex')}`;
const masterKey = () => generateMasterKey(`m-${randomBytes(4).toString('hex')}`);

describe('MasterKeyRing', () => {
  it('wraps a data key so that the stored bytes hide it, and unwraps it with the same master key', () => {
    const master = masterKey();
    const keys = new MasterKeyRing([master]);
    const id = person();
    const dataKey = randomBytes(32);
    const stored = keys.wrap(id, dataKey);
    expect(stored.wrappedBy).toBe(master.id);
    expect(stored.material).toHaveLength(60);
    expect(stored.material.includes(dataKey)).toBe(false);
    expect(keys.wrap(id, dataKey).material.equals(stored.material)).toBe(false); // a fresh IV each time
    expect(keys.unwrap(id, stored).equals(dataKey)).toBe(true);
    expect(new MasterKeyRing([masterKey(), master]).unwrap(id, stored).equals(dataKey)).toBe(true);
  });

  it('wraps with the first master key listed and unwraps with any of them', () => {
    const [next, old] = [masterKey(), masterKey()];
    const id = person();
    const dataKey = randomBytes(32);
    const underOld = new MasterKeyRing([old]).wrap(id, dataKey);
    const both = new MasterKeyRing([next, old]);
    expect(both.currentId).toBe(next.id);
    expect(both.ids).toEqual([next.id, old.id]);
    expect(both.wrap(id, dataKey).wrappedBy).toBe(next.id);
    expect(both.unwrap(id, underOld).equals(dataKey)).toBe(true);
  });

  it('fails with a MasterKeyError, never a wrong key, for a wrong or missing master key or altered bytes', () => {
    const master = masterKey();
    const id = person();
    const stored = new MasterKeyRing([master]).wrap(id, randomBytes(32));

    const sameIdOtherKey = new MasterKeyRing([{ id: master.id, key: randomBytes(32) }]);
    expect(() => sameIdOtherKey.unwrap(id, stored)).toThrow(MasterKeyError);
    expect(() => sameIdOtherKey.unwrap(id, stored)).toThrow(`does not unwrap with master key "${master.id}"`);

    const other = masterKey();
    expect(() => new MasterKeyRing([other]).unwrap(id, stored)).toThrow(
      `wrapped by master key "${master.id}", which is not configured (configured: "${other.id}")`,
    );

    const keys = new MasterKeyRing([master]);
    // Moved to another person's row: the person is authenticated with the wrapped key.
    expect(() => keys.unwrap(person(), stored)).toThrow(MasterKeyError);
    for (const byte of [0, 20, 59]) {
      const altered = Buffer.from(stored.material);
      altered[byte]! ^= 0x01;
      expect(() => keys.unwrap(id, { ...stored, material: altered })).toThrow(MasterKeyError);
    }
    expect(() => keys.unwrap(id, { ...stored, material: stored.material.subarray(0, 59) })).toThrow(MasterKeyError);
  });

  it('reads a key stored unwrapped (before envelope encryption) as it is', () => {
    const keys = new MasterKeyRing([masterKey()]);
    const raw = randomBytes(32);
    expect(keys.unwrap(person(), { material: raw, wrappedBy: null }).equals(raw)).toBe(true);
    expect(() => keys.unwrap(person(), { material: randomBytes(60), wrappedBy: null })).toThrow(MasterKeyError);
  });

  it('refuses an empty list, a duplicate id, a bad id or a key of the wrong size', () => {
    const master = masterKey();
    expect(() => new MasterKeyRing([])).toThrow(MasterKeyError);
    expect(() => new MasterKeyRing([master, { ...master, key: randomBytes(32) }])).toThrow('listed twice');
    expect(() => new MasterKeyRing([{ id: 'a:b', key: randomBytes(32) }])).toThrow(MasterKeyError);
    expect(() => new MasterKeyRing([{ id: 'short', key: randomBytes(16) }])).toThrow('must be 32 bytes');
  });
});

describe('parseMasterKeys', () => {
  it('reads id:base64 entries separated by commas or white space, in order', () => {
    const [a, b, c] = [masterKey(), masterKey(), masterKey()];
    const parsed = parseMasterKeys(` ${formatMasterKey(a)}, ${formatMasterKey(b)}\n${formatMasterKey(c)} `);
    expect(parsed.map((key) => key.id)).toEqual([a.id, b.id, c.id]);
    expect(parsed.map((key) => key.key.toString('hex'))).toEqual([a, b, c].map((key) => key.key.toString('hex')));
  });

  it('says which entry is wrong and why, without repeating key material', () => {
    const key = randomBytes(32).toString('base64');
    const short = randomBytes(16).toString('base64');
    const cases: Array<[string, string]> = [
      ['', 'no master key listed'],
      [key, 'entry 1 is not of the form id:base64key'],
      [`k1:${key},k2:${short}`, 'entry 2 ("k2"): the key must be 32 bytes in base64'],
      [`k1:${key.slice(0, -4)}!!!!`, 'entry 1 ("k1"): the key must be 32 bytes in base64'],
      [`k/1:${key}`, 'entry 1 ("k/1"): the id must be'],
      [`k1:${key},k1:${key}`, 'the id "k1" is listed twice'],
    ];
    for (const [text, message] of cases) {
      let error: unknown;
      try {
        parseMasterKeys(text);
      } catch (caught) {
        error = caught;
      }
      expect(error, text).toBeInstanceOf(MasterKeyError);
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).not.toContain(key);
      expect((error as Error).message).not.toContain(short);
    }
  });
});

describe('readOrCreateMasterKeyFile', () => {
  const dataDir = useTempDirs('stint-master-key-');

  it('creates one owner-only key file on first start and reads the same key afterwards', () => {
    const dir = dataDir();
    const first = readOrCreateMasterKeyFile(dir);
    expect(first.created).toBe(true);
    expect(first.file).toBe(join(dir, MASTER_KEY_FILE));
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect(first.keys).toHaveLength(1);
    expect(parseMasterKeys(readFileSync(first.file, 'utf8'))).toEqual(first.keys);

    const again = readOrCreateMasterKeyFile(dir);
    expect(again.created).toBe(false);
    expect(again.keys).toEqual(first.keys);
    // Only the key file: nothing left aside.
    expect(readdirSync(dir)).toEqual([MASTER_KEY_FILE]);
  });

  it('names the file when what it holds is not a master key', () => {
    const dir = dataDir();
    writeFileSync(join(dir, MASTER_KEY_FILE), 'not a key\n', { mode: 0o600 });
    expect(() => readOrCreateMasterKeyFile(dir)).toThrow(join(dir, MASTER_KEY_FILE));
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MemoryKeyStore,
  PersonErasedError,
  PersonalDataCipher,
  SealedValueError,
  isSealedValue,
  sealedValueSchema,
  type KeyStore,
  type SealedValue,
} from './personal-data';

/** Flips one bit of a base64 field. */
function flip(base64: string, byte = 0): string {
  const buffer = Buffer.from(base64, 'base64');
  buffer[byte] = (buffer[byte] ?? 0) ^ 0x01;
  return buffer.toString('base64');
}

/** Every person gets the same key: isolates the AAD check from the key lookup. */
class SharedKeyStore extends MemoryKeyStore {
  private readonly shared = randomBytes(32);
  override async getOrCreateKey(): Promise<Buffer> {
    return this.shared;
  }
  override async getKey(): Promise<Buffer | null> {
    return this.shared;
  }
}

describe('PersonalDataCipher', () => {
  it('round-trips text as a JSON-safe sealed value that hides it', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    for (const text of ['Ada Lovelace', '', 'ünïcödé ✓ 😀', 'x'.repeat(10_000)]) {
      const sealed = await cipher.encrypt('person-1', text);
      expect(sealedValueSchema.parse(JSON.parse(JSON.stringify(sealed)))).toEqual(sealed);
      expect(sealed).toMatchObject({ $pii: 'v1', p: 'person-1' });
      if (text) expect(JSON.stringify(sealed)).not.toContain(text);
      expect(await cipher.decrypt(sealed)).toBe(text);
    }
  });

  it('uses a fresh IV per value, so equal texts do not look equal', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    const [a, b] = await Promise.all([cipher.encrypt('p', 'same'), cipher.encrypt('p', 'same')]);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ct).not.toBe(b.ct);
  });

  it('passes null through', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    expect(await cipher.encrypt('p', null)).toBeNull();
    expect(await cipher.decrypt(null)).toBeNull();
  });

  it('rejects a tampered ciphertext, tag or IV', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    const sealed = await cipher.encrypt('person-1', 'Grace Hopper');
    await expect(cipher.decrypt({ ...sealed, ct: flip(sealed.ct) })).rejects.toThrow(SealedValueError);
    await expect(cipher.decrypt({ ...sealed, tag: flip(sealed.tag) })).rejects.toThrow(SealedValueError);
    await expect(cipher.decrypt({ ...sealed, iv: flip(sealed.iv) })).rejects.toThrow(SealedValueError);
    await expect(cipher.decrypt({ ...sealed, tag: sealed.tag.slice(0, 8) })).rejects.toThrow(SealedValueError);
    await expect(cipher.decrypt({ ...sealed, $pii: 'v0' } as unknown as SealedValue)).rejects.toThrow(SealedValueError);
  });

  it('rejects a value moved to another person, even under the same key (the person is authenticated)', async () => {
    const cipher = new PersonalDataCipher(new SharedKeyStore());
    const sealed = await cipher.encrypt('person-1', 'Grace Hopper');
    expect(await cipher.decrypt(sealed)).toBe('Grace Hopper');
    await expect(cipher.decrypt({ ...sealed, p: 'person-2' })).rejects.toThrow(SealedValueError);
  });

  it('returns null after erasure, and refuses to seal anything new for that person', async () => {
    const keys = new MemoryKeyStore();
    const cipher = new PersonalDataCipher(keys);
    const sealed = await cipher.encrypt('person-1', 'Alan Turing');
    const other = await cipher.encrypt('person-2', 'Joan Clarke');
    await cipher.erase('person-1');
    expect(await cipher.decrypt(sealed)).toBeNull();
    expect(await cipher.decrypt(other)).toBe('Joan Clarke');
    await expect(cipher.encrypt('person-1', 'again')).rejects.toThrow(PersonErasedError);
    expect(await keys.getKey('person-1')).toBeNull();
  });

  it('sees an erasure made by another process after forget(), or at once without a cache', async () => {
    const keys = new MemoryKeyStore();
    const here = new PersonalDataCipher(keys);
    const uncached = new PersonalDataCipher(keys, { cacheTtlMs: 0 });
    const elsewhere = new PersonalDataCipher(keys);
    const sealed = await here.encrypt('person-1', 'Katherine Johnson');
    expect(await uncached.decrypt(sealed)).toBe('Katherine Johnson');
    await elsewhere.erase('person-1');
    expect(await uncached.decrypt(sealed)).toBeNull();
    expect(await here.decrypt(sealed)).toBe('Katherine Johnson'); // still cached
    here.forget('person-1');
    expect(await here.decrypt(sealed)).toBeNull();
  });

  it('asks the key store once for concurrent first uses', async () => {
    let calls = 0;
    const inner = new MemoryKeyStore();
    const counting: KeyStore = {
      getOrCreateKey: (id) => (calls++, inner.getOrCreateKey(id)),
      getKey: (id) => inner.getKey(id),
      eraseKey: (id) => inner.eraseKey(id),
      close: () => inner.close(),
    };
    const cipher = new PersonalDataCipher(counting);
    await Promise.all(Array.from({ length: 10 }, () => cipher.encrypt('person-1', 'x')));
    expect(calls).toBe(1);
  });

  it('seals and opens the personal fields of event data, leaving the rest alone', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    const data = {
      userId: 'u-1',
      role: 'student',
      fullName: 'Ada Lovelace',
      phone: null,
      bio: undefined,
      email: 'ada@example.org',
    };
    const sealed = await cipher.sealFields('u-1', data, ['fullName', 'phone', 'bio', 'email']);
    expect(sealed.userId).toBe('u-1');
    expect(sealed.role).toBe('student');
    expect(isSealedValue(sealed.fullName)).toBe(true);
    expect(isSealedValue(sealed.email)).toBe(true);
    expect(sealed.phone).toBeNull();
    expect(sealed.bio).toBeUndefined();
    expect(data.fullName).toBe('Ada Lovelace'); // input untouched

    const stored = JSON.parse(JSON.stringify(sealed)) as typeof sealed;
    const opened = await cipher.openFields(stored, ['fullName', 'phone', 'bio', 'email']);
    expect(opened).toEqual({
      userId: 'u-1',
      role: 'student',
      fullName: 'Ada Lovelace',
      phone: null,
      email: 'ada@example.org',
    });

    await cipher.erase('u-1');
    expect(await cipher.openFields(stored, ['fullName', 'email'])).toMatchObject({
      fullName: null,
      email: null,
      userId: 'u-1',
    });
  });

  it('refuses to seal a non-string personal field rather than store it in clear', async () => {
    const cipher = new PersonalDataCipher(new MemoryKeyStore());
    await expect(cipher.sealFields('p', { age: 21 }, ['age'])).rejects.toThrow(TypeError);
  });
});

import { mkdtemp, readdir, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsBlobStore } from './fs-blob-store';

describe('FsBlobStore', () => {
  let dataDir: string;
  let store: FsBlobStore;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stint-blobs-'));
    store = new FsBlobStore(join(dataDir, 'blobs'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores bytes under a random sharded key and gives them back with their content type', async () => {
    const pdf = Buffer.from('%PDF-1.7\n binary \u0000\u00ff payload');
    const stored = await store.put(pdf, 'application/pdf');
    expect(stored).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      size: pdf.length,
      contentType: 'application/pdf',
    });
    expect(await readdir(join(dataDir, 'blobs', stored.key.slice(0, 2)))).toEqual(
      expect.arrayContaining([stored.key, `${stored.key}.meta.json`]),
    );
    expect(await store.get(stored.key)).toEqual({ data: pdf, contentType: 'application/pdf' });

    const again = await store.put(pdf, 'image/png');
    expect(again.key).not.toBe(stored.key);
    expect((await store.get(again.key))?.contentType).toBe('image/png');
  });

  it('deletes idempotently, and a deleted or unknown key reads as missing', async () => {
    const stored = await store.put(Buffer.from('resume'), 'application/pdf');
    await store.delete(stored.key);
    await store.delete(stored.key);
    expect(await store.get(stored.key)).toBeNull();
    expect(await store.get('0123456789abcdef0123456789abcdef')).toBeNull();
  });

  it('never reads or deletes outside its folder, whatever key it is given', async () => {
    const secret = join(dataDir, 'secret.key');
    await writeFile(secret, 'top secret');
    const stored = await store.put(Buffer.from('x'), 'text/plain');
    const hostile = [
      '../secret.key',
      '../../secret.key',
      `${stored.key.slice(0, 2)}/../../secret.key`,
      `${stored.key}/../../../secret.key`,
      secret,
      `..%2Fsecret.key`,
      `${stored.key}\u0000`,
      stored.key.toUpperCase(),
      `${stored.key}.meta.json`,
      '',
    ];
    for (const key of hostile) {
      expect(await store.get(key)).toBeNull();
      await store.delete(key);
    }
    expect(await readFile(secret, 'utf8')).toBe('top secret');
    expect(await store.get(stored.key)).not.toBeNull();
  });

  it('refuses a content type that could break the response header', async () => {
    await expect(store.put(Buffer.from('x'), 'text/html\r\nSet-Cookie: a=b')).rejects.toThrow(TypeError);
    await expect(store.put(Buffer.from('x'), 'not a type')).rejects.toThrow(TypeError);
    await expect(store.put(Buffer.from('x'), 'text/plain; charset=utf-8')).resolves.toMatchObject({
      contentType: 'text/plain; charset=utf-8',
    });
  });
});

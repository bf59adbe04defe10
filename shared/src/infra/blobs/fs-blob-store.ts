import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore, StoredBlob } from './blob-store.port';

const KEY = /^[0-9a-f]{32}$/;
/** type/subtype with optional parameters; no control characters, since it is echoed as a response header. */
const CONTENT_TYPE = /^[A-Za-z0-9][\w.+-]*\/[A-Za-z0-9][\w.+-]*(\s*;\s*[\w.+-]+=("[^"\r\n]*"|[\w.+-]+))*$/;

/** Keys are ours (128 random bits, hex): anything else is not a blob, whatever a URL says. */
export function isBlobKey(key: string): boolean {
  return KEY.test(key);
}

type Meta = { contentType: string; size: number };

/**
 * Uploads on the local disk: `<root>/<first 2 hex>/<key>` plus `<key>.meta.json` holding the content type
 * (checked by content at upload, so it is what we serve, never what the client claimed). Sharding keeps
 * folders small. The key is the only input that reaches a path, and only after it matched 32 hex chars,
 * so no request can walk out of the folder; a malformed key reads as missing (a 404, not a 500).
 */
export class FsBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  async put(data: Buffer, contentType: string): Promise<StoredBlob> {
    if (!CONTENT_TYPE.test(contentType) || contentType.length > 200) {
      throw new TypeError(`Invalid content type: ${JSON.stringify(contentType)}`);
    }
    const key = randomBytes(16).toString('hex');
    const dir = join(this.root, key.slice(0, 2));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const meta: Meta = { contentType, size: data.length };
    // Meta first, data last and by rename: a blob whose data file exists is complete.
    await writeFile(join(dir, `${key}.meta.json`), JSON.stringify(meta), { mode: 0o600 });
    const partial = join(dir, `.${key}.partial`);
    await writeFile(partial, data, { mode: 0o600 });
    await rename(partial, join(dir, key));
    return { key, size: data.length, contentType };
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    let data: Buffer;
    try {
      data = await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let contentType = 'application/octet-stream';
    try {
      contentType = (JSON.parse(await readFile(`${path}.meta.json`, 'utf8')) as Meta).contentType;
    } catch {
      // Meta lost (manual clean-up): still serve the bytes, as opaque data that no browser will render.
    }
    return { data, contentType };
  }

  /** Idempotent: deleting a missing (or malformed) key is not an error. */
  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) return;
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  private pathOf(key: string): string | null {
    return isBlobKey(key) ? join(this.root, key.slice(0, 2), key) : null;
  }
}

/**
 * Copying the history (replay-history.ts): every id remapped consistently per copy, every email made unique, every
 * sealed value sealed again for the copy's owner, whose key is the original's copied under the new id.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { isSealedValue } from '@stint/shared/infra/crypto/personal-data';
import type { MasterKeyRing } from '@stint/shared/infra/crypto/master-keys';
import type { SealedValue } from '@stint/shared/sealed';
import type { EventRow, KeyRow, StoredKeyRow } from './real-history';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** UUIDs inside any string; only the ones the history holds as ids are remapped. */
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** `<category>-<id>` (docs/architecture.md §Event model). */
const STREAM = /^([a-z]+)-(.+)$/;
const EMAIL_IN_TEXT = /([A-Za-z0-9._%-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/**
 * The ids of one history: every UUID it contains, the id part of every stream (UUIDs, and the keyed hashes that
 * name reservation and newsletter streams), every sealed value's owner. Singleton streams (`settings-platform`)
 * are the exception: their id is a word.
 */
export function collectIds(events: EventRow[], keys: KeyRow[]): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(UUID_IN_TEXT)) ids.add(match[0].toLowerCase());
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if (isSealedValue(value)) ids.add(value.p);
      Object.values(value).forEach(visit);
    }
  };
  for (const event of events) {
    ids.add(event.id);
    const idPart = STREAM.exec(event.stream)?.[2];
    if (idPart && !SINGLETON_IDS.has(idPart)) ids.add(UUID.test(idPart) ? idPart.toLowerCase() : idPart);
    visit(event.data);
    visit(event.metadata);
  }
  for (const key of keys) ids.add(key.person_id);
  return ids;
}

const SINGLETON_IDS = new Set(['platform']);

/** The id `id` has in copy `copy`, in the same shape: a UUID, or a base64url hash of the same length. */
function copiedId(id: string, copy: number): string {
  if (copy === 0) return id;
  const hash = createHash('sha512').update(`${copy}\u0000${id}`);
  if (UUID.test(id)) {
    const hex = hash.digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
  const text = hash.digest('base64url');
  if (id.length <= text.length) return text.slice(0, id.length);
  return `${id}~${copy}`;
}

export class HistoryCopier {
  private readonly keys = new Map<string, Buffer | null>();
  private readonly memo = new Map<string, string>();

  constructor(
    private readonly ids: Set<string>,
    keys: KeyRow[],
    private readonly masterKeys: MasterKeyRing,
  ) {
    for (const row of keys) this.keys.set(row.person_id, row.key ? Buffer.from(row.key) : null);
  }

  id(id: string, copy: number): string {
    if (copy === 0 || !this.ids.has(id)) return id;
    const memoKey = `${copy}\u0000${id}`;
    let mapped = this.memo.get(memoKey);
    if (!mapped) {
      mapped = copiedId(id, copy);
      this.memo.set(memoKey, mapped);
    }
    return mapped;
  }

  text(text: string, copy: number): string {
    if (copy === 0) return text;
    if (this.ids.has(text)) return this.id(text, copy);
    const stream = STREAM.exec(text);
    if (stream && this.ids.has(stream[2]!)) return `${stream[1]}-${this.id(stream[2]!, copy)}`;
    return text
      .replace(UUID_IN_TEXT, (match) =>
        this.ids.has(match.toLowerCase()) ? this.id(match.toLowerCase(), copy) : match,
      )
      .replace(EMAIL_IN_TEXT, (_match, local: string, domain: string) => `${local}+c${copy}@${domain}`);
  }

  value(value: unknown, copy: number): unknown {
    if (typeof value === 'string') return this.text(value, copy);
    if (Array.isArray(value)) return value.map((item) => this.value(item, copy));
    if (value && typeof value === 'object') {
      if (isSealedValue(value)) return this.sealed(value, copy);
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.value(item, copy)]));
    }
    return value;
  }

  event(event: EventRow, copy: number): EventRow | null {
    const stream = this.text(event.stream, copy);
    // A singleton stream (settings-platform) exists once: only the first copy has it.
    if (copy > 0 && stream === event.stream) return null;
    return {
      id: this.id(event.id, copy),
      stream,
      revision: event.revision,
      type: event.type,
      version: event.version,
      data: this.value(event.data, copy),
      metadata: this.value(event.metadata, copy),
      recorded_at: event.recorded_at,
    };
  }

  keyRows(copy: number): StoredKeyRow[] {
    return [...this.keys].map(([personId, key]) => {
      const owner = this.id(personId, copy);
      const wrapped = key ? this.masterKeys.wrap(owner, key) : null;
      return {
        person_id: owner,
        key: wrapped?.material ?? null,
        wrapped_by: wrapped?.wrappedBy ?? null,
        erased_at: key ? null : new Date().toISOString(),
      };
    });
  }

  /** Opened with the owner's key, remapped, sealed for the copy's owner (the same key bytes, a new owner id). */
  private sealed(value: SealedValue, copy: number): SealedValue {
    const owner = this.id(value.p, copy);
    const key = this.keys.get(value.p);
    if (!key) return { ...value, p: owner };
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(value.iv, 'base64'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(value.p, 'utf8'));
    decipher.setAuthTag(Buffer.from(value.tag, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(value.ct, 'base64')), decipher.final()]).toString('utf8');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    cipher.setAAD(Buffer.from(owner, 'utf8'));
    const ct = Buffer.concat([cipher.update(this.text(plain, copy), 'utf8'), cipher.final()]);
    return {
      $pii: value.$pii,
      p: owner,
      iv: iv.toString('base64'),
      ct: ct.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
    };
  }
}

export const INSERT_EVENTS = `
insert into events (id, stream, revision, type, version, data, metadata, recorded_at)
select (e ->> 'id')::uuid, e ->> 'stream', (e ->> 'revision')::bigint, e ->> 'type', (e ->> 'version')::integer,
       e -> 'data', e -> 'metadata', (e ->> 'recorded_at')::timestamptz
  from jsonb_array_elements($1::jsonb) with ordinality x (e, n)
 order by n`;

export const INSERT_KEYS = `
insert into person_keys (person_id, key, wrapped_by, erased_at)
select k ->> 'person_id', decode(k ->> 'key', 'base64'), k ->> 'wrapped_by', (k ->> 'erased_at')::timestamptz
  from jsonb_array_elements($1::jsonb) k
on conflict (person_id) do nothing`;

/**
 * A read kept in memory until the projector says it changed: entries are dropped by the change notices of the
 * topics they depend on (every api node subscribes to the bus, so a write through any node reaches all of them),
 * and in any case after `maxAgeMs` — a safety net for a notice lost on the way (Redis pub/sub is at-most-once: a
 * notice published while a subscriber reconnects, or whose publish timed out, reaches nobody). Each entry's age
 * limit is drawn between three quarters of `maxAgeMs` and all of it, so entries kept together (after a notice
 * emptied the cache) do not all fall due in the same second. `noticeCacheOf` gives no age limit on the in-process
 * bus, which loses no notice. A rebuild that takes over (its collections replaced, with no notice per document) empties
 * every cache.
 *
 * Read-your-writes holds: the projector publishes a batch's change notices before its progress, so by the time a
 * command's `settle` returns, the entries its write touched are gone from every node that got the notice. A read
 * that started before an invalidation is answered but never kept (the generation check), and concurrent misses of
 * one key share one load. An entry past `maxAgeMs` that no notice dropped is answered once more while it is read
 * again in the background, a few at a time (never past twice the age). Until the bus subscription is acknowledged nothing is kept.
 */
import type { Platform } from '@stint/shared/infra/platform';
import { channels } from '@stint/shared/infra/channels';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import type { Topic } from '@stint/shared/live/topics';

export type NoticeCacheOptions = {
  name: string;
  /** Topics whose notices drop entries. */
  topics: readonly Topic[];
  /**
   * Which keys a notice drops; all of them when absent or when it answers null (a notice it cannot place). A key
   * derived from the notice's ids (e.g. the user id) keeps the rest of the cache warm.
   */
  keysOf?: (notice: ChangeNotice) => string[] | null;
  maxAgeMs: number;
  maxEntries: number;
};

type Entry<V> = { value: V; at: number; maxAgeMs: number };

/** Each entry's age limit is `maxAgeMs` less up to this share of it, drawn at random. */
const AGE_SPREAD = 0.25;

/** Background reads of entries past their age, at most, per cache. */
const REFRESHES_AT_ONCE = 2;

export class NoticeCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;
  /** Entries past their age being read again in the background (see `get`). */
  private refreshing = 0;
  private ready = false;
  private subscription: Promise<void> | null = null;

  constructor(
    private readonly platform: Pick<Platform, 'bus' | 'logger'>,
    private readonly options: NoticeCacheOptions,
  ) {}

  /** The value under `key`, loaded with `load` when missing or too old. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    this.subscription ??= this.subscribe();
    if (!this.ready) return load();
    const entry = this.entries.get(key);
    const age = entry ? Date.now() - entry.at : Number.POSITIVE_INFINITY;
    if (entry && age < entry.maxAgeMs) return entry.value;
    // Only age put it in doubt (no notice dropped it): answer with it once more while it is read again, so a busy
    // key never makes its callers queue behind a load — but never one more than twice the age. Entries kept at the
    // same moment (after one notice emptied the cache) age together: a few are read again at a time, the rest
    // answered as they are until their turn, so the store (on PGlite, this very thread) never gets them all at once.
    if (entry && age < 2 * entry.maxAgeMs) {
      if (!this.loading.has(key) && this.refreshing < REFRESHES_AT_ONCE) {
        this.refreshing++;
        this.load(key, load)
          .catch(() => {})
          .finally(() => this.refreshing--);
      }
      return entry.value;
    }
    return this.loading.get(key) ?? this.load(key, load);
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (generation === this.generation) this.keep(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** Drops everything (all keys, or the ones named), and makes loads already under way unkeepable. */
  invalidate(keys?: string[]): void {
    this.generation++;
    if (!keys) {
      this.entries.clear();
      this.loading.clear();
      return;
    }
    for (const key of keys) {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }

  private keep(key: string, value: V): void {
    this.entries.delete(key);
    const maxAgeMs = this.options.maxAgeMs * (1 - AGE_SPREAD * Math.random());
    this.entries.set(key, { value, at: Date.now(), maxAgeMs });
    // Oldest first in a Map's order: drop from the front.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  private async subscribe(): Promise<void> {
    try {
      await this.platform.bus.subscribe(channels.changes, (message) => {
        const notice = message as Partial<ChangeNotice> | null;
        if (!notice?.topic || !this.options.topics.includes(notice.topic)) return;
        const keys =
          this.options.keysOf && Array.isArray(notice.ids) ? this.options.keysOf(notice as ChangeNotice) : null;
        this.invalidate(keys ?? undefined);
      });
      await this.platform.bus.subscribe(channels.readModelsReplaced, () => this.invalidate());
      this.ready = true;
    } catch (error) {
      this.platform.logger.warn({ err: error, cache: this.options.name }, 'no change notices: reading without a cache');
    }
  }
}

const caches = new WeakMap<object, Map<string, NoticeCache<unknown>>>();

/**
 * The cache named `options.name` of this platform (one per process and platform). On the in-process bus (the
 * embedded profile) entries have no age limit: every notice arrives, so only notices and `maxEntries` drop them, and
 * a busy site does not read its whole cache again every `maxAgeMs`.
 */
export function noticeCacheOf<V>(
  platform: Pick<Platform, 'bus' | 'logger'>,
  options: NoticeCacheOptions,
): NoticeCache<V> {
  let named = caches.get(platform);
  if (!named) {
    named = new Map();
    caches.set(platform, named);
  }
  let cache = named.get(options.name);
  if (!cache) {
    const maxAgeMs = platform.bus.kind === 'memory' ? Number.POSITIVE_INFINITY : options.maxAgeMs;
    cache = new NoticeCache<unknown>(platform, { ...options, maxAgeMs });
    named.set(options.name, cache);
  }
  return cache as NoticeCache<V>;
}

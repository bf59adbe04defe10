/**
 * A read kept in memory until the projector says it changed: entries are dropped by the change notices of the
 * topics they depend on (every api node subscribes to the bus, so a write through any node reaches all of them),
 * and in any case after `maxAgeMs` — a safety net for a notice lost while the bus reconnected.
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

type Entry<V> = { value: V; at: number };

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
    if (entry && age < this.options.maxAgeMs) return entry.value;
    // Only age put it in doubt (no notice dropped it): answer with it once more while it is read again, so a busy
    // key never makes its callers queue behind a load — but never one more than twice the age. Entries kept at the
    // same moment (after one notice emptied the cache) age together: a few are read again at a time, the rest
    // answered as they are until their turn, so the store (on PGlite, this very thread) never gets them all at once.
    if (entry && age < 2 * this.options.maxAgeMs) {
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
    this.entries.set(key, { value, at: Date.now() });
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
      this.ready = true;
    } catch (error) {
      this.platform.logger.warn({ err: error, cache: this.options.name }, 'no change notices: reading without a cache');
    }
  }
}

const caches = new WeakMap<object, Map<string, NoticeCache<unknown>>>();

/** The cache named `options.name` of this platform (one per process and platform). */
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
    cache = new NoticeCache<unknown>(platform, options);
    named.set(options.name, cache);
  }
  return cache as NoticeCache<V>;
}

/**
 * The api's view of the system settings (issue 7): read from the `platform-settings` read model through
 * `readPlatformSettings`, kept for a short while and dropped as soon as the projector announces a change on the bus
 * (every api node subscribes, so a save on one node reaches the others), or at once on the node that saved. One per
 * platform, so route handlers reach it through `deps.platform` without another dependency.
 */
import type { Platform } from '@stint/shared/infra/platform';
import { channels } from '@stint/shared/infra/channels';
import { readPlatformSettings } from '@stint/shared/infra/platform-settings';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import {
  megabytesOf,
  uploadLimitBytes,
  uploadTooLargeMessage,
  type UploadPurpose,
} from '@stint/shared/settings/settings.constants';
import type { PlatformSettingsView } from '@stint/shared/settings/settings.read-models';
import { topics } from '@stint/shared/live/topics';

/** A safety net only: a missed notice is corrected after this long. */
const CACHE_MS = 30_000;

export class PlatformSettingsCache {
  private cached: { value: PlatformSettingsView; at: number } | null = null;
  private loading: Promise<PlatformSettingsView> | null = null;
  /** Bumped by every invalidation, so a read that started before it is never kept. */
  private generation = 0;
  private subscription: Promise<void> | null = null;

  constructor(private readonly platform: Pick<Platform, 'readStore' | 'config' | 'bus' | 'logger'>) {}

  async current(): Promise<PlatformSettingsView> {
    this.subscription ??= this.subscribe();
    await this.subscription;
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    this.loading ??= this.load();
    return this.loading;
  }

  invalidate(): void {
    this.generation++;
    this.cached = null;
    this.loading = null;
  }

  private async load(): Promise<PlatformSettingsView> {
    const generation = this.generation;
    try {
      const value = await readPlatformSettings(this.platform);
      if (generation === this.generation) this.cached = { value, at: Date.now() };
      return value;
    } finally {
      if (generation === this.generation) this.loading = null;
    }
  }

  private async subscribe(): Promise<void> {
    try {
      await this.platform.bus.subscribe(channels.changes, (message) => {
        if ((message as Partial<ChangeNotice> | null)?.topic === topics.platformSettings) this.invalidate();
      });
    } catch (error) {
      this.platform.logger.warn({ err: error }, 'system settings: no change notices; reading them every 30 s');
    }
  }
}

const caches = new WeakMap<object, PlatformSettingsCache>();

/** The settings cache of this platform (one per process and platform). */
export function platformSettings(platform: Platform): PlatformSettingsCache {
  let cache = caches.get(platform);
  if (!cache) {
    cache = new PlatformSettingsCache(platform);
    caches.set(platform, cache);
  }
  return cache;
}

/**
 * The session timeout an admin set, in seconds, for the token service; null while none is set (JWT_TTL applies, as
 * before the setting existed).
 */
export function sessionTimeoutOf(platform: Platform): () => Promise<number | null> {
  return async () => {
    const hours = (await platformSettings(platform).current()).settings.sessionTimeoutHours;
    return hours ? hours * 3600 : null;
  };
}

/** The password minimum that applies now (6 until an admin sets one). */
export async function passwordMinLengthOf(platform: Platform): Promise<number> {
  return (await platformSettings(platform).current()).effective.passwordMinLength;
}

/**
 * An upload's limit now: its own (the spec's), lowered by the admins' max file size where one is set, with the 413
 * message naming it.
 */
export function uploadLimitOf(purpose: UploadPurpose) {
  return async ({ platform }: { platform: Platform }) => {
    const maxBytes = uploadLimitBytes(purpose, (await platformSettings(platform).current()).settings.maxUploadMb);
    return { maxBytes, tooLargeMessage: uploadTooLargeMessage[purpose](megabytesOf(maxBytes)) };
  };
}

/**
 * The public address the admins' system page shows: PUBLIC_URL when it is set; else the address the admin reached
 * Stint at, read from the request as the api sees it behind TRUST_PROXY's proxies (`req.protocol` and `req.host` then
 * follow X-Forwarded-Proto and X-Forwarded-Host, otherwise the connection and the Host header), so the page never
 * names a port the app does not run on. Emails cannot see a request: they use PUBLIC_URL, else
 * http://localhost:<PORT>, and the answer says so.
 */
import type { Config } from '@stint/shared/infra/config';
import type { PlatformSettingsView } from '@stint/shared/settings/settings.read-models';
import type { SystemSettings } from '@stint/shared/settings/settings.schemas';

/** `https://host[:port]` of a request's protocol and host; null unless they read as exactly that. */
export function requestOrigin(request: { protocol: string; host: string | undefined }): string | null {
  if (!request.host || !/^https?$/.test(request.protocol)) return null;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    const isBareHost = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    return isBareHost ? url.origin : null;
  } catch {
    return null;
  }
}

export function publicAddress(
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrlIsSet'>,
  request: { protocol: string; host: string | undefined },
): SystemSettings['infrastructure']['publicUrl'] {
  const emailLinks = config.PUBLIC_URL;
  if (config.publicUrlIsSet)
    return { value: config.PUBLIC_URL, source: 'environment', variable: 'PUBLIC_URL', emailLinks };
  const origin = requestOrigin(request);
  return origin
    ? { value: origin, source: 'request', variable: 'PUBLIC_URL', emailLinks }
    : { value: emailLinks, source: 'default', variable: 'PUBLIC_URL', emailLinks };
}

/** The system settings as an admin's request gets them: with the public address as that request shows it. */
export function systemSettingsFor(
  settings: PlatformSettingsView,
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrlIsSet'>,
  request: { protocol: string; host: string | undefined },
): SystemSettings {
  return { ...settings, infrastructure: { ...settings.infrastructure, publicUrl: publicAddress(config, request) } };
}

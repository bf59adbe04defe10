/**
 * The public address on the admins' system page over HTTP: PUBLIC_URL when it is set; without it, the address the
 * admin's request came to — through a trusted proxy (TRUST_PROXY) its X-Forwarded-Proto and X-Forwarded-Host, from
 * anyone else the connection and its Host — never a fixed localhost:3000; and where emails link (following PORT).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { platformSettingsProjection } from '@stint/projector/settings/settings.projection';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { people } from '@stint/launcher/testing/people';
import { startTestApi } from '@stint/launcher/testing/test-api';
import { settingsRoutes } from './index';

const SYSTEM = '/admin/settings/system';
const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'stint.campus.example:8443' };

/** A test api with `env`, and a function answering the public address an admin's request with `headers` gets. */
async function started(env: Record<string, string>) {
  const api = await startTestApi('embedded', {
    routes: [...accountRoutes, ...settingsRoutes],
    projections: [usersProjection, platformSettingsProjection],
    authenticate: accountAuthenticator,
    env,
  });
  const admin = await people(api).admin();
  const publicUrl = async (headers: Record<string, string> = {}, method: 'GET' | 'PUT' = 'GET') => {
    const response = await api.request(method, SYSTEM, method === 'PUT' ? {} : undefined, admin.token, headers);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.infrastructure.publicUrl;
  };
  return { api, publicUrl };
}

describe('the public address on the system page', () => {
  let plain: Awaited<ReturnType<typeof started>>;
  let direct: Awaited<ReturnType<typeof started>>;
  let configured: Awaited<ReturnType<typeof started>>;

  beforeAll(async () => {
    [plain, direct, configured] = await Promise.all([
      // No PUBLIC_URL; the api on another port than 3000; a proxy on this machine is trusted (the default).
      started({ PORT: '3107' }),
      // No PUBLIC_URL, no proxy trusted at all.
      started({ PORT: '3107', TRUST_PROXY: '0' }),
      started({ PORT: '3107', PUBLIC_URL: 'https://stint.example.org' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([plain?.api.close(), direct?.api.close(), configured?.api.close()]);
  });

  it('is the address the request came to while PUBLIC_URL is not set, and names where emails link', async () => {
    // The test client reaches the api at 127.0.0.1 on a port of the system's choosing.
    expect(await plain.publicUrl()).toEqual({
      value: plain.api.url,
      source: 'request',
      variable: 'PUBLIC_URL',
      emailLinks: 'http://localhost:3107',
    });
    // The save answers the same way.
    expect((await plain.publicUrl({}, 'PUT')).value).toBe(plain.api.url);
  });

  it("follows a trusted proxy's forwarded protocol and host, and ignores an untrusted one's", async () => {
    expect(await plain.publicUrl(FORWARDED)).toMatchObject({
      value: 'https://stint.campus.example:8443',
      source: 'request',
    });
    expect(await direct.publicUrl(FORWARDED)).toMatchObject({ value: direct.api.url, source: 'request' });
  });

  it('falls back to where emails link when the forwarded host is not a host', async () => {
    expect(await plain.publicUrl({ 'x-forwarded-host': 'evil.example/phish' })).toEqual({
      value: 'http://localhost:3107',
      source: 'default',
      variable: 'PUBLIC_URL',
      emailLinks: 'http://localhost:3107',
    });
  });

  it('is PUBLIC_URL when it is set, whatever the request says', async () => {
    const expected = {
      value: 'https://stint.example.org',
      source: 'environment',
      variable: 'PUBLIC_URL',
      emailLinks: 'https://stint.example.org',
    };
    expect(await configured.publicUrl()).toEqual(expected);
    expect(await configured.publicUrl(FORWARDED)).toEqual(expected);
  });
});

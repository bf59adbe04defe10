/**
 * The HTTPS-only security headers (security-headers.ts): an answer over plain HTTP asks the browser for no https
 * upgrade of its assets and sets no Strict-Transport-Security, Cross-Origin-Opener-Policy or Origin-Agent-Cluster
 * (all four belong to a secure context); an answer the browser gets over HTTPS (the request came through a trusted
 * proxy with X-Forwarded-Proto: https, or PUBLIC_URL is https) has them all. The ops pages keep a policy of their own,
 * with no upgrade over HTTP either.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';

describe('security headers', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  async function headersOf(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${api!.url}${path}`, { headers });
    await response.arrayBuffer();
    return {
      csp: response.headers.get('content-security-policy') ?? '',
      hsts: response.headers.get('strict-transport-security'),
      coop: response.headers.get('cross-origin-opener-policy'),
      oac: response.headers.get('origin-agent-cluster'),
      nosniff: response.headers.get('x-content-type-options'),
    };
  }

  it('over plain HTTP: no upgrade of assets to https, no HSTS, COOP or Origin-Agent-Cluster, the others as ever', async () => {
    api = await startTestApi('embedded');
    for (const path of ['/healthz', '/api/v1/nothing-here', '/ops/projections']) {
      const { csp, hsts, coop, oac, nosniff } = await headersOf(path);
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(hsts).toBeNull();
      expect(coop).toBeNull();
      expect(oac).toBeNull();
      expect(nosniff).toBe('nosniff');
    }
    expect((await headersOf('/ops/projections')).csp).toContain("frame-ancestors 'none'");
    expect((await headersOf('/healthz')).csp).toContain("connect-src 'self' ws: wss:");
  });

  it('over HTTPS through a trusted proxy: the upgrade, HSTS, COOP and Origin-Agent-Cluster', async () => {
    api = await startTestApi('embedded');
    const { csp, hsts, coop, oac } = await headersOf('/healthz', { 'x-forwarded-proto': 'https' });
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toMatch(/^max-age=\d+/);
    expect(coop).toBe('same-origin');
    expect(oac).toBe('?1');
  });

  it('from a proxy it does not trust, X-Forwarded-Proto counts for nothing', async () => {
    api = await startTestApi('embedded', { env: { TRUST_PROXY: '0' } });
    const { csp, hsts } = await headersOf('/healthz', { 'x-forwarded-proto': 'https' });
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeNull();
  });

  it('with an https PUBLIC_URL (TLS ended by a balancer it is not told to trust): the upgrade and HSTS', async () => {
    api = await startTestApi('embedded', { env: { PUBLIC_URL: 'https://stint.example.org' } });
    const { csp, hsts } = await headersOf('/healthz');
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toMatch(/^max-age=\d+/);
  });
});

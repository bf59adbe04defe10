/**
 * TRUST_PROXY reaches express: whose X-Forwarded-For names the client (`req.ip`, which the sign-in, reset and contact
 * throttles key on). The test api is reached from 127.0.0.1, so the socket's peer is the first (loopback) proxy.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { defineRoute } from './route';

const clientAddressRoute = defineRoute({
  method: 'get',
  path: '/test/client-address',
  summary: 'The client address the api sees (test slice)',
  access: 'public',
  response: z.object({ ip: z.string() }),
  handler: async ({ req }) => ({ ip: req.ip ?? '' }),
});

describe('TRUST_PROXY', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  async function clientAddress(trustProxy: string | undefined, forwardedFor: string): Promise<string> {
    api = await startTestApi('embedded', {
      routes: [clientAddressRoute],
      env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
    });
    const response = await api.request('GET', '/test/client-address', undefined, undefined, {
      'x-forwarded-for': forwardedFor,
    });
    expect(response.status).toBe(200);
    await api.close();
    api = undefined;
    return response.body.data.ip;
  }

  it('by default believes only a proxy on this machine', async () => {
    expect(await clientAddress(undefined, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a hop count, takes the address that many proxies back', async () => {
    expect(await clientAddress('2', '198.51.100.7, 203.0.113.9')).toBe('198.51.100.7');
    expect(await clientAddress('0', '198.51.100.7, 203.0.113.9')).toBe('127.0.0.1');
  });

  it('with addresses and ranges, skips every trusted proxy and stops at the first other one', async () => {
    expect(await clientAddress('127.0.0.1, 10.0.0.0/8', '198.51.100.7, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(await clientAddress('loopback, 10.0.0.0/8, 203.0.113.0/24', '198.51.100.7, 203.0.113.9, 10.1.2.3')).toBe(
      '198.51.100.7',
    );
  });
});

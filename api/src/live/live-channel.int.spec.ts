/**
 * The live loop end to end (issue: platform): an HTTP command appends an event, the projector commits its
 * batch and publishes a change notice, the gateway forwards it to the rooms it names — and to no other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { startTestApi, type TestApi } from '../testing/test-api';

function nextChange(socket: Socket, timeoutMs: number): Promise<ChangeNotice | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off('change', onChange);
      resolve(null);
    }, timeoutMs);
    const onChange = (notice: ChangeNotice) => {
      clearTimeout(timer);
      socket.off('change', onChange);
      resolve(notice);
    };
    socket.on('change', onChange);
  });
}

async function open(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe.each<TestProfile>(['embedded', 'server'])('live channel (%s profile)', (profile) => {
  const skip = announceSkip(`live channel (${profile})`, profileSkipReason(profile));
  let api: TestApi;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    if (skip) return;
    api = await startTestApi(profile);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await api?.close();
  });

  it.skipIf(skip)(
    'delivers a command’s change notice to the right room within 100 ms, and to no one else',
    async () => {
      const alice = api.user('student');
      const bob = api.user('student');
      const [aliceSocket, bobSocket, anonymous] = await Promise.all([
        open(api.url, await alice.token()),
        open(api.url, await bob.token()),
        open(api.url),
      ]);
      sockets.push(aliceSocket, bobSocket, anonymous);

      const aliceGets = nextChange(aliceSocket, 5000);
      const bobGets = nextChange(bobSocket, 400);
      const anonymousGets = nextChange(anonymous, 400);
      const response = await api.post('/test/pings', { note: 'hello' }, await alice.token());
      const answeredAt = performance.now();
      expect(response.status).toBe(201);
      const notice = await aliceGets;
      const latency = performance.now() - answeredAt;

      expect(notice).toMatchObject({ topic: 'pings', rooms: [`user:${alice.id}`], ids: [response.body.data.ping.id] });
      expect(BigInt(notice!.position)).toBeGreaterThan(0n);
      // The command answers after its projections pass its position, so the notice is usually already there.
      expect(latency).toBeLessThan(100);
      expect(await bobGets).toBeNull();
      expect(await anonymousGets).toBeNull();
    },
  );

  it.skipIf(skip)('lets anonymous clients into the public room only and refuses a bad token', async () => {
    const anonymous = await open(api.url);
    sockets.push(anonymous);
    const gets = nextChange(anonymous, 5000);
    await api.post('/test/pings', { note: 'for everyone', public: true }, await api.user('student').token());
    expect(await gets).toMatchObject({ topic: 'pings', rooms: ['public'] });

    await expect(open(api.url, 'not-a-token')).rejects.toThrow('unauthorized');
  });
});

/**
 * The live loop end to end (issue: platform): an HTTP command appends an event, the projector commits its
 * batch and publishes a change notice, the gateway forwards it to the rooms it names — and to no other. What a client
 * hears names no room (issue 14); the rooms come from the verified token alone, and a token without `exp` is refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SignJWT } from 'jose';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { rooms } from '@stint/shared';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import { people } from '@stint/launcher/testing/people';
import { nextChange, openSocket } from '@stint/launcher/testing/live-sockets';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { topics } from '@stint/shared/live/topics';

const open = (url: string, token?: string): Promise<Socket> => openSocket(url, token ? { token } : {});

describe.each<TestProfile>(['embedded', 'server'])('live channel (%s profile)', (profile) => {
  const skip = announceSkip(`live channel (${profile})`, profileSkipReason(profile));
  let api: TestApi;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    if (skip) return;
    api = await startTestApi(profile, { projections: [internshipsProjection] });
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

      expect(notice).toEqual({ topic: topics.pings, ids: [response.body.data.ping.id], position: expect.any(String) });
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
    const sent = await api.post(
      '/test/pings',
      { note: 'for everyone', public: true },
      await api.user('student').token(),
    );
    expect(await gets).toEqual({ topic: topics.pings, ids: [sent.body.data.ping.id], position: expect.any(String) });

    await expect(open(api.url, 'not-a-token')).rejects.toThrow('unauthorized');
  });

  it.skipIf(skip)('tells the public room of an internship without naming its employer (no room names)', async () => {
    const employer = api.user('employer');
    const [anonymous, employerSocket] = await Promise.all([open(api.url), open(api.url, await employer.token())]);
    sockets.push(anonymous, employerSocket);
    const publicGets = nextChange(anonymous, 5000);
    const employerGets = nextChange(employerSocket, 5000);

    // Active at once, so the projector addresses the notice to `public`, `employer:<id>` and `admins`.
    const internshipId = await people(api).postInternship({ ...employer, token: '', email: '' });

    const heard = await publicGets;
    expect(heard).toEqual({ topic: topics.internships, ids: [internshipId], position: expect.any(String) });
    const wire = JSON.stringify(heard);
    expect(wire).not.toMatch(/employer:|user:|admins/);
    expect(wire).not.toContain(employer.id);
    // The employer's own socket hears the same notice, without rooms either.
    expect(await employerGets).toEqual(heard);
  });

  it.skipIf(skip)('takes the rooms from the verified token only, never from other handshake fields', async () => {
    const alice = api.user('student');
    const bob = api.user('student');
    const [aliceSocket, bobPosingAsAlice] = await Promise.all([
      open(api.url, await alice.token()),
      openSocket(api.url, { token: await bob.token(), userId: alice.id, role: 'admin', rooms: [rooms.user(alice.id)] }),
    ]);
    sockets.push(aliceSocket, bobPosingAsAlice);

    const [server] = await api.server.gateway.io.in(rooms.user(bob.id)).fetchSockets();
    expect(server?.id).toBe(bobPosingAsAlice.id);
    expect([...server!.rooms].sort()).toEqual([bobPosingAsAlice.id, rooms.public, rooms.user(bob.id)].sort());

    // Alice's notice reaches her socket and not the one that named her in its handshake; Bob's reaches his.
    const aliceGets = nextChange(aliceSocket, 5000);
    const posingGets = nextChange(bobPosingAsAlice, 5000);
    const forAlice = await api.post('/test/pings', { note: 'for alice' }, await alice.token());
    expect((await aliceGets)?.ids).toEqual([forAlice.body.data.ping.id]);
    const forBob = await api.post('/test/pings', { note: 'for bob' }, await bob.token());
    // The first notice the posing socket hears is Bob's: Alice's, sent before it, never reached it.
    expect((await posingGets)?.ids).toEqual([forBob.body.data.ping.id]);
  });

  it.skipIf(skip)('refuses a token without an expiry, over HTTP and at the socket handshake', async () => {
    const key = new TextEncoder().encode(api.platform.secret);
    const sign = (expires: boolean) => {
      const jwt = new SignJWT({ role: 'student', tv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(randomUUID())
        .setIssuer('stint')
        .setIssuedAt();
      return (expires ? jwt.setExpirationTime('5m') : jwt).sign(key);
    };
    const [forever, expiring] = await Promise.all([sign(false), sign(true)]);

    // The same claims with an expiry pass: the missing `exp` is the only reason for the refusals below.
    expect((await api.post('/test/pings', { note: 'with exp' }, expiring)).status).toBe(201);
    sockets.push(await open(api.url, expiring));

    const refused = await api.post('/test/pings', { note: 'without exp' }, forever);
    expect(refused.status).toBe(401);
    await expect(open(api.url, forever)).rejects.toThrow('unauthorized');
  });
});

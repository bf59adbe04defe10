/**
 * Scale-out on PostgreSQL + Redis, as real processes (docs/architecture.md §Run profiles): two api nodes, two
 * projectors (sharing the projector groups, each group on its Redis lease) and two workers. A command on api A reaches
 * a socket on api B; SIGKILL the projector that holds the users projection's group and the other takes its groups
 * over while commands keep coming, within 5 s; the read models then equal a clean rebuild; and every mail goes out
 * once although two workers compete for the jobs. (`projector-groups.int.spec.ts` runs three projectors.)
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform } from '@stint/shared/infra/platform';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason } from '@stint/shared/infra/testing/test-platform';
import { startSmtpSink } from '@stint/shared/infra/testing/smtp-sink';
import { deriveEventId } from '@stint/shared/infra/commands/event-ids';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import { projections, resetProjection } from '@stint/projector';
import { projectToHead } from '@stint/launcher/projector-over';
import { readModelDigest } from '@stint/projector/testing/read-model-digest';
import { createAdmin } from '@stint/api/accounts/create-admin';
import { startStint, type StintProcess } from '../support/stint-process';
import { tearDownAfterAll } from '../support/teardown';
import { clusterEnvironment, openClusterPlatform, until, untilProjectedToHead } from '../support/cluster';
import { groupHolders, groupNames, heldBy, usersGroup } from '../support/group-holders';
import { topics, type Topic } from '@stint/shared/live/topics';

const LEASE_MS = 3000;
const TAKEOVER_BUDGET_MS = 5000;

type Notice = { topic: Topic; ids: string[]; position: string };

/**
 * Records every users notice a socket hears, with when it arrived: the users projection's group sends them (other
 * groups, which may be held by another projector, send their own notices of the same account).
 */
function listen(socket: Socket) {
  const heard: Array<{ at: number; notice: Notice }> = [];
  socket.on('change', (notice: Notice) => {
    if (notice.topic === topics.users) heard.push({ at: performance.now(), notice });
  });
  return {
    heard,
    /** When the first users notice naming `id` arrived, or undefined. */
    arrival: (id: string) => heard.find((entry) => entry.notice.ids.includes(id))?.at,
  };
}

type Registration = { id: string; email: string; key: string; tag: string };

/** A university registration (the admins' sockets hear of it, it mails a welcome), not yet sent. */
function newRegistration(tag: string): Registration {
  const key = `cluster-${tag}-${randomBytes(6).toString('hex')}`;
  // The route derives the account id from the command id, which an Idempotency-Key fixes (anonymous caller).
  return { id: deriveEventId(`anonymous:${key}`, 'user', 0), email: `${key}@example.org`, key, tag };
}

/** Sends it to `api`: the status, and the account id the response names (null unless 201). */
async function send(api: StintProcess, registration: Registration): Promise<{ status: number; id: string | null }> {
  const response = await fetch(`${api.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': registration.key },
    body: JSON.stringify({
      role: 'university',
      email: registration.email,
      phone: '1',
      password: 'a good password',
      firstName: 'Ada',
      lastName: 'Lovelace',
      universityName: `Cluster University ${registration.key}`,
      universityCode: 'CLU',
      universityAddress: '1 Road',
      contactPerson: { name: 'A', title: 'B', email: 'c@example.org', phone: '2' },
    }),
  });
  const body = (await response.json()) as { data?: { user?: { _id: string } } };
  return { status: response.status, id: body.data?.user?._id ?? null };
}

describe.skipIf(announceSkip('multi-node cluster', profileSkipReason('server')))(
  'two api nodes, two projectors sharing the groups and two workers',
  () => {
    const { processes, cleanups } = tearDownAfterAll();
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-cluster-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    it('fans notices out across api nodes, fails the projector over within 5 s and ends equal to a rebuild', async () => {
      const began = performance.now();
      const sink = await startSmtpSink();
      cleanups.push(() => sink.stop());
      const { env: shared } = await clusterEnvironment('cluster', dataDir, cleanups);
      const env = {
        ...shared,
        SMTP_URL: sink.url,
        PROJECTOR_LEASE_MS: String(LEASE_MS),
      };
      // An admin, whose socket hears of every registration (the public room hears of no account).
      const admin = { email: `admin-${randomBytes(4).toString('hex')}@example.org`, password: 'an admin password' };
      const writer = await openPlatform(loadConfig({ ...env, LOG_LEVEL: 'silent' }), createLogger('silent'));
      try {
        await createAdmin(writer, admin);
      } finally {
        await writer.close();
      }
      const start = async (role: 'api' | 'projector' | 'workers') => {
        const started = await startStint(env, { role });
        processes.push(started);
        return started;
      };

      const redis = new Redis(env.REDIS_URL);
      cleanups.push(() => redis.quit());
      let holders: Record<string, number | null> = {};
      /** True once every group is held, and `pids` hold them (each at least one). */
      const holdAll = async (...pids: number[]) => {
        holders = await groupHolders(redis, env.QUEUE_PREFIX);
        return (
          groupNames.every((group) => pids.includes(holders[group] ?? -1)) &&
          pids.every((pid) => heldBy(holders, pid).length > 0)
        );
      };

      // The first projector takes every group; the second, started after, takes its share of them.
      const first = await start('projector');
      await until(() => holdAll(first.child.pid!), 30_000, 'the first projector to hold every group');
      const [second, workersA, workersB, apiA, apiB] = await Promise.all([
        start('projector'),
        start('workers'),
        start('workers'),
        start('api'),
        start('api'),
      ]);
      await until(() => holdAll(first.child.pid!, second.child.pid!), 10_000, 'the two projectors to share the groups');
      expect(heldBy(holders, second.child.pid).length).toBe(groupNames.length / 2);
      console.info(`[cluster] six processes up in ${Math.round(performance.now() - began)} ms`);

      // Each api node is ready and serves metrics with the projector in another process.
      for (const api of [apiA, apiB]) {
        const ready = (await (await fetch(`${api.url}/readyz`)).json()) as {
          data: { checks: Record<string, { ok: boolean }> };
        };
        expect(ready.data.checks).toEqual({ eventStore: { ok: true }, readStore: { ok: true }, bus: { ok: true } });
        const metrics = await fetch(`${api.url}/metrics`);
        expect(metrics.status).toBe(200);
        expect(await metrics.text()).toMatch(/stint_projection_lag_events\{projection="users"\} \d+/);
      }

      // (a) A command on api A reaches a socket connected to api B (projector → Redis bus → both gateways).
      let token = '';
      await until(
        async () => {
          const response = await fetch(`${apiA.url}/api/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(admin),
          });
          if (response.ok) token = ((await response.json()) as { data: { token: string } }).data.token;
          return response.ok;
        },
        10_000,
        'the admin to sign in',
      );
      const socket = connect(apiB.url, { transports: ['websocket'], auth: { token } });
      cleanups.push(async () => void socket.disconnect());
      await new Promise((resolve) => socket.once('connect', () => resolve(null)));
      const onB = listen(socket);
      const before = newRegistration('before');
      expect(await send(apiA, before)).toEqual({ status: 201, id: before.id });
      await until(() => onB.arrival(before.id) !== undefined, 10_000, 'the notice on api B');
      expect(onB.heard.find((entry) => entry.notice.ids.includes(before.id))?.notice).toEqual({
        topic: topics.users,
        ids: [before.id],
        position: expect.any(String),
      });

      // (b) SIGKILL the projector that holds the users group while commands keep coming (one every 400 ms); the
      // other takes its groups over.
      const [victim, survivor] = holders[usersGroup] === first.child.pid ? [first, second] : [second, first];
      const killedAt = performance.now();
      victim.child.kill('SIGKILL');
      const during: Registration[] = [];
      const answers: Array<Promise<{ status: number; id: string | null }>> = [];
      const resumedAt = () =>
        onB.heard.find((entry) => entry.at > killedAt && during.some((sent) => entry.notice.ids.includes(sent.id)))?.at;
      while (resumedAt() === undefined && performance.now() - killedAt < TAKEOVER_BUDGET_MS + 5000) {
        const registration = newRegistration(`during${during.length}`);
        during.push(registration);
        answers.push(send(apiA, registration));
        await until(() => resumedAt() !== undefined, 400, 'a notice').catch(() => {});
      }
      const takeoverMs = Math.round((resumedAt() ?? Number.POSITIVE_INFINITY) - killedAt);
      console.info(
        `[cluster] projector takeover: first notice ${takeoverMs} ms after SIGKILL (lease ${LEASE_MS} ms, ${during.length} commands sent meanwhile)`,
      );
      expect(await victim.exited).toBeNull();
      await until(() => holdAll(survivor.child.pid!), 2000, 'the survivor to hold every group');
      expect(takeoverMs).toBeLessThanOrEqual(TAKEOVER_BUDGET_MS);
      // Every command sent while no projector was active was appended. A registration whose projection has not
      // caught up within CONSISTENCY_WAIT_MS (it reads the account back) answers 503 with Retry-After; sent again
      // with the same Idempotency-Key it answers 201 with the same account.
      const statuses = await Promise.all(answers);
      for (const [index, registration] of during.entries()) {
        expect([201, 503]).toContain(statuses[index]!.status);
        if (statuses[index]!.status !== 201) {
          expect(await send(apiB, registration)).toEqual({ status: 201, id: registration.id });
        } else expect(statuses[index]!.id).toBe(registration.id);
      }
      console.info(`[cluster] answers during the failover: ${statuses.map((answer) => answer.status).join(' ')}`);
      const registered = [before, ...during];
      // None is lost: each is announced on api B.
      await until(() => registered.every((user) => onB.arrival(user.id) !== undefined), 10_000, 'every notice');

      // A projector restarted after the failover takes its share back from the survivor (the leases name them).
      const restarted = await start('projector');
      await until(
        () => holdAll(survivor.child.pid!, restarted.child.pid!),
        10_000,
        'the restarted projector to take its share',
      );

      // (d) Both workers run, and each welcome mail goes out once although two workers compete for the jobs.
      expect([workersA, workersB].map((workers) => workers.child.exitCode)).toEqual([null, null]);
      expect(workersA.output()).toContain('"msg":"workers started"');
      expect(workersB.output()).toContain('"msg":"workers started"');
      const mailsTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email));
      await until(() => registered.every((user) => mailsTo(user.email).length > 0), 20_000, 'every welcome mail');
      // Stopped (SIGTERM drains them) before counting: a duplicate could not still be on its way.
      expect(await Promise.all([apiA, apiB, workersA, workersB].map((process) => process.stop('SIGTERM')))).toEqual([
        0, 0, 0, 0,
      ]);
      for (const user of registered) {
        expect(mailsTo(user.email).map((mail) => mail.raw.includes('Welcome to Stint'))).toEqual([true]);
      }

      // (c) Once the projector has passed the head, the read models equal a clean rebuild of them.
      const platform = await openClusterPlatform(env, cleanups);
      await untilProjectedToHead(platform, 20_000, 'the projector to reach the head');
      const live = await readModelDigest(platform.readStore, projections);
      expect(live.collections[usersCollection.name]?.documents).toBe(registered.length + 1); // and the admin
      expect(await Promise.all([survivor, restarted].map((process) => process.stop('SIGTERM')))).toEqual([0, 0]);

      for (const projection of projections) await resetProjection(platform.readStore, projection);
      await projectToHead(platform, { logger: createLogger('silent') });
      const rebuilt = await readModelDigest(platform.readStore, projections);
      expect(live.collections).toEqual(rebuilt.collections);
      expect(live.digest).toBe(rebuilt.digest);
      console.info(`[cluster] whole scenario took ${Math.round(performance.now() - began)} ms`);
    });
  },
);

/**
 * Projector groups as real processes on PostgreSQL + Redis (docs/architecture.md §Projections): three `projector`
 * processes share the groups, each holding at least one; SIGKILL one and the other two hold its groups within 5 s
 * and carry on projecting while commands keep coming; a rebuild asked for on the bus is done by that group's holder
 * alone; the read models then equal a clean rebuild of the same events into a fresh read store.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { openReadStore } from '@stint/shared/infra/read-store/index';
import { announceSkip, createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason } from '@stint/shared/infra/testing/test-platform';
import { deriveEventId } from '@stint/shared/infra/commands/event-ids';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import { channels } from '@stint/shared/infra/channels';
import { groupOf, projections } from '@stint/projector';
import { projectToHead } from '@stint/launcher/projector-over';
import { processViews } from '@stint/launcher/ops/process-views';
import { readModelDigest } from '@stint/projector/testing/read-model-digest';
import { startStint, type StintProcess } from '../support/stint-process';
import { tearDownAfterAll } from '../support/teardown';
import { clusterEnvironment, openClusterPlatform, until, untilProjectedToHead } from '../support/cluster';
import { groupHolders, groupNames, heldBy, usersGroup } from '../support/group-holders';

const LEASE_MS = 3000;
const HANDOVER_BUDGET_MS = 5000;

/** Registers a university account through `api` (an Idempotency-Key fixes its id): the status and the id. */
async function register(api: StintProcess, key: string): Promise<{ status: number; id: string; body: string }> {
  const response = await fetch(`${api.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({
      role: 'university',
      email: `${key}@example.org`,
      phone: '1',
      password: 'a good password',
      firstName: 'Grace',
      lastName: 'Hopper',
      universityName: `Groups University ${key}`,
      universityCode: 'GRP',
      universityAddress: '1 Road',
      contactPerson: { name: 'A', title: 'B', email: 'c@example.org', phone: '2' },
    }),
  });
  return { status: response.status, id: deriveEventId(`anonymous:${key}`, 'user', 0), body: await response.text() };
}

describe.skipIf(announceSkip('projector groups cluster', profileSkipReason('server')))(
  'three projector processes sharing the projector groups',
  () => {
    const { processes, cleanups } = tearDownAfterAll();
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-groups-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    it('spreads the groups over all three, hands a killed one’s groups over within 5 s and ends equal to a rebuild', async () => {
      const began = performance.now();
      const { env: shared } = await clusterEnvironment('groups', dataDir, cleanups);
      const env = {
        ...shared,
        PROJECTOR_LEASE_MS: String(LEASE_MS),
      };
      const redis = new Redis(env.REDIS_URL);
      cleanups.push(() => redis.quit());
      const holders = () => groupHolders(redis, env.QUEUE_PREFIX);
      const groups = groupNames;

      const started = await Promise.all(
        (['projector', 'projector', 'projector', 'api'] as const).map((role) => startStint(env, { role })),
      );
      processes.push(...started);
      const [api, ...projectors] = [started[3]!, started[0]!, started[1]!, started[2]!];
      const pids = projectors.map((projector) => projector.child.pid!);
      console.info(`[groups] three projectors and an api up in ${Math.round(performance.now() - began)} ms`);

      // (a) Every group is held, and by all three: each process holds its share (4 groups: 2, 1, 1).
      let owners: Record<string, number | null> = {};
      await until(
        async () => {
          owners = await holders();
          return pids.every((pid) => heldBy(owners, pid).length >= 1) && groups.every((group) => owners[group]);
        },
        15_000,
        'the groups to spread over the three projectors',
      );
      expect(Object.values(owners).every((pid) => pid !== null && pids.includes(pid))).toBe(true);
      expect(pids.map((pid) => heldBy(owners, pid).length).sort()).toEqual([1, 1, 2]);
      // The lease is taken before the group's runner has started; each then says so.
      const active = (projector: StintProcess) => projector.output().includes('"msg":"projector group active"');
      await until(() => projectors.every(active), 10_000, 'every projector to start its groups');

      const registered: string[] = [];
      const sendAll = async (count: number, tag: string) => {
        const answers = await Promise.all(
          Array.from({ length: count }, () => register(api, `groups-${tag}-${randomBytes(6).toString('hex')}`)),
        );
        // 503: saved, but its projection did not catch up within CONSISTENCY_WAIT_MS (a group changing hands).
        for (const answer of answers) expect([201, 503], answer.body).toContain(answer.status);
        registered.push(...answers.map((answer) => answer.id));
      };
      await sendAll(5, 'before');

      // (b) SIGKILL the holder of the users projection's group, commands coming meanwhile: the other two hold its
      // groups within the budget, each at least one.
      const victim = projectors.find((projector) => projector.child.pid === owners[usersGroup])!;
      const victimGroups = heldBy(owners, victim.child.pid!);
      const survivors = pids.filter((pid) => pid !== victim.child.pid);
      const killedAt = performance.now();
      victim.child.kill('SIGKILL');
      let handoverMs = Number.POSITIVE_INFINITY;
      while (performance.now() - killedAt < HANDOVER_BUDGET_MS + 5000) {
        owners = await holders();
        if (groups.every((group) => survivors.includes(owners[group] ?? -1))) {
          handoverMs = Math.round(performance.now() - killedAt);
          break;
        }
        await sendAll(1, 'during');
      }
      console.info(
        `[groups] handover of ${victimGroups.join(', ')}: held by the survivors ${handoverMs} ms after SIGKILL (lease ${LEASE_MS} ms)`,
      );
      expect(await victim.exited).toBeNull();
      expect(handoverMs).toBeLessThanOrEqual(HANDOVER_BUDGET_MS);
      expect(survivors.map((pid) => heldBy(owners, pid).length)).toEqual([2, 2]);
      await sendAll(5, 'after');

      // A rebuild asked for on the bus (the ops console's button): only the runner of that projection's group acts.
      const rebuilding = (projector: StintProcess) =>
        projector
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"shadow rebuild started"'))
          .map((line) => (JSON.parse(line) as { projection: string; group: string }).projection);
      await redis.publish(`${env.QUEUE_PREFIX}:${channels.projectorControl}`, JSON.stringify({ rebuild: 'logbooks' }));
      const alive = projectors.filter((projector) => projector !== victim);
      await until(() => alive.some((projector) => rebuilding(projector).length > 0), 10_000, 'the rebuild');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(alive.map(rebuilding).sort()).toEqual([[], ['logbooks']]);
      const holderOfLogbooks = owners[groupOf('logbooks')!];
      expect(alive.find((projector) => rebuilding(projector).length > 0)!.child.pid).toBe(holderOfLogbooks);

      // Projection carries on: every checkpoint reaches the head, and every registration is in the users read model.
      const platform = await openClusterPlatform(env, cleanups);
      // The ops views name each projection's group and its holder (host and pid) from the same leases.
      const views = processViews({ ...platform, config: loadConfig({ ...env, LOG_LEVEL: 'silent' }) });
      const placement = await views.projector.placement!();
      expect(Object.keys(placement).sort()).toEqual(projections.map((p) => p.name).sort());
      expect(placement.users).toEqual({ group: usersGroup, holder: `${hostname()}:${owners[usersGroup]}` });
      await untilProjectedToHead(platform, 15_000, 'every group to reach the head');
      const users = platform.readStore.collection(usersCollection);
      for (const id of registered) expect(await users.get(id), id).not.toBeNull();

      // (c) The read models equal a clean rebuild of the same events into a fresh read store (the person keys stay
      // where they are: the live platform's cipher opens them).
      const exits = await Promise.all([api, ...projectors].map((process) => process.stop('SIGTERM')));
      expect(exits).toEqual([0, ...projectors.map((projector) => (projector === victim ? null : 0))]);
      const live = await readModelDigest(platform.readStore, projections);
      const fresh = await createTestPostgresDatabase();
      cleanups.push(() => fresh.drop());
      const freshStore = await openReadStore(fresh.url);
      cleanups.push(() => freshStore.close());
      await projectToHead({ ...platform, readStore: freshStore }, { logger: createLogger('silent') });
      const rebuilt = await readModelDigest(freshStore, projections);
      expect(live.collections[usersCollection.name]?.documents).toBe(registered.length);
      expect(live.collections).toEqual(rebuilt.collections);
      expect(live.digest).toBe(rebuilt.digest);
      console.info(`[groups] whole scenario took ${Math.round(performance.now() - began)} ms`);
    });
  },
);

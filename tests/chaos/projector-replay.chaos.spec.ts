/**
 * Issue 9, projector: the real projector process (`launcher/src/main.ts projector`, every projection, PostgreSQL +
 * Redis) replays a large realistic history (replay-history.ts) and is SIGKILLed at seeded points in the middle of
 * its batches, again and again, each time restarted; once the kills are done it finishes. The read models it
 * leaves must equal a clean in-process rebuild of every projection, document for document.
 *
 * The real process rather than a lighter fixture: it is what runs in production (config, platform, the lease on
 * Redis, all projections) and its start-up (a few seconds on a loaded box) fits the budget at the bounded scale.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projections } from '@stint/projector';
import { projectToHead } from '@stint/launcher/projector-over';
import { checkpointName, type Projection } from '@stint/projector/runtime/projection';
import { resetProjection } from '@stint/projector/runtime/reset-projection';
import { readModelDigest } from '@stint/projector/testing/read-model-digest';
import { DELETED_USER_NAME } from '@stint/shared/accounts/accounts.read-models';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { PersonalDataCipher, SqlKeyStore } from '@stint/shared/infra/crypto/personal-data';
import { MasterKeyRing, parseMasterKeys } from '@stint/shared/infra/crypto/master-keys';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { createLogger } from '@stint/shared/infra/logger';
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import { CHECKPOINTS_COLLECTION } from '@stint/shared/infra/read-store/filter';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { announceSkip, postgresSkipReason, redisSkipReason } from '@stint/shared/infra/testing/test-databases';
import { startStint, type StintProcess } from '../support/stint-process';
import { buildReplayHistory } from './replay-history';
import { chaosSeed, scaled, seededRandom } from './scale';

const TARGET_EVENTS = scaled({ full: 100_000, bounded: 8_000 });
const KILLS = scaled({ full: 200, bounded: 10 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each document's hash, per collection: what tells which documents differ when the digests do. */
async function documentHashes(readStore: ReadStore, all: Projection[]): Promise<Map<string, Map<string, string>>> {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
          )
        : value;
  const result = new Map<string, Map<string, string>>();
  for (const projection of all) {
    for (const spec of projection.collections) {
      const hashes = new Map<string, string>();
      for (const doc of await readStore.collection(spec).find({}, { sort: { _id: 1 } })) {
        hashes.set(
          doc._id,
          createHash('sha256')
            .update(JSON.stringify(stable(doc)))
            .digest('hex'),
        );
      }
      result.set(spec.name, hashes);
    }
  }
  return result;
}

async function describeDifferences(
  readStore: ReadStore,
  before: Map<string, Map<string, string>>,
  after: Map<string, Map<string, string>>,
): Promise<string> {
  const lines: string[] = [];
  for (const [name, afterDocs] of after) {
    const beforeDocs = before.get(name) ?? new Map<string, string>();
    const missing = [...afterDocs.keys()].filter((id) => !beforeDocs.has(id));
    const extra = [...beforeDocs.keys()].filter((id) => !afterDocs.has(id));
    const changed = [...afterDocs.keys()].filter(
      (id) => beforeDocs.has(id) && beforeDocs.get(id) !== afterDocs.get(id),
    );
    if (missing.length + extra.length + changed.length === 0) continue;
    lines.push(
      `${name}: ${beforeDocs.size} documents after the kills, ${afterDocs.size} rebuilt; ` +
        `${missing.length} missing, ${extra.length} extra, ${changed.length} different`,
    );
    for (const id of [...changed, ...missing].slice(0, 3)) {
      lines.push(`  rebuilt ${id}: ${JSON.stringify(await readStore.collection(name).get(id)).slice(0, 600)}`);
    }
    if (extra.length) lines.push(`  extra ids: ${extra.slice(0, 5).join(', ')}`);
  }
  return lines.join('\n');
}

describe.skipIf(announceSkip('projector replay chaos', postgresSkipReason() ?? redisSkipReason()))(
  'projector replay under SIGKILL (PostgreSQL + Redis)',
  () => {
    it(`ends equal to a clean rebuild after ${KILLS} SIGKILLs mid-batch during a ${TARGET_EVENTS}-event replay`, async () => {
      const seed = chaosSeed('projector-replay');
      const random = seededRandom(seed);
      const log = (line: string) => console.log(`[chaos] projector-replay: ${line}`);
      const history = await buildReplayHistory({ targetEvents: TARGET_EVENTS, random, log });
      const handled = new Set(projections.flatMap((projection) => projection.handles));
      const missingTypes = [...handled].filter((type) => !history.typeCounts[type]);
      expect(missingTypes, 'event types the projections handle but the history lacks').toEqual([]);
      log(`history: ${history.baseEvents} events × ${history.copies} copies = ${history.events} events`);

      const sql = new PostgresSql(history.url);
      // Creates the checkpoints table the kill loop watches (the projector would, a moment later).
      const readStore = await SqlReadStore.open(sql);
      const dataDir = mkdtempSync(join(tmpdir(), 'stint-chaos-projector-'));
      const env = {
        EVENT_STORE_URL: history.url,
        READ_STORE_URL: history.url,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        QUEUE_PREFIX: `chaos${randomBytes(4).toString('hex')}`,
        JWT_SECRET: history.secret,
        PERSONAL_DATA_MASTER_KEYS: history.masterKeys,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // A killed holder's lease lapses after this; the restarted process waits that long at most.
        PROJECTOR_LEASE_MS: '1000',
      };
      const names = projections.map(checkpointName);
      /** The lowest checkpoint of all projections (-1 before the first batch). */
      const floor = async (): Promise<bigint> => {
        const rows = await sql.query<{ name: string; position: string | null }>(
          `select name, position::text as position from ${CHECKPOINTS_COLLECTION} where name = any($1::text[])`,
          [names],
        );
        if (rows.length < names.length) return -1n;
        return rows.reduce(
          (low, row) => (row.position === null ? -1n : BigInt(row.position) < low ? BigInt(row.position) : low),
          BigInt(Number.MAX_SAFE_INTEGER),
        );
      };
      const headOf = async () =>
        BigInt((await sql.query<{ head: string }>('select max(position)::text as head from events'))[0]!.head);
      /**
       * A batch is in flight: a backend of the projector is inside a multi-statement transaction (the batch's
       * session, between BEGIN and COMMIT), so a kill now loses work that was applied but not committed.
       */
      const inBatch = async () =>
        Number(
          (
            await sql.query<{ n: string }>(
              `select count(*)::text as n from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()
                  and (state = 'idle in transaction' or (state = 'active' and xact_start < query_start))`,
            )
          )[0]!.n,
        ) > 0;
      const exited = (process: StintProcess) => process.child.exitCode !== null || process.child.signalCode !== null;
      /** Polls `test` until it holds; fails with the process's output if the process dies or stalls. */
      const waitFor = async <T>(process: StintProcess, probe: () => Promise<T>, test: (value: T) => boolean) => {
        const deadline = Date.now() + 180_000;
        for (;;) {
          const value = await probe();
          if (test(value)) return value;
          if (exited(process))
            throw new Error(`the projector exited (${process.child.exitCode}):\n${process.output()}`);
          if (Date.now() > deadline) throw new Error(`the projector made no progress:\n${process.output()}`);
          await sleep(5);
        }
      };

      let head = await headOf();
      /** How long a batch's transaction stays open, and how many events a batch takes (measured by the first life). */
      let batchMs = 0;
      let batchEvents = 0;
      let letCommitChance = 0.5;
      let killsMidBatch = 0;
      let appendedDuringKills = 0;
      const lives: number[] = [];
      const replayStarted = Date.now();
      try {
        for (let kill = 0; kill < KILLS; kill++) {
          if ((await floor()) >= head) {
            // Caught up with kills still to do: more history, so the remaining kills land mid-replay too.
            const events = (KILLS - kill) * batchEvents * 0.75;
            appendedDuringKills += await history.appendCopies(Math.ceil(events / history.baseEvents));
            head = await headOf();
          }
          const spawned = Date.now();
          const projector = await startStint(env, { role: 'projector', waitReady: false });
          try {
            // Some lives commit a batch before they die (the replay moves on), the others die in their first.
            if (kill === 0 || random() < letCommitChance) {
              const before = await floor();
              await waitFor(projector, async () => (await floor()) > before || (await inBatch()), Boolean);
              const opened = Date.now();
              const moved = await waitFor(projector, floor, (position) => position > before);
              const took = Date.now() - opened;
              batchMs = batchMs === 0 ? took : Math.round((batchMs + took) / 2);
              if (kill === 0) {
                batchEvents = Number(
                  (
                    await sql.query<{ n: string }>('select count(*)::text as n from events where position <= $1', [
                      moved.toString(),
                    ])
                  )[0]!.n,
                );
                letCommitChance = Math.min(0.6, Math.max(0.15, (Number(head) / batchEvents - 2) / KILLS));
                log(`a batch: ${batchEvents} events, ${batchMs} ms; start-up ${Date.now() - spawned - took} ms`);
              }
            }
            // A seeded moment inside a batch: if the batch commits first (faster than the estimate), the estimate
            // shrinks and the next batch gets a new draw, so the kill always finds work applied and not committed.
            for (;;) {
              const state = await waitFor(
                projector,
                async () => ((await floor()) >= head ? 'caught up' : (await inBatch()) ? 'in a batch' : null),
                Boolean,
              );
              if (state === 'caught up') break;
              const opened = Date.now();
              const before = await floor();
              const killAt = opened + Math.floor(random() * batchMs * 0.8);
              let committed = false;
              while (Date.now() < killAt && !committed) {
                await sleep(Math.min(10, Math.max(0, killAt - Date.now())));
                committed = (await floor()) > before;
              }
              if (!committed) break;
              batchMs = Math.min(batchMs, Date.now() - opened);
            }
            lives.push(Date.now() - spawned);
            if ((await floor()) < head && (await inBatch())) killsMidBatch++;
          } finally {
            projector.child.kill('SIGKILL');
            await projector.exited;
          }
        }
        // The last one runs to the end (info level: ready once it logs "projector started").
        const from = await floor();
        const lastStarted = Date.now();
        const last = await startStint({ ...env, LOG_LEVEL: 'info' }, { role: 'projector' });
        try {
          await waitFor(last, floor, (position) => position >= head);
        } finally {
          last.child.kill('SIGTERM');
        }
        const rest = Number(
          (
            await sql.query<{ n: string }>('select count(*)::text as n from events where position > $1', [
              from.toString(),
            ])
          )[0]!.n,
        );
        const restMs = Date.now() - lastStarted;
        log(
          `after the kills, the last process replayed the other ${rest} events in ${(restMs / 1000).toFixed(1)} s ` +
            `(${Math.round(rest / (restMs / 1000))} events/s, start-up included)`,
        );
        expect(await last.exited, last.output()).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      const replayMs = Date.now() - replayStarted;
      const events = history.events;
      const averageLife = Math.round(lives.reduce((sum, ms) => sum + ms, 0) / Math.max(1, lives.length));
      log(
        `replay with ${KILLS} kills (${killsMidBatch} with a batch's transaction open): ${events} events ` +
          `(${appendedDuringKills} appended during the kills) in ${(replayMs / 1000).toFixed(1)} s, ` +
          `${Math.round(events / (replayMs / 1000))} events/s; a life (spawn to kill) lasted ${averageLife} ms on average`,
      );
      // The kill points land while a batch is being written, not between batches (a few may find the replay
      // caught up, or a batch that committed between the last look and the kill).
      expect(killsMidBatch, `seed ${seed}`).toBeGreaterThanOrEqual(Math.ceil(KILLS * 0.6));

      const keys = await SqlKeyStore.open(sql, new MasterKeyRing(parseMasterKeys(history.masterKeys)));
      const eventStore = await SqlEventStore.open(sql);
      try {
        const afterKills = await readModelDigest(readStore, projections);
        const afterKillsDocs = await documentHashes(readStore, projections);
        for (const projection of projections) await resetProjection(readStore, projection);
        const rebuildStarted = Date.now();
        await projectToHead({
          eventStore,
          readStore,
          bus: new MemoryBus(),
          logger: createLogger('silent'),
          cipher: new PersonalDataCipher(keys),
        });
        const rebuildMs = Date.now() - rebuildStarted;
        log(
          `clean in-process rebuild: ${events} events in ${(rebuildMs / 1000).toFixed(1)} s, ` +
            `${Math.round(events / (rebuildMs / 1000))} events/s`,
        );
        const rebuilt = await readModelDigest(readStore, projections);
        if (rebuilt.digest !== afterKills.digest) {
          const differences = await describeDifferences(
            readStore,
            afterKillsDocs,
            await documentHashes(readStore, projections),
          );
          console.error(`[chaos] projector-replay (seed ${seed}) read models differ:\n${differences}`);
        }
        expect(afterKills.collections, `seed ${seed}`).toEqual(rebuilt.collections);
        expect(Object.values(rebuilt.checkpoints).every((position) => position === head.toString())).toBe(true);

        // The copies are real people: every sealed email opened and unique, one erased account per copy.
        const users = await readStore.collection('users').find({}, { sort: { _id: 1 } });
        expect(users).toHaveLength(history.typeCounts.UserRegistered! * history.copies);
        const erased = users.filter((user) => user.firstName === DELETED_USER_NAME);
        expect(erased).toHaveLength(history.typeCounts.AccountDeleted! * history.copies);
        const emails = users.filter((user) => !erased.includes(user)).map((user) => user.email);
        expect(emails.every((email) => typeof email === 'string' && email.includes('@'))).toBe(true);
        expect(new Set(emails).size).toBe(emails.length);
      } finally {
        await eventStore.close();
        await readStore.close();
        await sql.close();
        await history.drop();
      }
    });
  },
);

/**
 * Stint's own projections rebuilt from a realistic history (`npm run bench -- rebuild`): the chaos suite's multiplied
 * demo history (every event type the projections handle, sealed personal data opened per person), built once on
 * PostgreSQL and copied into PGlite for the embedded profile. Each figure is printed beside the store's own
 * read-modify-write ceiling measured in the same run (platform.ts), with the ratio, and where the time goes.
 */
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { PersonalDataCipher, SqlKeyStore } from '@stint/shared/infra/crypto/personal-data';
import { MasterKeyRing, parseMasterKeys } from '@stint/shared/infra/crypto/master-keys';
import { createLogger } from '@stint/shared/infra/logger';
import { cloneTestPglite } from '@stint/shared/infra/testing/test-databases';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import type { Sql } from '@stint/shared/infra/sql/sql.port';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProjectorRunner, projections, projectorGroups } from '@stint/projector';
import type { RebuildProcessMessage } from './rebuild-process';
import type { Projection } from '@stint/projector/runtime/projection';
import { buildReplayHistory, type ReplayHistory } from '../chaos/replay-history';
import { INSERT_EVENTS, INSERT_KEYS } from '../chaos/replay-history/copier';
import { seededRandom } from '../chaos/scale';
import { perSecond, report } from './results';

/** Rebuilds after the first, the last one reported as sustained (the rate still rose at the third, then levelled). */
const WARM_UPS = 4;

/** Built once per run and shared by both profiles (the run's private PostgreSQL goes away with it). */
let history: Promise<ReplayHistory> | null = null;

const historyOf = () =>
  (history ??= buildReplayHistory({
    targetEvents: Number(process.env.BENCH_REBUILD_EVENTS ?? 20_000),
    random: seededRandom(20_000),
  }));

/**
 * Rebuilds every projection over the history on the profile's store; `ceiling` is the store's read-modify-write
 * rebuild rate (events/s) measured just before.
 */
export async function benchStintRebuild(profile: 'embedded' | 'server', ceiling: number): Promise<void> {
  const label = profile === 'embedded' ? 'PGlite' : 'PostgreSQL';
  if (!process.env.TEST_PG_URL) {
    report(`${label}: rebuild of Stint's projections`, 'not measured: the history is built on PostgreSQL');
    return;
  }
  const built = await historyOf();
  // PGlite in a data directory on disk, as the embedded profile keeps it (in memory, its files grow by copying).
  const dataDir = profile === 'embedded' ? mkdtempSync(join(tmpdir(), 'stint-bench-pglite-')) : null;
  const sql: Sql = dataDir ? await cloneTestPglite(dataDir) : new PostgresSql(built.url);
  try {
    if (dataDir) await copyIntoPglite(built, sql);
    const { events, ms, cpuMs, spent } = await rebuildAll(sql, built);
    const rate = (events / ms) * 1000;
    report(
      `${label}: rebuild of Stint's ${projections.length} projections (${events} events, ${built.copies} copies of a ${built.baseEvents}-event demo history)`,
      perSecond(events, ms),
    );
    report(
      `${label}: Stint rebuild ÷ read-modify-write ceiling (one get + upsert per event, no test pause)`,
      `${(rate / ceiling).toFixed(3)} (${Math.round(rate).toLocaleString('en-US')} ÷ ${Math.round(ceiling).toLocaleString('en-US')} /s)`,
    );
    report(
      `${label}: rebuild CPU of this process per event (user + system; ${profile === 'embedded' ? 'PGlite runs in it' : "PostgreSQL's own is not counted"})`,
      `${(cpuMs / events).toFixed(3)} ms (${Math.round(cpuMs).toLocaleString('en-US')} ms over ${Math.round(ms).toLocaleString('en-US')} ms wall)`,
    );
    const slowest = [...spent.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    report(
      `${label}: rebuild time in projection code (top 5, prefetch included; the rest is reading, keys and commits${profile === 'server' ? '; three projections run side by side, so these overlap' : ''})`,
      `${slowest.map(([name, time]) => `${name} ${((time / ms) * 100).toFixed(0)}%`).join(', ')}`,
    );
    // A real rebuild is hundreds of times this history: the first one above also pays for compiling the projector's
    // code, which V8 keeps optimising over the first few rebuilds. The same rebuild again, after the warm-ups, is
    // what a long one sustains.
    let warm = { events, ms, cpuMs };
    for (let run = 0; run < WARM_UPS; run++) {
      await sql.query('delete from projection_checkpoints');
      warm = await rebuildAll(sql, built);
    }
    report(
      `${label}: the same rebuild run ${WARM_UPS} more times in the same process, the last (compiled: what a long rebuild sustains)`,
      `${perSecond(warm.events, warm.ms)}, ${(((warm.events / warm.ms) * 1000) / ceiling).toFixed(3)} of the ceiling, ${(warm.cpuMs / warm.events).toFixed(3)} ms CPU per event`,
    );
    if (profile === 'server') {
      await sql.query('delete from projection_checkpoints');
      const parallel = await rebuildInProcesses(sql, built, 2);
      report(
        `${label}: rebuild by two projector processes, each with half the groups (${parallel.split})`,
        `${perSecond(events, parallel.ms)}, ${(parallel.cpuMs / events).toFixed(3)} ms CPU per event over both`,
      );
    }
  } finally {
    await sql.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function rebuildAll(
  sql: Sql,
  built: ReplayHistory,
): Promise<{ events: number; ms: number; cpuMs: number; spent: Map<string, number> }> {
  const eventStore = await SqlEventStore.open(sql);
  const readStore = await SqlReadStore.open(sql);
  const spent = new Map<string, number>();
  const add = (name: string, start: number) => spent.set(name, (spent.get(name) ?? 0) + performance.now() - start);
  const timedProjections = projections.map((projection): Projection => ({
    ...projection,
    ...(projection.prefetch && {
      async prefetch(events, context) {
        const start = performance.now();
        await projection.prefetch!(events, context);
        add(projection.name, start);
      },
    }),
    async apply(event, context) {
      const start = performance.now();
      await projection.apply(event, context);
      add(projection.name, start);
    },
  }));
  const runner = new ProjectorRunner({
    eventStore,
    readStore,
    bus: new MemoryBus(),
    logger: createLogger('silent'),
    projections: timedProjections,
    cipher: new PersonalDataCipher(await SqlKeyStore.open(sql, new MasterKeyRing(parseMasterKeys(built.masterKeys)))),
  });
  const start = performance.now();
  // CPU time, unlike wall time, means something on a busy machine: what this process spent per event.
  const cpuStart = process.cpuUsage();
  await runner.start();
  await runner.caughtUp();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  await runner.stop();
  await eventStore.close();
  await readStore.close();
  return { events: built.events, ms, cpuMs: (cpu.user + cpu.system) / 1000, spent };
}

/**
 * The rebuild again from the first event, by `count` projector processes sharing the groups as `projector` processes
 * do (process i takes every count-th group from the i-th, like LeasePool), timed from the moment all are ready.
 */
async function rebuildInProcesses(
  sql: Sql,
  built: ReplayHistory,
  count: number,
): Promise<{ ms: number; cpuMs: number; split: string }> {
  const shares = Array.from({ length: count }, (_, i) => projectorGroups.filter((_, index) => index % count === i));
  const children = shares.map((groups) =>
    fork(fileURLToPath(new URL('./rebuild-process.ts', import.meta.url)), [built.url, ...groups.map((g) => g.name)], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_MASTER_KEYS: built.masterKeys },
    }),
  );
  const next = (child: ChildProcess) =>
    new Promise<RebuildProcessMessage>((resolve, reject) => {
      child.once('message', (message) => resolve(message as RebuildProcessMessage));
      child.once('exit', (code) => reject(new Error(`a rebuild process exited (${code}) before answering`)));
    });
  try {
    await Promise.all(children.map(next));
    const start = performance.now();
    const done = children.map(next);
    for (const child of children) child.send('go');
    const answers = await Promise.all(done);
    const ms = performance.now() - start;
    const cpuMs = answers.reduce((sum, answer) => sum + ('cpuMs' in answer ? answer.cpuMs : 0), 0);
    return { ms, cpuMs, split: shares.map((groups) => groups.map((g) => g.name).join(' + ')).join(' | ') };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}

/**
 * The history's events and keys, copied as stored into a fresh PGlite, in the order of their positions
 * (`events.position`: a bare `position` would name the text alias, and order 10 before 9).
 */
async function copyIntoPglite(built: ReplayHistory, pglite: Sql): Promise<void> {
  await (await SqlEventStore.open(pglite)).close();
  await SqlKeyStore.open(pglite, new MasterKeyRing(parseMasterKeys(built.masterKeys)));
  const source = new PostgresSql(built.url);
  try {
    const keys = await source.query(
      `select person_id, encode(key, 'base64') as key, wrapped_by, erased_at::text as erased_at from person_keys`,
    );
    await pglite.query(INSERT_KEYS, [JSON.stringify(keys)]);
    const page = 5_000;
    for (let after = 0n; ;) {
      const rows = await source.query<{ position: string }>(
        `select position::text as position, id::text as id, stream, revision::text as revision, type, version, data,
                metadata, to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as recorded_at
           from events where position > $1::bigint order by events.position limit ${page}`,
        [after.toString()],
      );
      if (rows.length === 0) break;
      await pglite.query(INSERT_EVENTS, [JSON.stringify(rows)]);
      after = BigInt(rows.at(-1)!.position);
    }
    // A copy that lost or reordered events would time a different rebuild.
    const [copied] = await pglite.query<{ events: number; last: string | null }>(
      `select count(*)::int as events, max(position)::text as last from events`,
    );
    if (copied?.events !== built.events || copied.last !== String(built.events)) {
      throw new Error(`copied ${copied?.events} events into PGlite, not the history's ${built.events}`);
    }
  } finally {
    await source.close();
  }
}

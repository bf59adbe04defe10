/**
 * The platform's own figures (issue: platform): appends/s on PGlite and PostgreSQL (sequential and with
 * concurrent writers) against the ceiling of raw single-row INSERTs on the same server, projection rebuild
 * events/s, and command → socket notice latency with one socket and nothing else running (the test slice's
 * ping, in-process api).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, perSecond, report } from './results';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import type { EventStore, EventToAppend } from '@stint/shared/infra/event-store/event-store.port';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { MemoryKeyStore, PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { createLogger } from '@stint/shared/infra/logger';
import { cloneTestPglite, createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import type { Sql } from '@stint/shared/infra/sql/sql.port';
import { ProjectorRunner } from '@stint/projector';
import { countingProjection, countsCollection } from '@stint/projector/testing/counting-projection';
import { defineProjection, type Projection } from '@stint/projector/runtime/projection';
import { startTestApi } from '@stint/launcher/testing/test-api';
import { benchStintRebuild } from './stint-rebuild';
import { io as connect } from 'socket.io-client';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { counterStream } from '@stint/shared/testing/testing.streams';

const APPENDS = Number(process.env.BENCH_APPENDS ?? 2000);
const WRITERS = 8;
/** Untimed first: a new database's first calls (plans, caches, connections) are not the steady rate. */
const WARM_UP = 200;

function event(n: number): EventToAppend {
  return {
    id: randomUUID(),
    type: 'Counted',
    data: { amount: n, note: 'benchmark event with a little payload' },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actor: { id: 'bench', role: 'admin' },
      at: new Date().toISOString(),
    },
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function benchAppends(label: string, store: EventStore): Promise<void> {
  const warmUp = `bench-${randomUUID()}`;
  for (let i = 0; i < WARM_UP; i++) await store.append(warmUp, [event(i)], { expectedRevision: 'any' });
  const sequential = await timed(async () => {
    const stream = `bench-${randomUUID()}`;
    for (let i = 0; i < APPENDS; i++)
      await store.append(stream, [event(i)], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
  });
  report(
    `${label}: appends, sequential (1 event, expected revision; ${APPENDS} appends)`,
    perSecond(APPENDS, sequential),
  );
  const concurrent = await timed(() =>
    Promise.all(
      Array.from({ length: WRITERS }, async () => {
        const stream = `bench-${randomUUID()}`;
        for (let i = 0; i < APPENDS / WRITERS; i++) {
          await store.append(stream, [event(i)], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
        }
      }),
    ),
  );
  report(`${label}: appends, ${WRITERS} concurrent writers`, perSecond(APPENDS, concurrent));
}

async function benchRawInserts(sql: Sql): Promise<void> {
  await sql.exec('create table if not exists bench_raw (id bigserial primary key, data jsonb not null)');
  const insert = (n: number) =>
    sql.query('insert into bench_raw (data) values ($1::jsonb)', [JSON.stringify(event(n))]);
  for (let i = 0; i < WARM_UP; i++) await insert(i);
  const sequential = await timed(async () => {
    for (let i = 0; i < APPENDS; i++) await insert(i);
  });
  report('PostgreSQL: raw single-row INSERTs, sequential (ceiling)', perSecond(APPENDS, sequential));
  const concurrent = await timed(() =>
    Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let i = 0; i < APPENDS / WRITERS; i++) await insert(i);
      }),
    ),
  );
  report(`PostgreSQL: raw single-row INSERTs, ${WRITERS} concurrent (ceiling)`, perSecond(APPENDS, concurrent));
}

/**
 * The counting projection's read-modify-write without its 2 ms pause on every 25th event (it widens the
 * crash test's window, and alone caps a rebuild of it near 10,000 events/s).
 */
const unpausedCounting = defineProjection({
  name: 'bench-counting',
  version: 1,
  collections: [countsCollection],
  handles: ['Counted'],
  async apply(event, context) {
    const amount = Number(event.data.amount);
    const counts = context.collection<{ _id: string; events: number; sum: number }>(countsCollection);
    const current = (await counts.get(event.stream)) ?? { _id: event.stream, events: 0, sum: 0 };
    await counts.upsert({ _id: event.stream, events: current.events + 1, sum: current.sum + amount });
  },
});

/** Returns the read-modify-write rate without the test pause (events/s): the ceiling Stint's rebuild is set against. */
async function benchRebuild(label: string, sql: Sql, events: number): Promise<number> {
  const appender = await SqlEventStore.open(sql);
  const readStore = await SqlReadStore.open(sql);
  const streams = Array.from({ length: 100 }, () => counterStream(randomUUID()));
  for (let i = 0; i < events; i += 100) {
    await Promise.all(streams.map((stream, s) => appender.append(stream, [event(i + s)], { expectedRevision: 'any' })));
  }
  await appender.close();
  const rebuild = async (projection: Projection, what: string) => {
    // A store of its own each time: one keeps the last full pages it read (SqlEventStore.readAfter), and the ceiling
    // is a rebuild that reads every event from the database.
    const eventStore = await SqlEventStore.open(sql);
    const runner = new ProjectorRunner({
      eventStore,
      readStore,
      bus: new MemoryBus(),
      logger: createLogger('silent'),
      projections: [projection],
      cipher: new PersonalDataCipher(new MemoryKeyStore()),
    });
    const ms = await timed(async () => {
      await runner.start();
      await runner.caughtUp();
    });
    await runner.stop();
    await eventStore.close();
    report(`${label}: projection rebuild (${what})`, perSecond(events, ms));
    return (events / ms) * 1000;
  };
  await rebuild(countingProjection, 'read-modify-write per event');
  const ceiling = await rebuild(unpausedCounting, 'read-modify-write per event, no test pause');
  await readStore.close();
  return ceiling;
}

export async function benchNoticeLatency(label: string, profile: 'embedded' | 'server', samples = 200): Promise<void> {
  const api = await startTestApi(profile);
  const user = api.user('student');
  const token = await user.token();
  const socket = connect(api.url, { transports: ['websocket'], auth: { token } });
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const arrived = new Promise<void>((resolve) => socket.once('change', (_notice: ChangeNotice) => resolve()));
    await Promise.all([api.post('/test/pings', { note: `n${i}` }, token), arrived]);
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  report(
    `${label}: command → socket notice latency p50 / p99`,
    `${percentile(latencies, 50).toFixed(1)} ms / ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  socket.disconnect();
  await api.close();
}

/** Appends/s on the profile's event store (server: plus the raw INSERT ceiling on the same PostgreSQL). */
export async function benchAppendsOn(profile: 'embedded' | 'server'): Promise<void> {
  if (profile === 'embedded') {
    const pglite = await cloneTestPglite();
    await benchAppends('PGlite', await SqlEventStore.open(pglite));
    await pglite.close();
    return;
  }
  const db = await createTestPostgresDatabase();
  const sql = new PostgresSql(db.url, { max: WRITERS + 2 });
  await benchAppends('PostgreSQL', await SqlEventStore.open(sql));
  await benchRawInserts(sql);
  await sql.close();
  await db.drop();
}

/** Projection rebuild events/s on the profile's store: the read-modify-write ceiling, then Stint's projections. */
export async function benchRebuildOn(profile: 'embedded' | 'server'): Promise<void> {
  if (profile === 'embedded') {
    // On disk, as the embedded profile keeps it and as Stint's rebuild is measured (stint-rebuild.ts).
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-bench-pglite-'));
    try {
      const pglite = await cloneTestPglite(dataDir);
      const ceiling = await benchRebuild('PGlite', pglite, 10_000);
      await pglite.close();
      await benchStintRebuild(profile, ceiling);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }
  const db = await createTestPostgresDatabase();
  const sql = new PostgresSql(db.url);
  const ceiling = await benchRebuild('PostgreSQL', sql, 10_000);
  await sql.close();
  await db.drop();
  await benchStintRebuild(profile, ceiling);
}

/**
 * The event store contract against every adapter that is reachable: PGlite always, PostgreSQL on the test
 * server, EventStoreDB at EVENT_STORE_URL=esdb://… or in a container when a Docker engine is there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { PgliteSql } from '../sql/pglite-sql';
import { PostgresSql } from '../sql/postgres-sql';
import { announceSkip, cloneTestPglite, openTestPostgres, postgresSkipReason } from '../testing/test-databases';
import { EsdbEventStore } from './esdb-event-store';
import { describeEventStoreContract } from './event-store.contract';
import type { EventStore } from './event-store.port';
import { SqlEventStore } from './sql-event-store';

describeEventStoreContract('PGlite', async () => {
  let sql = await cloneTestPglite();
  let dataDir: string | null = null;
  const store = await SqlEventStore.open(sql);
  return {
    store,
    async reopen() {
      // A real close and reopen: the database moves into a folder, is closed, and is opened again from it.
      const dump = await sql.db.dumpDataDir('none');
      await sql.close();
      dataDir = await mkdtemp(join(tmpdir(), 'stint-event-store-'));
      await (await PgliteSql.open({ dataDir, loadDataDir: dump })).close();
      sql = await PgliteSql.open({ dataDir });
      return SqlEventStore.open(sql);
    },
    async dispose() {
      await sql.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
});

describe.skipIf(announceSkip('PostgreSQL event store', postgresSkipReason()))('PostgreSQL', () => {
  describeEventStoreContract('PostgreSQL', async () => {
    const db = await openTestPostgres();
    let sql = db.sql;
    const stores: EventStore[] = [await SqlEventStore.open(sql)];
    return {
      store: stores[0]!,
      // Another process: its own pool and listener, closed with the store.
      openAnother: () => SqlEventStore.open(new PostgresSql(db.url), { ownsSql: true }),
      async reopen() {
        // A new pool and listener connection: nothing is carried over in memory.
        await sql.close();
        sql = new PostgresSql(db.url);
        stores.push(await SqlEventStore.open(sql));
        return stores.at(-1)!;
      },
      async dispose() {
        await Promise.all(stores.map((store) => store.close()));
        await sql.close().catch(() => {});
        await db.drop();
      },
    };
  });
});

type EsdbTarget = { url: string } | { docker: true } | { skip: string };

async function findEventStoreDb(): Promise<EsdbTarget> {
  const url = process.env.EVENT_STORE_URL;
  if (url && /^esdb(\+discover)?:\/\//.test(url)) return { url };
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return { docker: true };
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { skip: `no EVENT_STORE_URL=esdb://… and no Docker engine for testcontainers (${why})` };
  }
}

async function startEventStoreDb(): Promise<{ url: string; stop(): Promise<void> }> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
      EVENTSTORE_MEM_DB: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    async stop() {
      await container.stop();
    },
  };
}

const eventStoreDb = await findEventStoreDb();

describe.skipIf(announceSkip('EventStoreDB', 'skip' in eventStoreDb ? eventStoreDb.skip : null))('EventStoreDB', () => {
  let server: Promise<{ url: string; stop(): Promise<void> }> | null = null;
  const serverUrl = async () => {
    if ('url' in eventStoreDb) return eventStoreDb.url;
    server ??= startEventStoreDb();
    return (await server).url;
  };
  afterAll(async () => {
    if (server) await (await server).stop();
  });

  describeEventStoreContract('EventStoreDB', async () => {
    const url = await serverUrl();
    const stores: EventStore[] = [EsdbEventStore.connect(url)];
    return {
      store: stores[0]!,
      // The server keeps the log; a reopen is a new client (new gRPC channel) over it.
      async reopen() {
        stores.push(EsdbEventStore.connect(url));
        return stores.at(-1)!;
      },
      async dispose() {
        await Promise.all(stores.map((store) => store.close()));
      },
    };
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, describe } from 'vitest';
import { GenericContainer, Wait, getContainerRuntimeClient, type StartedTestContainer } from 'testcontainers';
import { announceSkip, cloneTestPglite, openTestPostgres, postgresSkipReason } from '../testing/test-databases';
import { MongoReadStore } from './mongo-read-store';
import { describeReadStoreContract } from './read-store.contract';
import { SqlReadStore } from './sql-read-store';

describeReadStoreContract('SQL on PGlite', async () => {
  const sql = await cloneTestPglite();
  const store = await SqlReadStore.open(sql);
  return {
    store,
    async dispose() {
      await store.close();
      await sql.close();
    },
  };
});

describe.skipIf(announceSkip('ReadStore contract (SQL on PostgreSQL)', postgresSkipReason()))('PostgreSQL', () => {
  describeReadStoreContract('SQL on PostgreSQL', async () => {
    const db = await openTestPostgres();
    const store = await SqlReadStore.open(db.sql);
    return {
      store,
      async dispose() {
        await store.close();
        await db.drop();
      },
    };
  });
});

/**
 * MongoDB: READ_STORE_URL=mongodb://… when given, else a throwaway mongo:7 container. Only the engine is
 * probed here (it fails in milliseconds without Docker); the container starts when the suite runs.
 */
async function mongoTarget(): Promise<{ url: () => Promise<string> } | { skip: string }> {
  const given = process.env.READ_STORE_URL;
  if (given && /^mongodb(\+srv)?:\/\//.test(given)) return { url: async () => given };
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    const why = (error as Error).message.split('\n')[0];
    return { skip: `no READ_STORE_URL=mongodb://… and no Docker engine (${why})` };
  }
  let started: Promise<StartedTestContainer> | null = null;
  afterAll(async () => {
    await (await started)?.stop();
  });
  return {
    async url() {
      started ??= new GenericContainer('mongo:7')
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .start();
      const container = await started;
      return `mongodb://${container.getHost()}:${container.getMappedPort(27017)}`;
    },
  };
}

const mongo = await mongoTarget();

describe.skipIf(announceSkip('ReadStore contract (MongoDB)', 'skip' in mongo ? mongo.skip : null))('MongoDB', () => {
  describeReadStoreContract('MongoDB', async () => {
    if ('skip' in mongo) throw new Error(mongo.skip);
    const url = await mongo.url();
    const dbName = `t_${randomBytes(6).toString('hex')}`;
    const store = await MongoReadStore.open(url, { dbName });
    return {
      store,
      async dispose() {
        await store.db.dropDatabase().catch(() => {});
        await store.close();
      },
    };
  });
});

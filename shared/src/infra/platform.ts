/**
 * Opens the adapters the configuration asks for (docs/architecture.md §Run profiles): PGlite under DATA_DIR for
 * whatever has no server URL, PostgreSQL / EventStoreDB / MongoDB / Redis / SMTP where a URL is set. Every process
 * (api, projector, workers, or all three in one) starts from here and closes it on SIGTERM.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openBus } from './bus/index';
import { lockDataDir } from './data-dir-lock';
import type { Bus } from './bus/bus.port';
import type { Config } from './config';
import { openEventStore } from './event-store/index';
import type { EventStore } from './event-store/event-store.port';
import type { Logger } from './logger';
import { openMailer } from './mail/index';
import type { Mailer } from './mail/mail.port';
import { openQueue } from './queue/index';
import type { Queue } from './queue/queue.port';
import { openReadStore } from './read-store/index';
import type { ReadStore } from './read-store/read-store.port';
import { PgliteSql } from './sql/pglite-sql';
import { PostgresSql } from './sql/postgres-sql';
import type { Sql } from './sql/sql.port';
import { FsBlobStore } from './blobs/index';
import type { BlobStore } from './blobs/blob-store.port';
import { MasterKeyRing, readOrCreateMasterKeyFile } from './crypto/master-keys';
import { MongoKeyStore, PersonalDataCipher, SqlKeyStore, type WrappedKeyStore } from './crypto/personal-data';

export type Platform = {
  config: Config;
  logger: Logger;
  eventStore: EventStore;
  readStore: ReadStore;
  bus: Bus;
  queue: Queue;
  mailer: Mailer;
  blobs: BlobStore;
  keys: WrappedKeyStore;
  cipher: PersonalDataCipher;
  /** Signs tokens and blob URLs: JWT_SECRET, or one generated once and kept in DATA_DIR. */
  secret: string;
  close(): Promise<void>;
};

export { DataDirLockedError } from './data-dir-lock';

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * The master keys that wrap personal-data keys: PERSONAL_DATA_MASTER_KEYS, or (embedded only; config.ts refuses
 * the server profiles without it) a key kept in DATA_DIR, created on first start.
 */
function masterKeysFor(config: Config, logger: Logger): MasterKeyRing {
  if (config.PERSONAL_DATA_MASTER_KEYS) return new MasterKeyRing(config.PERSONAL_DATA_MASTER_KEYS);
  const { keys, file, created } = readOrCreateMasterKeyFile(config.dataDir);
  if (created)
    logger.warn(
      { file },
      'created the personal-data master key in DATA_DIR (owner-only); anyone who copies DATA_DIR can open personal ' +
        'data with it: a production deployment sets PERSONAL_DATA_MASTER_KEYS and keeps it elsewhere',
    );
  return new MasterKeyRing(keys);
}

export type PlatformOverrides = {
  /** An already open PGlite (tests clone a template instead of creating a database). */
  pglite?: PgliteSql;
};

/** Where the embedded profile keeps its PGlite database inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'pglite');

export async function openPlatform(
  config: Config,
  logger: Logger,
  overrides: PlatformOverrides = {},
): Promise<Platform> {
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.reverse()) {
      await closer().catch((error) => logger.warn({ err: error }, 'error while closing'));
    }
  };
  try {
    mkdirSync(config.dataDir, { recursive: true });
    let pglite = overrides.pglite;
    if (pglite) {
      const given = pglite;
      closers.push(() => given.close());
    } else if (config.embedded) {
      const release = await lockDataDir(config.dataDir);
      closers.push(release);
      pglite = await PgliteSql.open({ dataDir: embeddedDatabaseDir(config.dataDir) });
      closers.push(() => pglite!.close());
    }
    const secret = config.JWT_SECRET ?? readOrCreateSecret(config.dataDir);

    const eventStore = await openEventStore(config.EVENT_STORE_URL, {
      pglite,
      logger: logger.child({ module: 'snapshots' }),
    });
    closers.push(() => eventStore.close());
    const readStore = await openReadStore(config.READ_STORE_URL, { pglite });
    closers.push(() => readStore.close());

    const masterKeys = masterKeysFor(config, logger);
    // The SQL database beside the stores, for the key store and (without Redis) the queue: PGlite, else the
    // PostgreSQL of the read store or of the event store.
    const postgresUrl = [config.READ_STORE_URL, config.EVENT_STORE_URL].find((url) => url?.startsWith('postgres'));
    let sql: Sql | undefined = pglite;
    if (!sql && postgresUrl) {
      const postgres = new PostgresSql(postgresUrl, { max: 4 });
      closers.push(() => postgres.close());
      sql = postgres;
    }
    let keys: WrappedKeyStore;
    if (config.READ_STORE_URL?.startsWith('mongodb')) {
      keys = await MongoKeyStore.open(config.READ_STORE_URL, masterKeys);
    } else {
      keys = await SqlKeyStore.open(sql!, masterKeys);
    }
    closers.push(() => keys.close());
    const cipher = new PersonalDataCipher(keys);

    const bus = await openBus(config.REDIS_URL, { logger, namespace: config.QUEUE_PREFIX });
    closers.push(() => bus.close());
    const queue = await openQueue(
      { redisUrl: config.REDIS_URL, sql },
      {
        logger,
        prefix: config.QUEUE_PREFIX,
        stall: { lockDurationMs: config.QUEUE_LOCK_MS, stalledIntervalMs: config.QUEUE_STALLED_CHECK_MS },
        // PGlite has one process (the DATA_DIR lock): jobs it finds active were cut off by a crash.
        exclusive: sql?.kind === 'pglite',
      },
    );
    closers.push(() => queue.close());
    const mailer = await openMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.dataDir,
      from: config.MAIL_FROM,
      logger,
    });
    closers.push(() => mailer.close());
    const blobs = new FsBlobStore(join(config.dataDir, 'blobs'));

    logger.info(
      {
        eventStore: eventStore.kind,
        readStore: readStore.kind,
        bus: bus.kind,
        queue: queue.kind,
        mail: mailer.kind,
        dataDir: config.dataDir,
      },
      'platform open',
    );
    return { config, logger, eventStore, readStore, bus, queue, mailer, blobs, keys, cipher, secret, close };
  } catch (error) {
    await close();
    throw error;
  }
}

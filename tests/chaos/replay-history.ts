/**
 * A large, realistic event history for the projector replay chaos suite, on PostgreSQL.
 *
 * 1. One real history: `npm run seed`'s demo data (every step through the api's own route handlers and deciders,
 *    with an in-process projector), then a scenario that reaches every event type the seed leaves out (profile
 *    and password changes, a reset link used, bookmarks, take-downs, the newsletter and its digest, reminders,
 *    settings, the job board, an erased account), again through the routes and the workers' own jobs.
 * 2. Multiplied: the history is copied K times into a fresh database, events interleaved copy by copy in the
 *    original order, every id remapped consistently per copy (stream names, entity and event ids, the keyed
 *    hashes that name reservation and newsletter streams, the people inside the data) and every email made
 *    unique. A sealed value binds its owner (the `p` it names is the AES-GCM associated data), so each one is
 *    opened with the owner's key and sealed again for the copy's owner, whose key is the original's copied
 *    under the new id, wrapped again for it by the master key (the wrapping binds the person too; an erased
 *    person's copy is erased too, so their values read as "Deleted user").
 *
 * Nothing is cached between runs: the seed takes a few seconds, the copying a few more.
 */
import { MasterKeyRing, parseMasterKeys } from '@stint/shared/infra/crypto/master-keys';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { SqlKeyStore } from '@stint/shared/infra/crypto/personal-data';
import { createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { writeRealHistory, type EventRow } from './replay-history/real-history';
import { HistoryCopier, collectIds, INSERT_EVENTS, INSERT_KEYS } from './replay-history/copier';

export type ReplayHistory = {
  /** The database holding the multiplied history (event store, key store; read models start empty). */
  url: string;
  /** The secret the history was written with (JWT_SECRET of the processes that read it). */
  secret: string;
  /** The master key its personal-data keys are wrapped by (PERSONAL_DATA_MASTER_KEYS of the processes). */
  masterKeys: string;
  /** Events of the one real history, and how many copies of it are in the database. */
  baseEvents: number;
  copies: number;
  /** Events in the database. */
  events: number;
  /** How many events of each type the one real history has. */
  typeCounts: Record<string, number>;
  /** Appends `count` more copies (after everything there is); returns the events appended. */
  appendCopies(count: number): Promise<number>;
  drop(): Promise<void>;
};

/**
 * Builds the history: one real history multiplied to about `targetEvents`. `random` orders the copies of each
 * event (seeded, so a printed seed gives the same database).
 */
export async function buildReplayHistory(options: {
  targetEvents: number;
  random: () => number;
  log?: (line: string) => void;
}): Promise<ReplayHistory> {
  const log = options.log ?? (() => {});
  const real = await writeRealHistory(log);
  const masterKeys = new MasterKeyRing(parseMasterKeys(real.masterKeys));
  const copier = new HistoryCopier(collectIds(real.events, real.keys), real.keys, masterKeys);
  const typeCounts: Record<string, number> = {};
  for (const event of real.events) typeCounts[event.type] = (typeCounts[event.type] ?? 0) + 1;

  const db = await createTestPostgresDatabase();
  const sql = new PostgresSql(db.url);
  await (await SqlEventStore.open(sql)).close();
  await SqlKeyStore.open(sql, masterKeys);
  let copies = 0;
  let total = 0;

  async function appendCopies(count: number): Promise<number> {
    const started = Date.now();
    const first = copies;
    const order = Array.from({ length: count }, (_, index) => first + index);
    let batch: EventRow[] = [];
    let appended = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await sql.query(INSERT_EVENTS, [JSON.stringify(batch)]);
      appended += batch.length;
      batch = [];
    };
    for (let copy = first; copy < first + count; copy++) {
      const rows = copier.keyRows(copy).map((row) => ({ ...row, key: row.key?.toString('base64') ?? null }));
      await sql.query(INSERT_KEYS, [JSON.stringify(rows)]);
    }
    for (const event of real.events) {
      // Copies interleave event by event, in a seeded order, each keeping its own order.
      for (let index = order.length - 1; index > 0; index--) {
        const other = Math.floor(options.random() * (index + 1));
        [order[index], order[other]] = [order[other]!, order[index]!];
      }
      for (const copy of order) {
        const row = copier.event(event, copy);
        if (row) batch.push(row);
      }
      if (batch.length >= 2000) await flush();
    }
    await flush();
    copies += count;
    total += appended;
    log(`appended ${count} cop${count === 1 ? 'y' : 'ies'}: ${appended} events in ${Date.now() - started} ms`);
    return appended;
  }

  const copiesWanted = Math.max(1, Math.ceil(options.targetEvents / real.events.length));
  await appendCopies(copiesWanted);
  return {
    url: db.url,
    secret: real.secret,
    masterKeys: real.masterKeys,
    baseEvents: real.events.length,
    get copies() {
      return copies;
    },
    get events() {
      return total;
    },
    typeCounts,
    appendCopies,
    async drop() {
      await sql.close().catch(() => {});
      await db.drop();
    },
  };
}

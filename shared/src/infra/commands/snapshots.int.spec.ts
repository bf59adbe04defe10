/**
 * Snapshots in the command path (docs/architecture.md §Event model), on every reachable event store: a cold apply on an
 * internship with many prior applications decides and records the same with and without snapshots, a snapshot that
 * must not be used is ignored and logged, and retried commands stay idempotent past a snapshot. "Cold" is a new store
 * object over the same data: nothing folded in this process.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { InternshipCommand } from '../../internships/internships.commands';
import { internshipDecider } from '../../internships/internships.decider';
import { internshipStream } from '../../internships/internships.streams';
import { details, submitApplication, today, withdrawApplication } from '../../testing/internship-events';
import { EsdbEventStore } from '../event-store/esdb-event-store';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import type { Snapshot } from '../event-store/snapshot-store.port';
import { SqlEventStore } from '../event-store/sql-event-store';
import type { Logger } from '../logger';
import { PostgresSql } from '../sql/postgres-sql';
import { capturingLogger } from '../testing/capturing-logger';
import { announceSkip, cloneTestPglite, openTestPostgres, postgresSkipReason } from '../testing/test-databases';
import { handleCommand, type CommandContext } from './handle-command';

/** One database; each `open` is a new store over it (another process, as far as folds go). */
type Database = { open(logger: Logger): Promise<EventStore>; dispose(): Promise<void> };

/** Applications before the command under test: snapshots at 100 and 200 events, 51 events after the last. */
const PRIOR = 250;

const withoutSnapshots: typeof internshipDecider = { ...internshipDecider, snapshot: undefined };

const context = (commandId: string = randomUUID()): CommandContext => ({
  commandId,
  actor: { id: 'u1', role: 'student' },
  at: '2027-01-01T10:00:00.000Z',
  correlationId: 'c1',
});

const apply = submitApplication;

const run = (
  store: EventStore,
  id: string,
  decider: typeof internshipDecider,
  command: InternshipCommand,
  ctx = context(),
) => handleCommand(store, internshipStream(id), decider, command, ctx);

/** Puts `snapshot` in place of whatever is kept (the store keeps a later revision of the same version). */
async function replaceSnapshot(store: EventStore, snapshot: Snapshot): Promise<void> {
  await store.snapshots.write({ ...snapshot, version: snapshot.version + 1 });
  await store.snapshots.write(snapshot);
}

/** An internship with two positions and `PRIOR` applications, all through the command path. */
async function internshipWithApplications(store: EventStore, decider: typeof internshipDecider): Promise<string> {
  const id = randomUUID();
  await run(store, id, decider, {
    type: 'PostInternship',
    internshipId: id,
    employerId: 'e1',
    details: { ...details, positions: 2 },
    asDraft: false,
    today,
  });
  for (let n = 1; n <= PRIOR; n++) await run(store, id, decider, apply(n));
  return id;
}

/** What a command did, with the internship's id taken out so two internships compare. */
async function outcome(store: EventStore, id: string, decider: typeof internshipDecider, command: InternshipCommand) {
  const before = (await store.readStream(internshipStream(id))).length;
  const answer = await run(store, id, decider, command).then(
    (result) => ({ events: result.events, revision: result.revision, replayed: result.replayed }),
    (error: Error) => ({ refused: `${error.name}: ${error.message}` }),
  );
  const written = (await store.readStream(internshipStream(id), { from: BigInt(before) })).map(
    ({ type, data, revision }: RecordedEvent) => ({ type, data, revision }),
  );
  const json = JSON.stringify({ answer, written }, (_key, value: unknown) =>
    typeof value === 'bigint' ? String(value) : value,
  );
  return JSON.parse(json.replaceAll(id, '<internship>')) as unknown;
}

const snapshotAt = async (store: EventStore, id: string, revision: bigint) =>
  vi.waitFor(
    async () => {
      const found = await store.snapshots.read(internshipStream(id), 'internship');
      expect(found?.revision).toBe(revision);
      return found!;
    },
    { timeout: 10_000 },
  );

/** The commands compared: a new application, a student applying twice, two acceptances, one too many, a withdrawal. */
const COMMANDS: InternshipCommand[] = [
  apply(PRIOR + 1),
  apply(3),
  { type: 'DecideApplication', applicationId: 'a7', employerId: 'e1', status: 'accepted' },
  { type: 'DecideApplication', applicationId: `a${PRIOR + 1}`, employerId: 'e1', status: 'accepted' },
  { type: 'DecideApplication', applicationId: 'a9', employerId: 'e1', status: 'accepted' },
  withdrawApplication('a8', 's8'),
  apply(PRIOR + 2),
];

function describeSnapshotCommands(name: string, openDatabase: () => Promise<Database>): void {
  describe(`commands on a hot stream with snapshots: ${name}`, () => {
    const withDatabase = async (test: (db: Database) => Promise<void>) => {
      const db = await openDatabase();
      try {
        await test(db);
      } finally {
        await db.dispose();
      }
    };

    it('decides and records the same from a cold start with and without snapshots', async () => {
      await withDatabase(async (db) => {
        const setup = await db.open(capturingLogger().logger);
        const withSnaps = await internshipWithApplications(setup, internshipDecider);
        const without = await internshipWithApplications(setup, withoutSnapshots);
        await snapshotAt(setup, withSnaps, 199n);
        expect(await setup.snapshots.read(internshipStream(without), 'internship')).toBeNull();

        for (const command of COMMANDS) {
          // Each command from a cold store: the one with snapshots starts from the snapshot, the other from event 0.
          const [a, b] = [await db.open(capturingLogger().logger), await db.open(capturingLogger().logger)];
          expect(await outcome(a, withSnaps, internshipDecider, command)).toEqual(
            await outcome(b, without, withoutSnapshots, command),
          );
        }
        const recorded = (await setup.readStream(internshipStream(withSnaps))).length;
        // Taken: an application, two acceptances, a withdrawal; refused: a second application, a third acceptance, one more.
        expect(recorded).toBe(PRIOR + 1 + 4);
      });
    });

    it('starts a cold fold from the snapshot, and writes the next one after the append that reaches 300 events', async () => {
      await withDatabase(async (db) => {
        const store = await db.open(capturingLogger().logger);
        const id = await internshipWithApplications(store, internshipDecider);
        const kept = await snapshotAt(store, id, 199n);
        // Proof the snapshot is what a cold fold starts from: one saying the internship is inactive is believed.
        const inactive = { ...(kept.state as object), internshipStatus: 'inactive' };
        await replaceSnapshot(store, { ...kept, state: inactive });
        const cold = await db.open(capturingLogger().logger);
        await expect(run(cold, id, internshipDecider, apply(PRIOR + 1))).rejects.toThrow(
          'This internship is not accepting applications',
        );
        await replaceSnapshot(store, kept);
        for (let n = PRIOR + 1; n <= 299; n++) await run(store, id, internshipDecider, apply(n));
        await snapshotAt(store, id, 299n);
      });
    });

    it('ignores and logs a corrupt snapshot, one of another version, and one past the stream’s end', async () => {
      await withDatabase(async (db) => {
        const setup = await db.open(capturingLogger().logger);
        const id = await internshipWithApplications(setup, internshipDecider);
        const kept = await snapshotAt(setup, id, 199n);
        const cases = [
          { snapshot: { ...kept, state: { status: 'posted', applications: 'lost' } }, log: 'corrupt snapshot ignored' },
          { snapshot: { ...kept, state: null }, log: 'corrupt snapshot ignored' },
          { snapshot: { ...kept, version: 999 }, log: 'snapshot of another state version ignored' },
          { snapshot: { ...kept, revision: 10_000n }, log: 'snapshot of a revision the stream does not have' },
        ];
        let n = PRIOR;
        for (const { snapshot, log } of cases) {
          await replaceSnapshot(setup, snapshot);
          const { logger, lines } = capturingLogger();
          const cold = await db.open(logger);
          const result = await run(cold, id, internshipDecider, apply(++n));
          expect(result.events.map((event) => event.type)).toEqual(['ApplicationSubmitted']);
          expect(result.revision).toBe(BigInt(n));
          // Refused like any fold would: the student who applied first is still known.
          await expect(run(cold, id, internshipDecider, apply(1))).rejects.toThrow('You have already applied');
          expect(lines.filter((line) => String(line.msg).includes(log))).toHaveLength(1);
        }
      });
    });

    it('answers a retried command with its first outcome past a snapshot, cold and warm', async () => {
      await withDatabase(async (db) => {
        const store = await db.open(capturingLogger().logger);
        const id = await internshipWithApplications(store, internshipDecider);
        // A command before the snapshot (application 5, revision 5) and one after it (revision 251).
        const early = (await store.readStream(internshipStream(id), { from: 5n, maxCount: 1 }))[0]!;
        const earlyFirst = {
          events: [{ type: early.type, data: early.data }],
          position: early.position,
          revision: 5n,
          replayed: false,
        };
        const late = context(`retry-${randomUUID()}`);
        const lateFirst = await run(store, id, internshipDecider, apply(PRIOR + 1), late);
        await snapshotAt(store, id, 199n);
        const head = (await store.readStream(internshipStream(id))).length;

        for (const [ctx, command, first] of [
          // The command id of the setup's fifth application: its causation id (handleCommand's default).
          [context(early.metadata.causationId), apply(5), earlyFirst],
          [late, apply(PRIOR + 1), lateFirst],
        ] as const) {
          const cold = await db.open(capturingLogger().logger);
          expect(await run(cold, id, internshipDecider, command, ctx)).toEqual({ ...first, replayed: true });
          // Warm: the same store again, now that it has folded the stream from the snapshot.
          await run(cold, id, internshipDecider, apply(PRIOR + 100 + Number(first.revision)));
          expect(await run(cold, id, internshipDecider, command, ctx)).toEqual({ ...first, replayed: true });
        }
        // Nothing was appended by the retries: only the two new applications.
        expect((await store.readStream(internshipStream(id))).length).toBe(head + 2);
      });
    });
  });
}

describeSnapshotCommands('PGlite', async () => {
  const sql = await cloneTestPglite();
  return {
    open: (logger) => SqlEventStore.open(sql, { logger }),
    dispose: () => sql.close(),
  };
});

describe.skipIf(announceSkip('PostgreSQL snapshots', postgresSkipReason()))('PostgreSQL', () => {
  describeSnapshotCommands('PostgreSQL', async () => {
    const db = await openTestPostgres();
    const stores: EventStore[] = [];
    return {
      async open(logger) {
        stores.push(await SqlEventStore.open(new PostgresSql(db.url), { ownsSql: true, logger }));
        return stores.at(-1)!;
      },
      async dispose() {
        await Promise.all(stores.map((store) => store.close()));
        await db.drop();
      },
    };
  });
});

const esdbUrl = process.env.EVENT_STORE_URL?.startsWith('esdb') ? process.env.EVENT_STORE_URL : null;
const esdbSkip = esdbUrl
  ? null
  : 'no EVENT_STORE_URL=esdb://… (the event store contract starts a container; this spec needs a server)';

describe.skipIf(announceSkip('EventStoreDB snapshots', esdbSkip))('EventStoreDB', () => {
  describeSnapshotCommands('EventStoreDB', async () => {
    const stores: EventStore[] = [];
    return {
      async open(logger) {
        stores.push(EsdbEventStore.connect(esdbUrl!, logger));
        return stores.at(-1)!;
      },
      async dispose() {
        await Promise.all(stores.map((store) => store.close()));
      },
    };
  });
});

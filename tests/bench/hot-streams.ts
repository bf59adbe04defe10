/**
 * Hot streams (issue 16, item 5): applying to one internship that already has 10,000 applications, on PGlite
 * (embedded) and PostgreSQL (server), through the command path (`handleCommand` with the internship decider).
 *
 *  - cold, no snapshot: a new store object (nothing folded in this process) folds the whole stream, as every apply
 *    did before snapshots and as a decider without them still does;
 *  - cold, from the snapshot: a new store object starts from the internship's snapshot (written every 100 events)
 *    and folds the events after it; the samples walk through offsets 1… after the snapshot;
 *  - warm: one store applying one student after another (what this process folded last is kept), p50 / p99, with and
 *    without snapshots being written.
 * A cold sample on PostgreSQL opens a new pool, so it includes a connection. The history is appended as the command
 * path would have (same events, ids and metadata), 500 events per append, to spend the time on the measured part.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { InternshipCommand } from '@stint/shared/internships/internships.commands';
import { fold } from '@stint/shared/decider';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { deriveEventId, deterministicId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { EventStore, EventToAppend } from '@stint/shared/infra/event-store/event-store.port';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { createLogger } from '@stint/shared/infra/logger';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { cloneTestPglite, createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { details, resume, sealed } from '@stint/shared/testing/internship-events';
import { ms, report, summarize } from './results';
import { envNumber, PROFILE_LABEL, type Profile } from './stint-under-load';

const APPLICATIONS = envNumber('BENCH_HOT_APPLICATIONS', 10_000);
const WARM_APPLIES = envNumber('BENCH_HOT_WARM', 200);
const COLD_FROM_SNAPSHOT = envNumber('BENCH_HOT_COLD', 30);
/** Each of these folds the whole stream: tens of seconds apiece at 10,000 events (see the report). */
const COLD_WITHOUT = envNumber('BENCH_HOT_COLD_FULL', 1);
const APPEND_BATCH = 500;
const TODAY = '2027-01-01';

const withoutSnapshots: typeof internshipDecider = { ...internshipDecider, snapshot: undefined };
const logger = createLogger('warn');

const context = (commandId = randomUUID()): CommandContext => ({
  commandId,
  actor: { id: 'bench', role: 'student' },
  at: new Date().toISOString(),
  correlationId: randomUUID(),
});

/** A new student applying to the internship. */
function apply(internshipId: string): InternshipCommand {
  const studentId = randomUUID();
  return {
    type: 'SubmitApplication',
    applicationId: deterministicId(internshipId, studentId),
    studentId,
    resume,
    personal: sealed,
    today: TODAY,
  };
}

/** An internship with two positions and `APPLICATIONS` applications, recorded as the command path records them. */
async function hotInternship(store: EventStore): Promise<string> {
  const internshipId = randomUUID();
  const stream = internshipStream(internshipId);
  const posted = await handleCommand(
    store,
    stream,
    withoutSnapshots,
    {
      type: 'PostInternship',
      internshipId,
      employerId: 'e1',
      details: { ...details, positions: 2 },
      asDraft: false,
      today: TODAY,
    },
    context(),
  );
  // Each application as the decider records it, decided on the posted internship (none of them repeats a student).
  const open = fold(internshipDecider, posted.events);
  for (let done = 0; done < APPLICATIONS; done += APPEND_BATCH) {
    const events: EventToAppend[] = [];
    for (let i = done; i < Math.min(APPLICATIONS, done + APPEND_BATCH); i++) {
      const ctx = context();
      const [event] = internshipDecider.decide(apply(internshipId), open);
      events.push({
        id: deriveEventId(ctx.commandId, stream, 0),
        type: event!.type,
        data: event!.data,
        metadata: { correlationId: ctx.correlationId, causationId: ctx.commandId, actor: ctx.actor, at: ctx.at },
      });
    }
    await store.append(stream, events, { expectedRevision: BigInt(done) });
  }
  return internshipId;
}

async function timedApply(store: EventStore, internshipId: string, decider: typeof internshipDecider) {
  const started = performance.now();
  const result = await handleCommand(store, internshipStream(internshipId), decider, apply(internshipId), context());
  if (result.events[0]?.type !== 'ApplicationSubmitted') throw new Error('the apply was not taken');
  return performance.now() - started;
}

const load = () => `load ${loadavg()[0]!.toFixed(2)}`;

type Database = { open(): Promise<EventStore>; close(): Promise<void> };

async function openDatabase(profile: Profile): Promise<Database> {
  if (profile === 'embedded') {
    const sql = await cloneTestPglite();
    // One PGlite, new store objects over it: what a restarted process holds in memory is nothing.
    return { open: () => SqlEventStore.open(sql, { logger }), close: () => sql.close() };
  }
  const db = await createTestPostgresDatabase();
  const stores: EventStore[] = [];
  return {
    async open() {
      stores.push(await SqlEventStore.open(new PostgresSql(db.url, { max: 2 }), { ownsSql: true, logger }));
      return stores.at(-1)!;
    },
    async close() {
      await Promise.all(stores.map((store) => store.close()));
      await db.drop();
    },
  };
}

export async function benchHotStreams(profile: Profile): Promise<void> {
  const label = `${PROFILE_LABEL[profile]}: hot stream (${APPLICATIONS.toLocaleString('en-US')} applications)`;
  const db = await openDatabase(profile);
  try {
    const setupStore = await db.open();
    const started = performance.now();
    const internshipId = await hotInternship(setupStore);
    console.log(`  recorded ${APPLICATIONS} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // The cold sample's store is warm afterwards: the warm applies without snapshots go on from it.
    const coldWithout: number[] = [];
    let warmWithoutStore = setupStore;
    for (let i = 0; i < COLD_WITHOUT; i++) {
      warmWithoutStore = await db.open();
      coldWithout.push(await timedApply(warmWithoutStore, internshipId, withoutSnapshots));
    }
    const without = summarize(coldWithout);
    report(
      `${label}: cold apply, no snapshot (${COLD_WITHOUT}×)`,
      `p50 ${ms(without.p50)}, max ${ms(without.max)}; ${load()}`,
    );

    const warmWithout: number[] = [];
    for (let i = 0; i < WARM_APPLIES; i++) {
      warmWithout.push(await timedApply(warmWithoutStore, internshipId, withoutSnapshots));
    }
    const ww = summarize(warmWithout);
    report(`${label}: warm apply, no snapshots (${WARM_APPLIES}×)`, `p50 ${ms(ww.p50)}, p99 ${ms(ww.p99)}; ${load()}`);

    // The first apply with snapshots folds the whole stream (none kept yet); the warm ones write one every 100.
    const warmWithStore = await db.open();
    await timedApply(warmWithStore, internshipId, internshipDecider);
    const warmWith: number[] = [];
    for (let i = 0; i < WARM_APPLIES; i++)
      warmWith.push(await timedApply(warmWithStore, internshipId, internshipDecider));
    const wi = summarize(warmWith);
    report(
      `${label}: warm apply, with snapshots (${WARM_APPLIES}×)`,
      `p50 ${ms(wi.p50)}, p99 ${ms(wi.p99)}; ${load()}`,
    );

    const coldWith: number[] = [];
    for (let i = 0; i < COLD_FROM_SNAPSHOT; i++) {
      coldWith.push(await timedApply(await db.open(), internshipId, internshipDecider));
    }
    const cw = summarize(coldWith);
    const snapshot = await setupStore.snapshots.read(internshipStream(internshipId), 'internship');
    report(
      `${label}: cold apply, from the snapshot (${COLD_FROM_SNAPSHOT}×)`,
      `p50 ${ms(cw.p50)}, p99 ${ms(cw.p99)}, max ${ms(cw.max)} (snapshot at revision ${snapshot?.revision ?? 'none'}); ${load()}`,
      { coldWithout, coldWith, warmWithout: ww, warmWith: wi },
    );
  } finally {
    await db.close();
  }
}

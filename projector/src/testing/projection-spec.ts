/**
 * Projection specs (docs/style.md §Tests: given events → documents; replay twice → same documents). The events go into
 * a real event store on a cloned PGlite and the real runner projects them, so a spec exercises exactly what production
 * runs.
 */
import { randomUUID } from 'node:crypto';
import { onTestFinished } from 'vitest';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import type { EventMetadata } from '@stint/shared/infra/event-store/event-store.port';
import { MemoryKeyStore, PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { createLogger } from '@stint/shared/infra/logger';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import type { Doc } from '@stint/shared/infra/read-store/read-store.port';
import { cloneTestPglite } from '@stint/shared/infra/testing/test-databases';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import type { SealedValue } from '@stint/shared/sealed';
import { channels } from '@stint/shared/infra/channels';
import type { Projection } from '../runtime/projection';
import { ProjectorRunner } from '../runtime/projector-runner';
import { resetProjection } from '../runtime/reset-projection';

/** Seals a person's data with their key, as the api does before it appends. */
export type Seal = (personId: string, data: unknown) => Promise<SealedValue>;
export const sealWith =
  (cipher: PersonalDataCipher): Seal =>
  (personId, data) =>
    cipher.encrypt(personId, JSON.stringify(data));

export type GivenEvent = {
  /** Default: a random id. */
  id?: string;
  stream: string;
  type: string;
  data: Record<string, unknown>;
  /** The body's version as stored; default: its type's current one (an older one appends a fixture of that shape). */
  version?: number;
  metadata?: Partial<EventMetadata>;
};

/**
 * `cipher`: the one the given events were sealed with (default: a fresh in-memory one). Call it inside a test: its
 * stores close when that test ends, passed or failed, so a spec reads as given events → documents.
 */
export async function projectEvents(
  projection: Projection,
  events: GivenEvent[],
  options: { cipher?: PersonalDataCipher } = {},
) {
  const cipher = options.cipher ?? new PersonalDataCipher(new MemoryKeyStore());
  const sql = await cloneTestPglite();
  const eventStore = await SqlEventStore.open(sql);
  const readStore = await SqlReadStore.open(sql);
  const bus = new MemoryBus();
  const notices: ChangeNotice[] = [];
  await bus.subscribe(channels.changes, (notice) => notices.push(notice as ChangeNotice));
  for (const event of events) {
    const at = event.metadata?.at ?? new Date().toISOString();
    await eventStore.append(
      event.stream,
      [
        {
          id: event.id ?? randomUUID(),
          type: event.type,
          version: event.version,
          data: event.data,
          metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: null, ...event.metadata, at },
        },
      ],
      { expectedRevision: 'any' },
    );
  }
  const logger = createLogger('silent');
  const run = async () => {
    const runner = new ProjectorRunner({
      eventStore,
      readStore,
      bus,
      logger,
      projections: [projection],
      batchSize: 7,
      cipher,
    });
    await runner.start();
    await runner.caughtUp();
    await runner.stop();
    // The in-process bus delivers on the next tick: let the last batch's notices arrive.
    await new Promise((resolve) => setImmediate(resolve));
  };
  const snapshot = async () => {
    const result: Record<string, Doc[]> = {};
    for (const spec of projection.collections) {
      result[spec.name] = await readStore.collection(spec).find({}, { sort: { _id: 1 } });
    }
    return result;
  };
  onTestFinished(async () => {
    await eventStore.close();
    await readStore.close();
    await bus.close();
    await sql.close();
  });
  await run();
  return {
    /** Documents of every collection of the projection, by collection name, sorted by _id. */
    documents: snapshot,
    notices,
    /** Drops the read model and replays the whole log again; returns the documents it then holds. */
    async replay() {
      await resetProjection(readStore, projection);
      await run();
      return snapshot();
    },
  };
}

/**
 * A spec of `projection` over events sealed with one fresh cipher, the one the projection then opens them with:
 * `seal` seals a person's data as the api does, `given` is what `events(cipher)` builds, `project` projects a list of
 * events, and `cipher` can erase a key before a replay.
 */
export function projectionSpec<Given = undefined>(
  projection: Projection,
  events?: (cipher: PersonalDataCipher) => Given,
) {
  const cipher = new PersonalDataCipher(new MemoryKeyStore());
  return {
    cipher,
    seal: sealWith(cipher),
    given: events?.(cipher) as Given,
    project: (given: GivenEvent[]) => projectEvents(projection, given, { cipher }),
  };
}

/**
 * Snapshots on EventStoreDB / KurrentDB: each stream's snapshot for a decider is the last event of its own stream,
 * `snapshot-<decider>:<stream>`, which keeps only that one (`$maxCount` 1, so the server scavenges the older ones).
 * The event's type starts with `$`: subscriptions to $all filter system events out, so no projector or reactor is
 * ever handed a snapshot, while the stream itself needs no admin rights (a `$`-named stream would).
 */
import {
  BACKWARDS,
  END,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AppendExpectedRevision,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import type { Logger } from '../logger';
import type { Snapshot, SnapshotStore } from './snapshot-store.port';

export const SNAPSHOT_EVENT_TYPE = '$stint-snapshot';
const MAX_WRITE_ATTEMPTS = 3;

type SnapshotBody = { version: number; revision: string; state: unknown };

const snapshotStream = (stream: string, decider: string) => `snapshot-${decider}:${stream}`;

export class EsdbSnapshotStore implements SnapshotStore {
  constructor(
    private readonly client: EventStoreDBClient,
    readonly logger: Logger,
  ) {}

  async read(stream: string, decider: string): Promise<Snapshot | null> {
    const found = await this.readLast(snapshotStream(stream, decider));
    if (!found) return null;
    const { body } = found;
    return { stream, decider, version: body.version, revision: BigInt(body.revision), state: body.state };
  }

  async write(snapshot: Snapshot): Promise<void> {
    const name = snapshotStream(snapshot.stream, snapshot.decider);
    const body: SnapshotBody = {
      version: snapshot.version,
      revision: String(snapshot.revision),
      state: snapshot.state,
    };
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const kept = await this.readLast(name);
      if (kept && kept.body.version === snapshot.version && BigInt(kept.body.revision) >= snapshot.revision) return;
      const expectedRevision: AppendExpectedRevision = kept ? kept.revision : NO_STREAM;
      try {
        await this.client.appendToStream(name, jsonEvent({ type: SNAPSHOT_EVENT_TYPE, data: body }), {
          expectedRevision,
        });
        if (!kept) await this.client.setStreamMetadata(name, { maxCount: 1 });
        return;
      } catch (error) {
        // Another writer got in first: read what it kept and decide again.
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
    }
  }

  /** The snapshot stream's last event, or null. A body of another shape reads as version -1, which no decider uses. */
  private async readLast(name: string): Promise<{ revision: bigint; body: SnapshotBody } | null> {
    try {
      for await (const resolved of this.client.readStream(name, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        const event = resolved.event;
        if (!event || !event.isJson) continue;
        const data = event.data as Partial<SnapshotBody> | null;
        return {
          revision: event.revision,
          body: {
            version: typeof data?.version === 'number' ? data.version : -1,
            revision: typeof data?.revision === 'string' && /^\d+$/.test(data.revision) ? data.revision : '-1',
            state: data?.state ?? null,
          },
        };
      }
      return null;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
  }
}

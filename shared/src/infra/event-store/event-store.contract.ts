/**
 * The event store contract (docs/architecture.md §Ports and adapters): one suite every adapter must pass. Tests share
 * one store and own random stream ids; subscriptions keep only the events of their own streams, so the suite also runs
 * against a long-lived server that holds other events.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { EventStore } from './event-store.port';
import { describeAppends } from './event-store.contract/appends';
import { describeReads } from './event-store.contract/reads';
import { describeRaces } from './event-store.contract/races';
import { describeSubscriptions } from './event-store.contract/subscriptions';
import { describeSeveralProcesses } from './event-store.contract/processes';
import { describeDurability } from './event-store.contract/durability';
import { describeVersions } from './event-store.contract/versions';
import { describeSnapshots } from './event-store.contract/snapshots';
import type { EventStoreContractContext } from './event-store.contract/helpers';

export type EventStoreFixture = {
  store: EventStore;
  /** After `store.close()`: a new store over the same data (a real close and reopen of the database). */
  reopen?: () => Promise<EventStore>;
  /**
   * Another store over the same data, open at the same time as `store`, with its own connections: what
   * another process sees. The test that asks for it closes it, and closing it releases what it opened.
   */
  openAnother?: () => Promise<EventStore>;
  /** Closes whatever the fixture opened (stores, connections, databases, temporary folders). */
  dispose(): Promise<void>;
};

export function describeEventStoreContract(name: string, open: () => Promise<EventStoreFixture>): void {
  describe(`event store contract: ${name}`, () => {
    let fixture: EventStoreFixture | undefined;
    let store: EventStore;

    beforeAll(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterAll(async () => {
      await fixture?.store.close();
      await fixture?.dispose();
    });

    const t: EventStoreContractContext = {
      name,
      open,
      get store() {
        return store;
      },
      get fixture() {
        return fixture;
      },
    };

    describeAppends(t);
    describeReads(t);
    describeRaces(t);
    describeSubscriptions(t);
    describeSeveralProcesses(t);
    describeDurability(t);
    describeVersions(t);
    describeSnapshots(t);
  });
}

/** Helpers and the per-suite context shared by the event store contract files (see event-store.contract.ts). */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  ConcurrencyError,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
  type SubscribeOptions,
} from '../event-store.port';
import type { EventStoreFixture } from '../event-store.contract';

export function newStream(category = 'contract'): string {
  return `${category}-${randomUUID()}`;
}

export function newEvents(count: number): EventToAppend[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: index % 2 === 0 ? 'ThingHappened' : 'OtherThingHappened',
    data: { index, label: `event ${index}`, tags: ['a', 'b'] },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actor: { id: `user-${index}`, role: 'student' },
      at: new Date().toISOString(),
    },
  }));
}

export async function conflictOf(append: Promise<unknown>): Promise<ConcurrencyError> {
  const error = await append.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ConcurrencyError);
  return error as ConcurrencyError;
}

export function expectStrictlyIncreasing(positions: bigint[]): void {
  for (let i = 1; i < positions.length; i++) {
    if (positions[i]! <= positions[i - 1]!) {
      expect.fail(`positions not strictly increasing at ${i}: ${positions[i - 1]} then ${positions[i]}`);
    }
  }
}

export function byPosition(a: RecordedEvent, b: RecordedEvent): number {
  return a.position < b.position ? -1 : a.position > b.position ? 1 : 0;
}

/** Simulated work inside a handler (never used to wait for a result). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export type Collector = {
  /** The delivered events that pass the filter, in delivery order. */
  events: RecordedEvent[];
  /** Every batch as delivered (unfiltered). */
  calls: RecordedEvent[][];
  batchSizes: number[];
  caughtUpCount: number;
  /** How many filtered events had been delivered when onCaughtUp came. */
  eventsAtCaughtUp: number | null;
  errors: unknown[];
  maxConcurrentBatches: number;
  /** Resolves once `predicate` holds (checked after every callback); fails with what was seen on timeout. */
  until(predicate: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export function collect(
  store: EventStore,
  options: SubscribeOptions,
  filter: (event: RecordedEvent) => boolean,
  work?: (batch: RecordedEvent[]) => Promise<void> | void,
): Collector {
  const waiters = new Set<() => void>();
  let inFlight = 0;
  const check = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const collector: Collector = {
    events: [],
    calls: [],
    batchSizes: [],
    caughtUpCount: 0,
    eventsAtCaughtUp: null,
    errors: [],
    maxConcurrentBatches: 0,
    until(predicate, what, timeoutMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const waiter = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `Timed out waiting for ${what}: ${collector.events.length} events, caught up ${collector.caughtUpCount}×, errors ${collector.errors.map(String).join('; ') || 'none'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
        waiter();
      });
    },
    close: () => subscription.close(),
  };
  const subscription = store.subscribeToAll(options, {
    async onEvents(batch) {
      inFlight++;
      collector.maxConcurrentBatches = Math.max(collector.maxConcurrentBatches, inFlight);
      try {
        collector.calls.push(batch);
        collector.batchSizes.push(batch.length);
        await work?.(batch);
        collector.events.push(...batch.filter(filter));
      } finally {
        inFlight--;
        check();
      }
    },
    onCaughtUp() {
      collector.caughtUpCount++;
      collector.eventsAtCaughtUp ??= collector.events.length;
      check();
    },
    onError(error) {
      collector.errors.push(error);
      check();
    },
  });
  return collector;
}

/** What every concern of the contract gets from the suite: its name, a way to open another fixture, the shared store. */
export type EventStoreContractContext = {
  readonly name: string;
  open(): Promise<EventStoreFixture>;
  /** The suite's store, once opened. */
  readonly store: EventStore;
  readonly fixture: EventStoreFixture | undefined;
};

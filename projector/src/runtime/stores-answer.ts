/** The projector's outage test (projector-runner.ts): a batch that fails while both stores answer failed on an event. */
import type { EventStore } from '@stint/shared/infra/event-store/event-store.port';
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';

const STORE_CHECK_TIMEOUT_MS = 5_000;

/** Whether both stores answer now: a failure while they do is the event's, not an outage's. */
export async function storesAnswer(stores: { readStore: ReadStore; eventStore: EventStore }): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([stores.readStore.ping(), stores.eventStore.headPosition()]),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), STORE_CHECK_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A stand-in for `lib/live.ts` in the specs of hooks that listen to live notices: `vi.mock('./live', () =>
 * import('./testing/live-notices'))` swaps it in, and `sendNotice` then plays a notice from the server to every
 * listener the hook subscribed, as the socket would.
 */
import { act } from '@testing-library/react';
import type { LiveNotice } from '@stint/shared/live/socket-events';

const listeners = new Set<(notice: LiveNotice) => void>();

export function subscribeToLiveChanges(listener: (notice: LiveNotice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Plays a notice to the listeners, then lets the promises it started (a fetch of the named items) settle. */
export async function sendNotice(topic: LiveNotice['topic'], ids: string[]): Promise<void> {
  await act(async () => {
    listeners.forEach((listener) => listener({ topic, ids } as LiveNotice));
    await Promise.resolve();
  });
}

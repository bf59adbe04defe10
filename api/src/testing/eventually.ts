/**
 * Waiting in a spec on what gives no checkpoint or notice to wait on (a queue's counts, /readyz): never a fixed sleep
 * (docs/style.md §Tests).
 */

/**
 * Asks `probe` every `everyMs` until `accept` takes its answer, and returns that answer; after `timeoutMs` it throws
 * with the last answer, so a failing spec says what it saw.
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 8000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * What a suite of Stint processes leaves behind, torn down after all its tests: the processes killed first, so nothing
 * writes while the rest goes, then the cleanups newest first; a cleanup that fails does not stop the others.
 * Call it inside the suite's `describe`.
 */
import { afterAll } from 'vitest';
import type { StintProcess } from './stint-process';

export function tearDownAfterAll() {
  const processes: StintProcess[] = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop('SIGKILL')));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });
  return { processes, cleanups };
}

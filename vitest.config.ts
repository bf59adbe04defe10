import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const globalSetup = ['tests/support/global-setup.ts'];

/**
 * One test worker per core. Vitest's default keeps one core for its own process, which is idle here while the
 * integration specs wait on PostgreSQL, Redis, SMTP and the processes they start: on 2 cores that ran one file at a
 * time at a third of the CPU idle (unit + int 1,124 s; with 2 workers 816 s).
 */
const maxWorkers = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers,
          // Properties over thousands of generated values and the first lint of a config take seconds, several on a
          // busy box; the timeout is for a test that hangs, not a speed goal (those are benchmarks).
          testTimeout: 30_000,
          include: ['**/src/**/*.unit.spec.ts', '**/src/**/*.unit.spec.tsx', 'tests/**/*.unit.spec.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'int',
          maxWorkers,
          include: ['**/src/**/*.int.spec.ts', 'tests/**/*.int.spec.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'chaos',
          include: ['tests/chaos/**/*.chaos.spec.ts'],
          globalSetup,
          testTimeout: 1_800_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.spec.ts'],
          globalSetup,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

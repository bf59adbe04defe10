import { defineConfig } from 'vitest/config';

const globalSetup = ['tests/support/global-setup.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/src/**/*.unit.spec.ts', '**/src/**/*.unit.spec.tsx', 'tests/**/*.unit.spec.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'int',
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

/**
 * The server profile with each role in its own process (PostgreSQL + Redis): all three start, the api reports
 * ready with every store reachable, and each stops cleanly on SIGTERM.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { announceSkip, createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason } from '@stint/shared/infra/testing/test-platform';
import { startStint, type StintProcess } from '../support/stint-process';

describe.skipIf(announceSkip('separate processes', profileSkipReason('server')))(
  'separate api, projector and workers processes',
  () => {
    const processes: StintProcess[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-roles-'));
    afterAll(async () => {
      await Promise.all(processes.map((process) => process.stop('SIGKILL')));
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('run side by side on PostgreSQL and Redis and stop cleanly', async () => {
      const db = await createTestPostgresDatabase();
      const env = {
        DATA_DIR: dataDir,
        EVENT_STORE_URL: db.url,
        READ_STORE_URL: db.url,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        QUEUE_PREFIX: `roles${Date.now()}`,
        JWT_SECRET: 'a-shared-secret-for-all-three-processes-000',
      };
      processes.push(
        ...(await Promise.all((['projector', 'workers', 'api'] as const).map((role) => startStint(env, { role })))),
      );
      const api = processes[2]!;
      const ready = (await (await fetch(`${api.url}/readyz`)).json()) as {
        data: { checks: Record<string, { ok: boolean }> };
      };
      expect(ready.data.checks).toEqual({ eventStore: { ok: true }, readStore: { ok: true }, bus: { ok: true } });
      expect(api.output()).toContain('"eventStore":"postgres"');
      expect(api.output()).toContain('"queue":"bullmq"');
      expect(await Promise.all(processes.map((process) => process.stop('SIGTERM')))).toEqual([0, 0, 0]);
      await db.drop();
    });
  },
);

/**
 * The server profile with each role in its own process (PostgreSQL + Redis): all three start, the api reports
 * ready, a command sent to the api is projected by the projector process (its change notice reaches a socket
 * on the api) and mailed by the workers process, and each stops cleanly on SIGTERM.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { announceSkip, createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason, testMasterKeys } from '@stint/shared/infra/testing/test-platform';
import { startSmtpSink } from '@stint/shared/infra/testing/smtp-sink';
import { io as connect } from 'socket.io-client';
import { startStint, type StintProcess } from '../support/stint-process';
import { topics } from '@stint/shared/live/topics';

describe.skipIf(announceSkip('separate processes', profileSkipReason('server')))(
  'separate api, projector and workers processes',
  () => {
    const processes: StintProcess[] = [];
    const stops: Array<() => Promise<void>> = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-roles-'));
    afterAll(async () => {
      await Promise.all(processes.map((process) => process.stop('SIGKILL')));
      await Promise.all(stops.map((stop) => stop()));
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('run side by side on PostgreSQL and Redis and stop cleanly', async () => {
      const db = await createTestPostgresDatabase();
      const sink = await startSmtpSink();
      stops.push(() => sink.stop());
      const env = {
        DATA_DIR: dataDir,
        EVENT_STORE_URL: db.url,
        READ_STORE_URL: db.url,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        QUEUE_PREFIX: `roles${Date.now()}`,
        JWT_SECRET: 'a-shared-secret-for-all-three-processes-000',
        PERSONAL_DATA_MASTER_KEYS: testMasterKeys(),
        SMTP_URL: sink.url,
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

      // Commands on the api are projected by the projector process (its notice reaches the person's socket on the
      // api) and mailed by the workers process.
      const email = `roles-${Date.now()}@example.org`;
      const registered = await fetch(`${api.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          role: 'employer',
          email,
          phone: '1',
          password: 'a good password',
          companyName: 'Separate Processes Ltd',
          companyAddress: '1 Road',
        }),
      });
      expect(registered.status).toBe(201);
      const { user, token } = (
        (await registered.json()) as { data: { user: { _id: string; email: string }; token: string } }
      ).data;
      expect(user.email).toBe(email);
      const socket = connect(api.url, { transports: ['websocket'], auth: { token } });
      await new Promise((resolve) => socket.once('connect', () => resolve(null)));
      const profileChanged = new Promise((resolve) => socket.once('change', resolve));
      const renamed = await fetch(`${api.url}/api/v1/users/profile`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ companyName: 'Separate Processes Group' }),
      });
      expect(renamed.status).toBe(200);
      expect(await profileChanged).toEqual({ topic: topics.users, ids: [user._id], position: expect.any(String) });
      socket.disconnect();
      for (let tries = 0; !sink.received.some((mail) => mail.to.includes(email)) && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(sink.received.find((mail) => mail.to.includes(email))?.raw).toContain('Welcome to Stint');

      expect(await Promise.all(processes.map((process) => process.stop('SIGTERM')))).toEqual([0, 0, 0]);
      await db.drop();
    });
  },
);

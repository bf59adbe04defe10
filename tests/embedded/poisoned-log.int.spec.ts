/**
 * One event the projections cannot apply must not keep Stint from starting (issue: poison-proofing). A DATA_DIR
 * whose log holds a registration with a NUL in its sealed name — as an api before the edge check could accept — is
 * started as `npm start` does: the api listens, /readyz says why it is not ready, and new people register and sign in.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform } from '@stint/shared/infra/platform';
import { placementEvents } from '@stint/projector/testing/placement-events';
import { startStint, type StintProcess } from '../support/stint-process';

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined as T);
    if (value !== undefined && accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('starting on a log with a poisoned event (embedded)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-poisoned-'));
  let stint: StintProcess | undefined;
  afterAll(async () => {
    await stint?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens, says why it is not ready, and keeps taking commands', async () => {
    const platform = await openPlatform(loadConfig({ DATA_DIR: dataDir }), createLogger('silent'));
    const poisoned = randomUUID();
    const poison = await placementEvents(platform.cipher).registered(poisoned, 'student', 'a\u0000b', 'Doe');
    await platform.eventStore.append(
      poison.stream,
      [
        {
          id: randomUUID(),
          type: poison.type,
          data: poison.data,
          metadata: {
            correlationId: randomUUID(),
            causationId: randomUUID(),
            actor: null,
            at: new Date().toISOString(),
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await platform.close();

    stint = await startStint({ DATA_DIR: dataDir }, { waitReady: false });
    const url = stint.url;
    const notReady = await eventually(
      async () => {
        const response = await fetch(`${url}/readyz`);
        return { status: response.status, body: (await response.json()) as { message?: string } };
      },
      (value) => value.status === 503 && /parked/.test(value.body.message ?? ''),
    );
    expect(notReady.body.message).toMatch(/^Not ready: \d+ events? parked by projections that could not apply them$/);

    const email = `grace-${randomUUID().slice(0, 8)}@example.org`;
    const register = await fetch(`${url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        role: 'student',
        email,
        password: 'correct horse battery',
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '+1 555 0100',
        studentId: 'S-1',
        university: 'Unlisted College',
        program: 'Computer Science',
        major: 'Software',
        yearOfStudy: '3',
      }),
    });
    expect(register.status, await register.clone().text()).toBe(201);
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(login.status).toBe(200);
    const me = await fetch(`${url}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` },
    });
    expect(((await me.json()) as { data: { user: { firstName: string } } }).data.user.firstName).toBe('Grace');
  }, 180_000);
});

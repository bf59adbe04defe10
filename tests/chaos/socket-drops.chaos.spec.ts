/**
 * Socket drops (issue 9, fault injection): ~200 (bounded) / 1,000 (full, CHAOS=full) socket.io clients signed in as
 * different people — students with an application each, and the employers deciding on them — each keeping a view as
 * the web app does (web/src/lib/live.ts): the list its screen shows (`GET /applications/student` or
 * `/applications/employer`) is fetched again on every `applications` notice and on every reconnect, the latest
 * request winning as in SWR. While employers move every application pending → reviewing → accepted/rejected,
 * 10 % of the clients lose their transport (the engine.io connection closes under them, as on a network drop)
 * for 1–5 s (bounded) / 1–30 s (full) and reconnect by themselves. Afterwards every view equals the server's state:
 * each application's status and its whole status history, including the changes made while the client was away
 * (the test checks that there were such changes, so the refetch on reconnect is what it proves).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform, type Platform } from '@stint/shared/infra/platform';
import { announceSkip, createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason, testMasterKeys } from '@stint/shared/infra/testing/test-platform';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { startStint } from '../support/stint-process';
import { tearDownAfterAll } from '../support/teardown';
import { chaosSeed, scaled, seededRandom } from './scale';
import { apply, call, createAccounts, decide, eventually, postInternship, type Person } from './live-clients';
import { topics } from '@stint/shared/live/topics';

type ApplicationView = { _id: string; status: string; statusHistory: Array<{ status: string }> };

/** One browser tab: a socket and the list its screen shows, kept as web/src/lib/live.ts keeps it. */
class LiveView {
  socket!: Socket;
  applications: ApplicationView[] | null = null;
  connects = 0;
  refetches = 0;
  offline: Array<{ from: number; to: number | null }> = [];
  private started = 0;

  constructor(
    private readonly baseUrl: string,
    readonly person: Person,
  ) {}

  private get path(): string {
    return this.person.role === 'student' ? '/applications/student' : '/applications/employer';
  }

  open(): Promise<void> {
    this.socket = connect(this.baseUrl, {
      transports: ['websocket'],
      auth: { token: this.person.token },
      forceNew: true,
      timeout: 30_000,
    });
    this.socket.on('change', (notice: ChangeNotice) => {
      // The `applications` topic revalidates the applications lists (registerLiveKey(topics.applications, …)).
      if (notice.topic === topics.applications) void this.refetch();
    });
    this.socket.on('connect', () => {
      this.connects++;
      const last = this.offline.at(-1);
      if (last && last.to === null) last.to = Date.now();
      // First connection: the screen's first load; any later one: revalidate every live key.
      void this.refetch();
    });
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** Like SWR's revalidation: a newer request supersedes an older one still in flight. */
  async refetch(): Promise<void> {
    const mine = ++this.started;
    this.refetches++;
    const answer = await call<{ applications: ApplicationView[] }>(this.baseUrl, 'GET', this.path, {
      token: this.person.token,
    });
    if (mine !== this.started || answer.status !== 200 || !answer.body) return;
    this.applications = answer.body.data.applications;
  }

  /** Closes the transport under the client (a network drop); the manager reconnects after `downMs`. */
  drop(downMs: number): void {
    const manager = this.socket.io;
    manager.reconnectionDelay(downMs);
    manager.reconnectionDelayMax(downMs);
    manager.randomizationFactor(0);
    this.offline.push({ from: Date.now(), to: null });
    manager.engine.close();
  }

  wasOfflineAt(at: number): boolean {
    return this.offline.some((window) => at >= window.from && (window.to === null || at <= window.to));
  }
}

describe.skipIf(announceSkip('socket drops chaos', profileSkipReason('server')))('socket drops', () => {
  const { processes, cleanups } = tearDownAfterAll();

  it('every client view shows every status change after drops, reconnects and refetches', async () => {
    const seed = chaosSeed('socket-drops');
    const random = seededRandom(seed);
    const clients = scaled({ full: 1000, bounded: 200 });
    const employerCount = scaled({ full: 40, bounded: 10 });
    const maxDownMs = scaled({ full: 30_000, bounded: 5000 });
    const changePeriodMs = scaled({ full: 45_000, bounded: 8000 });
    const started = Date.now();

    const db = await createTestPostgresDatabase();
    cleanups.push(() => db.drop());
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-socket-chaos-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      EVENT_STORE_URL: db.url,
      READ_STORE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      QUEUE_PREFIX: `sockets${seed}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PERSONAL_DATA_MASTER_KEYS: testMasterKeys(),
    };
    // The projector and the api; no workers: mail is not what this suite looks at.
    const projector = await startStint(env, { role: 'projector' });
    const api = await startStint(env, { role: 'api' });
    processes.push(projector, api);

    // People without the api's password hashing: the same events the register route appends.
    const platform: Platform = await openPlatform(loadConfig(env), createLogger('silent'));
    cleanups.push(() => platform.close());
    const students = clients - employerCount;
    const people = await createAccounts(platform, [
      ...Array.from({ length: employerCount }, (_, n) => ({ role: 'employer' as const, n })),
      ...Array.from({ length: students }, (_, n) => ({ role: 'student' as const, n })),
    ]);
    const employers = people.filter((person) => person.role === 'employer');
    const studentPeople = people.filter((person) => person.role === 'student');
    await eventually(
      'the accounts projected',
      async () => (await call(api.url, 'GET', '/auth/me', { token: people.at(-1)!.token })).status === 200,
      60_000,
    );
    const internships = await Promise.all(
      employers.map((employer, n) => postInternship(api.url, employer, `Socket chaos ${n}`)),
    );
    // Student k applies to internship k mod E, so every employer has about the same number of applications.
    const applicationIds: string[] = new Array(students);
    const owner = new Map<string, Person>();
    let nextApply = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (nextApply < students) {
          const k = nextApply++;
          const answer = await apply(api.url, studentPeople[k]!, internships[k % employerCount]!);
          expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          applicationIds[k] = answer.body!.data.application._id;
          owner.set(applicationIds[k]!, employers[k % employerCount]!);
        }
      }),
    );
    console.log(`[chaos] socket-drops: ${clients} people, ${students} applications after ${Date.now() - started} ms`);

    const views = people.map((person) => new LiveView(api.url, person));
    let nextOpen = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (nextOpen < views.length) await views[nextOpen++]!.open();
      }),
    );
    await eventually('every first load', () => views.every((view) => view.applications !== null), 60_000);
    console.log(`[chaos] socket-drops: ${views.length} sockets connected after ${Date.now() - started} ms`);

    // The changes: every application pending → reviewing → accepted or rejected, spread over the period, each at a
    // seeded moment; the drops start in the first third of it and last 1–5 s (bounded) / 1–30 s (full).
    const changes: Array<{ at: number; applicationId: string; status: 'reviewing' | 'accepted' | 'rejected' }> = [];
    for (const applicationId of applicationIds) {
      const first = random() * changePeriodMs * 0.6;
      changes.push({ at: first, applicationId, status: 'reviewing' });
      changes.push({
        at: first + random() * changePeriodMs * 0.4,
        applicationId,
        status: random() < 0.3 ? 'accepted' : 'rejected',
      });
    }
    changes.sort((a, b) => a.at - b.at);
    const dropped = views.filter(() => random() < 0.1);
    const drops = dropped.map((view) => ({
      view,
      at: random() * changePeriodMs * 0.33,
      downMs: Math.round(1000 + random() * (maxDownMs - 1000)),
    }));

    const changeStart = Date.now();
    const madeAt: Array<{ applicationId: string; at: number }> = [];
    const dropTimers = drops.map(({ view, at, downMs }) => setTimeout(() => view.drop(downMs), at));
    cleanups.push(async () => dropTimers.forEach(clearTimeout));
    let nextChange = 0;
    // Each application's changes in order: one worker per employer works through that employer's list in time order.
    await Promise.all(
      employers.map(async (employer) => {
        const mine = changes.filter((change) => owner.get(change.applicationId) === employer);
        for (const change of mine) {
          const wait = changeStart + change.at - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const answer = await decide(api.url, employer, change.applicationId, change.status);
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          madeAt.push({ applicationId: change.applicationId, at: Date.now() });
          nextChange++;
        }
      }),
    );
    expect(nextChange).toBe(changes.length);
    console.log(
      `[chaos] socket-drops: ${changes.length} status changes, ${drops.length} clients dropped for ` +
        `${Math.min(...drops.map((drop) => drop.downMs))}–${Math.max(...drops.map((drop) => drop.downMs))} ms, ` +
        `changes done after ${Date.now() - started} ms`,
    );

    // The server's state, as each employer's list shows it (REST is the source of truth).
    const truth = new Map<string, ApplicationView>();
    for (const employer of employers) {
      const answer = await call<{ applications: ApplicationView[] }>(api.url, 'GET', '/applications/employer', {
        token: employer.token,
      });
      for (const application of answer.body!.data.applications) truth.set(application._id, application);
    }
    expect(truth.size).toBe(students);
    for (const application of truth.values()) {
      expect(application.statusHistory.map((change) => change.status)).toEqual([
        'pending',
        'reviewing',
        application.status,
      ]);
    }
    const summary = (list: ApplicationView[] | null) =>
      (list ?? [])
        .map((application) => ({
          _id: application._id,
          status: application.status,
          history: application.statusHistory.map((change) => change.status),
        }))
        .sort((a, b) => a._id.localeCompare(b._id));
    const expected = (view: LiveView) =>
      summary(
        [...truth.values()].filter((application) =>
          view.person.role === 'student'
            ? application._id === applicationIds[studentPeople.indexOf(view.person)]
            : owner.get(application._id) === view.person,
        ),
      );

    // Every dropped client came back by itself, and every view converges on the server's state.
    await eventually(
      'every dropped client reconnected',
      () => drops.every(({ view }) => view.socket.connected),
      60_000,
    );
    await eventually(
      'every view equal to the server state',
      () => views.every((view) => JSON.stringify(summary(view.applications)) === JSON.stringify(expected(view))),
      maxDownMs + 30_000,
    );
    for (const view of views) expect(summary(view.applications)).toEqual(expected(view));

    // The drops mattered: changes were made to what a dropped client shows while it was offline (their notices
    // could not reach it), so only the refetch on reconnect can have brought them.
    const missedWhileOffline = drops.filter(({ view }) =>
      madeAt.some(
        (change) =>
          view.wasOfflineAt(change.at) &&
          (view.person.role === 'employer'
            ? owner.get(change.applicationId) === view.person
            : change.applicationId === applicationIds[studentPeople.indexOf(view.person)]),
      ),
    );
    expect(missedWhileOffline.length).toBeGreaterThan(0);
    for (const { view } of drops) expect(view.connects).toBeGreaterThanOrEqual(2);
    console.log(
      `[chaos] socket-drops: ${missedWhileOffline.length} of ${drops.length} dropped clients had changes made while ` +
        `offline; ${views.reduce((sum, view) => sum + view.refetches, 0)} refetches; done after ${Date.now() - started} ms`,
    );
    for (const view of views) view.socket.disconnect();
  });
});

/**
 * Issues 9 and 14, workers: real processes send the welcome mail of real registrations (the register route,
 * in-process) to an SMTP server and are SIGKILLed in the middle of a job at seeded points — as the mail starts,
 * while the SMTP server holds a received message unacknowledged, or a random moment into the send — each time
 * restarted. At the end every expected mail has arrived (no job lost), and a mail that arrived more than once
 * carries the same Message-ID every time, the one derived from its event.
 *
 * Two profiles: separate `workers` processes on BullMQ (Redis) beside PostgreSQL, and the embedded `npm start`
 * (`all` on a DATA_DIR), whose jobs are rows in its PGlite. On BullMQ a job killed mid-way runs again once its lock
 * lapses and a worker's stalled check finds it: the workers here run with a 1 s lock and a 0.5 s check
 * (QUEUE_LOCK_MS, QUEUE_STALLED_CHECK_MS; 30 s each by default). Embedded, the next start owns DATA_DIR alone and
 * runs a cut-off job at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { projectorOver } from '@stint/launcher/projector-over';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { domainOf, messageIdFor } from '@stint/shared/infra/mail/smtp-mailer';
import { openPlatform, type Platform } from '@stint/shared/infra/platform';
import { headersOf } from '@stint/shared/infra/testing/smtp-sink';
import { testMasterKeys } from '@stint/shared/infra/testing/test-platform';
import {
  announceSkip,
  createTestPostgresDatabase,
  postgresSkipReason,
  redisSkipReason,
} from '@stint/shared/infra/testing/test-databases';
import { registerUserRoute } from '@stint/api/accounts/register-user.route';
import { createRouteCaller } from '@stint/launcher/seed/route-caller';
import { startStint, type StintProcess } from '../support/stint-process';
import { chaosSeed, scaled, seededRandom } from './scale';
import { userStream } from '@stint/shared/accounts/accounts.streams';

const KILLS = scaled({ full: 100, bounded: 10 });
/** Each life takes about one job before it is killed; the rest go out after the kills. */
const REGISTRATIONS = scaled({ full: 160, bounded: 24 });
const MAIL_FROM = 'Stint <no-reply@chaos.stint.example>';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Arrived = { to: string; messageId: string };
type Stage = 'mail-from' | 'data-unacknowledged' | 'random';

/**
 * An SMTP server that keeps a received message unacknowledged for a seeded while (a slow server): a sender
 * killed then has delivered it without knowing, and sends it again when its job runs again.
 */
async function startSlowSmtp(random: () => number) {
  const arrived: Arrived[] = [];
  const listeners = new Set<(stage: Stage) => void>();
  const emit = (stage: Stage) => listeners.forEach((listener) => listener(stage));
  /** Sessions with a mail begun and not yet acknowledged (nor dropped): a send in flight. */
  const sending = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session, callback) {
      sending.delete(session.id);
      callback();
    },
    onMailFrom(_address, session, callback) {
      sending.add(session.id);
      emit('mail-from');
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const headers = headersOf(Buffer.concat(chunks).toString('utf8'));
        for (const rcpt of session.envelope.rcptTo) {
          arrived.push({ to: rcpt.address, messageId: headers['message-id'] ?? '' });
        }
        emit('data-unacknowledged');
        setTimeout(
          () => {
            sending.delete(session.id);
            callback();
          },
          20 + Math.floor(random() * 80),
        );
      });
    },
  });
  // A killed sender leaves a broken connection behind: that is expected here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    isSending: () => sending.size > 0,
    /** Resolves at the next moment of `stage`; false after `timeoutMs`. */
    next(stage: Stage, timeoutMs: number): Promise<boolean> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          resolve(false);
        }, timeoutMs);
        const listener = (seen: Stage) => {
          if (seen !== stage) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(true);
        };
        listeners.add(listener);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Profile = 'server' | 'embedded';

/**
 * Where the registrations are written and what the killed processes run. Server: the test's platform on
 * PostgreSQL stays open and separate `workers` processes (BullMQ on Redis) are killed. Embedded: the test writes
 * the registrations into a DATA_DIR and closes it (PGlite belongs to one process), then whole `npm start` processes
 * (`all`: api, projector, workers; jobs kept in that PGlite) are killed on it.
 */
async function setUp(profile: Profile, dataDir: string, smtpUrl: string) {
  const common = { JWT_SECRET: randomBytes(32).toString('hex'), MAIL_FROM };
  if (profile === 'server') {
    const db = await createTestPostgresDatabase();
    const base = {
      ...common,
      EVENT_STORE_URL: db.url,
      READ_STORE_URL: db.url,
      PERSONAL_DATA_MASTER_KEYS: testMasterKeys(),
    };
    return {
      writerConfig: { ...base, DATA_DIR: join(dataDir, 'api') },
      role: 'workers' as const,
      processEnv: {
        ...base,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        QUEUE_PREFIX: `chaos${randomBytes(4).toString('hex')}`,
        SMTP_URL: smtpUrl,
        DATA_DIR: join(dataDir, 'workers'),
        LOG_LEVEL: 'warn',
        QUEUE_LOCK_MS: '1000',
        QUEUE_STALLED_CHECK_MS: '500',
      },
      closeWriterBeforeKills: false,
      drop: db.drop,
    };
  }
  const base = { ...common, DATA_DIR: join(dataDir, 'embedded') };
  return {
    writerConfig: base,
    role: 'all' as const,
    processEnv: { ...base, SMTP_URL: smtpUrl, LOG_LEVEL: 'warn' },
    closeWriterBeforeKills: true,
    drop: async () => {},
  };
}

const PROFILES: Array<{ profile: Profile; skip: string | null }> = [
  { profile: 'server', skip: postgresSkipReason() ?? redisSkipReason() },
  { profile: 'embedded', skip: null },
];

for (const { profile, skip } of PROFILES) {
  describe.skipIf(announceSkip(`worker kills chaos (${profile})`, skip))(
    profile === 'server'
      ? 'worker processes SIGKILLed mid-job (PostgreSQL + Redis + SMTP)'
      : 'npm start SIGKILLed mid-job (embedded: PGlite in DATA_DIR + SMTP)',
    () => {
      it(`delivers every mail, each under one Message-ID, although ${KILLS} processes are SIGKILLed mid-job`, async () => {
        const seed = chaosSeed(`worker-kills-${profile}`);
        const random = seededRandom(seed);
        const log = (line: string) => console.log(`[chaos] worker-kills (${profile}): ${line}`);
        const dataDir = mkdtempSync(join(tmpdir(), 'stint-chaos-workers-'));
        // Its own sequence: the sink's delays come in network order, which must not shift the kill points.
        const smtp = await startSlowSmtp(seededRandom(seed ^ 0x5eed));
        const setup = await setUp(profile, dataDir, smtp.url);
        // The test's own platform writes the registrations (in-process bus, jobs in its database: it runs no workers).
        let platform: Platform | null = await openPlatform(
          loadConfig({ ...setup.writerConfig, LOG_LEVEL: 'silent' }),
          createLogger('silent'),
        );
        const runner = projectorOver(platform);
        let worker: StintProcess | null = null;
        const closeWriter = async () => {
          await runner.stop();
          await platform?.close();
          platform = null;
        };
        try {
          await runner.start();
          const caller = await createRouteCaller(platform);
          const expected = new Map<string, string>();
          const domain = domainOf(MAIL_FROM);
          const started = Date.now();
          for (let n = 0; n < REGISTRATIONS; n++) {
            const email = `employer.${n}.${seed}@chaos.example`;
            const { user } = await caller.call<{ user: User }>(registerUserRoute, {
              actor: null,
              at: new Date().toISOString(),
              commandId: `chaos:register:${seed}:${n}`,
              body: {
                role: 'employer',
                email,
                password: 'chaos-password-1',
                confirmPassword: 'chaos-password-1',
                phone: '+1 555 0100',
                firstName: 'Robin',
                lastName: 'Tester',
                companyName: `Chaos ${n} Ltd`,
                companyAddress: '1 Test Street, Lisbon',
              },
            });
            const registered = (await platform.eventStore.readStream(userStream(user._id)))[0]!;
            expect(registered.type).toBe('UserRegistered');
            expected.set(email, messageIdFor(`${registered.id}:welcome`, domain));
          }
          await caller.close();
          log(`${REGISTRATIONS} registrations in ${Date.now() - started} ms`);
          if (setup.closeWriterBeforeKills) await closeWriter();

          const stages: Stage[] = ['mail-from', 'data-unacknowledged', 'random'];
          const landed: Record<Stage, number> = { 'mail-from': 0, 'data-unacknowledged': 0, random: 0 };
          const killsStarted = Date.now();
          let kills = 0;
          let midSend = 0;
          while (kills < KILLS) {
            const stage = stages[Math.floor(random() * stages.length)]!;
            const delay = Math.floor(random() * 60);
            worker = await startStint(setup.processEnv, { role: setup.role, waitReady: false });
            const point = smtp.next(stage === 'random' ? 'mail-from' : stage, 120_000);
            if (!(await point)) break; // no job left to interrupt
            if (stage === 'random') await sleep(delay);
            if (smtp.isSending()) midSend++;
            worker.child.kill('SIGKILL');
            await worker.exited;
            worker = null;
            landed[stage]++;
            kills++;
          }
          log(
            `${kills} kills in ${((Date.now() - killsStarted) / 1000).toFixed(1)} s: ` +
              `${landed['mail-from']} as a mail started, ${landed['data-unacknowledged']} with a mail received but ` +
              `not acknowledged, ${landed.random} a random moment into a send`,
          );
          expect(kills, `seed ${seed}: every kill must interrupt a job`).toBe(KILLS);
          log(`${midSend} of the kills came while a mail was being sent (begun, not acknowledged)`);
          expect(midSend, `seed ${seed}`).toBeGreaterThanOrEqual(Math.ceil(KILLS * 0.8));

          // One process to the end: it finds the killed jobs (stalled once their locks lapse) and runs them again.
          const recoveryStarted = Date.now();
          worker = await startStint(setup.processEnv, { role: setup.role, waitReady: false });
          const delivered = () => new Set(smtp.arrived.map((mail) => mail.to));
          const deadline = Date.now() + 240_000;
          while ([...expected.keys()].some((email) => !delivered().has(email))) {
            if (Date.now() > deadline || worker.child.exitCode !== null) {
              const lost = [...expected.keys()].filter((email) => !delivered().has(email));
              throw new Error(
                `seed ${seed}: ${lost.length} mails never arrived (${lost.slice(0, 5).join(', ')}):\n${worker.output()}`,
              );
            }
            await sleep(100);
          }
          log(`the rest delivered ${((Date.now() - recoveryStarted) / 1000).toFixed(1)} s after the last kill`);
          worker.child.kill('SIGTERM');
          expect(await worker.exited, worker.output()).toBe(0);
          worker = null;

          const byAddress = new Map<string, Set<string>>();
          for (const mail of smtp.arrived) {
            byAddress.set(mail.to, (byAddress.get(mail.to) ?? new Set()).add(mail.messageId));
          }
          const duplicates = smtp.arrived.length - byAddress.size;
          log(`${smtp.arrived.length} messages for ${byAddress.size} addresses (${duplicates} delivered again)`);
          for (const [email, messageId] of expected) {
            expect([...(byAddress.get(email) ?? [])], `seed ${seed}: ${email}`).toEqual([messageId]);
          }
          expect(byAddress.size).toBe(expected.size);
        } finally {
          if (worker) {
            worker.child.kill('SIGKILL');
            await worker.exited;
          }
          await closeWriter();
          await smtp.stop();
          await setup.drop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
    },
  );
}

/**
 * Reactors and jobs end to end: an event becomes a mail job (job id from the event id), a job that fails after
 * sending retries and sends the SAME message (Message-ID from the cause), and a reactor replaying from scratch
 * adds no second job.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { openTestPlatform, profileSkipReason, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import { headersOf, startSmtpSink } from '@stint/shared/infra/testing/smtp-sink';
import { pingDecider } from '@stint/launcher/testing/test-api';
import { createLogger } from '@stint/shared/infra/logger';
import { jobIdFor, ReactorRunner, reactorCheckpoint, startWorkers, type JobDefinition, type Reactor } from './reactor';
import { pingStream } from '@stint/shared/testing/testing.streams';

type PingMail = { eventId: string; to: string };

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each<TestProfile>(['embedded', 'server'])('reactors and jobs (%s profile)', (profile) => {
  const skip = announceSkip(`reactors and jobs (${profile})`, profileSkipReason(profile));
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let platform: Awaited<ReturnType<typeof openTestPlatform>>;
  const attempts = new Map<string, number>();

  const reactor: Reactor = {
    name: 'test-ping-mail',
    handles: ['PingSent'],
    async react(event, { queue }) {
      const data = event.data as { by: string };
      await queue.enqueue<PingMail>(
        'test-mail',
        'ping-mail',
        { eventId: event.id, to: `${data.by}@example.test` },
        { jobId: jobIdFor(event, 'ping-mail'), attempts: 3, backoffMs: 20 },
      );
    },
  };
  const mailJob = (): JobDefinition => ({
    queue: 'test-mail',
    handler: (async (job: { payload: PingMail }) => {
      await platform.mailer.send({
        to: job.payload.to,
        subject: 'You sent a ping',
        text: 'It arrived.',
        causeId: `${job.payload.eventId}:ping-mail`,
      });
      const tries = (attempts.get(job.payload.eventId) ?? 0) + 1;
      attempts.set(job.payload.eventId, tries);
      // The first try "crashes" after the server accepted the message.
      if (tries === 1) throw new Error('connection lost after sending');
    }) as JobDefinition['handler'],
  });

  beforeAll(async () => {
    if (skip) return;
    sink = await startSmtpSink();
    platform = await openTestPlatform(profile, { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await platform?.dispose();
    await sink?.stop();
  });

  it.skipIf(skip)('mails once per event, resends the same message on retry, and never twice on replay', async () => {
    let workers = await startWorkers({ ...platform, reactors: [reactor], jobs: [mailJob()] });
    const by = randomUUID();
    const pingId = randomUUID();
    await handleCommand(
      platform.eventStore,
      pingStream(pingId),
      pingDecider,
      { type: 'SendPing', pingId, note: 'hi', public: false, by },
      { commandId: randomUUID(), actor: { id: by, role: 'student' }, at: new Date().toISOString(), correlationId: 'c' },
    );
    const mine = () => sink.received.filter((mail) => mail.to.includes(`${by}@example.test`));
    await until(() => mine().length === 2);
    const [first, second] = mine().map((mail) => headersOf(mail.raw));
    expect(first!['message-id']).toMatch(/^<[0-9a-f]{32}@stint\.local>$/);
    expect(second!['message-id']).toBe(first!['message-id']);
    expect(first!.subject).toBe('You sent a ping');

    // A reactor that lost its checkpoint replays the event: the derived job id adds nothing new.
    await workers.stop();
    await platform.readStore.setCheckpoint(reactorCheckpoint(reactor.name), null);
    workers = await startWorkers({ ...platform, reactors: [reactor], jobs: [] });
    await until(async () => (await platform.readStore.getCheckpoint(reactorCheckpoint(reactor.name))) !== null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mine()).toHaveLength(2);
    await workers.stop();
  });

  it.skipIf(skip)('writes an idle reactor’s checkpoint once for many batches, and at the head by stop', async () => {
    const idle: Reactor = { name: `test-idle-${randomUUID()}`, handles: ['NeverRecorded'], react: async () => {} };
    const busy: Reactor = { name: `test-busy-${randomUUID()}`, handles: ['PingSent'], react: async () => {} };
    // The real store, its checkpoint writes counted per name.
    const writes = new Map<string, number>();
    const readStore = Object.create(platform.readStore) as typeof platform.readStore;
    readStore.setCheckpoint = (name, position, options) => {
      writes.set(name, (writes.get(name) ?? 0) + 1);
      return platform.readStore.setCheckpoint(name, position, options);
    };
    const runner = new ReactorRunner({
      ...platform,
      readStore,
      reactors: [idle, busy],
      logger: createLogger('silent'),
      idleCheckpointDelayMs: 5_000,
    });
    await runner.start();
    const stored = (reactor: Reactor) => platform.readStore.getCheckpoint(reactorCheckpoint(reactor.name));
    for (let n = 0; n < 5; n++) {
      const by = randomUUID();
      const pingId = randomUUID();
      const { position } = await handleCommand(
        platform.eventStore,
        pingStream(pingId),
        pingDecider,
        { type: 'SendPing', pingId, note: `n${n}`, public: false, by },
        {
          commandId: randomUUID(),
          actor: { id: by, role: 'student' },
          at: new Date().toISOString(),
          correlationId: 'c',
        },
      );
      // A batch each: the reactor that handles pings writes its checkpoint before the next one is sent.
      await until(async () => ((await stored(busy)) ?? -1n) >= position!);
    }
    expect(writes.get(reactorCheckpoint(busy.name))).toBeGreaterThanOrEqual(5);
    expect(writes.get(reactorCheckpoint(idle.name)) ?? 0).toBe(0);
    await runner.stop();
    expect(writes.get(reactorCheckpoint(idle.name))).toBe(1);
    expect(await stored(idle)).toBe(await stored(busy));
  });
});

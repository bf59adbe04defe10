import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentJobError } from '../queue/queue.port';
import { openMailer } from './index';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';
import { headersOf, startSmtpSink } from '../testing/smtp-sink';

const logger = pino({ level: 'silent' });

describe('SmtpMailer', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: SmtpMailer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = new SmtpMailer(sink.url, { logger });
  });
  afterAll(async () => {
    await mailer?.close();
    await sink?.stop();
  });

  it('delivers recipient, subject and body, with a Message-ID derived from the cause', async () => {
    const sent = await mailer.send({
      to: 'student@example.org',
      subject: 'Your application was accepted',
      text: 'Congratulations, your application to Data Intern was accepted.',
      html: '<p>Congratulations, your application to <b>Data Intern</b> was accepted.</p>',
      causeId: 'evt-1:application-accepted',
    });
    expect(sent.messageId).toMatch(/^<[0-9a-f]{32}@stint\.local>$/);
    const [mail] = sink.received;
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual(['student@example.org']);
    expect(mail!.from).toBe('no-reply@stint.local');
    const headers = headersOf(mail!.raw);
    expect(headers['to']).toBe('student@example.org');
    expect(headers['from']).toBe('Stint <no-reply@stint.local>');
    expect(headers['subject']).toBe('Your application was accepted');
    expect(headers['message-id']).toBe(sent.messageId);
    expect(mail!.raw).toContain('Congratulations, your application to Data Intern was accepted.');
    expect(mail!.raw).toContain('<b>Data Intern</b>');
  });

  it('sends a retry of the same cause with the identical Message-ID, and another cause with another', async () => {
    const before = sink.received.length;
    const message = { to: 'a@example.org', subject: 'Reminder', text: 'Logbook due', causeId: 'evt-2:reminder' };
    const first = await mailer.send(message);
    const retry = await mailer.send(message);
    const other = await mailer.send({ ...message, causeId: 'evt-3:reminder' });
    const ids = sink.received.slice(before).map((mail) => headersOf(mail.raw)['message-id']);
    expect(ids).toEqual([first.messageId, retry.messageId, other.messageId]);
    expect(retry.messageId).toBe(first.messageId);
    expect(other.messageId).not.toBe(first.messageId);
  });

  it('uses the configured From and its domain for the Message-ID', async () => {
    const custom = new SmtpMailer(sink.url, { logger, from: 'Stint Team <team@uni.example>' });
    const sent = await custom.send({ to: 'b@example.org', subject: 'Hi', text: 'Hello', causeId: 'evt-4' });
    await custom.close();
    const mail = sink.received.at(-1)!;
    expect(headersOf(mail.raw)['from']).toBe('Stint Team <team@uni.example>');
    expect(sent.messageId).toMatch(/@uni\.example>$/);
  });

  it('sends one mail after another over the same connection, unless the URL turns pooling off', async () => {
    const send = (to: SmtpMailer, n: number) =>
      to.send({ to: `pool-${n}@example.org`, subject: 'Pooled', text: 'One connection', causeId: `pool-${n}` });
    const pooled = new SmtpMailer(sink.url, { logger });
    let before = sink.connections();
    for (let n = 0; n < 5; n++) await send(pooled, n);
    await pooled.close();
    expect(sink.connections() - before).toBe(1);

    const unpooled = new SmtpMailer(`${sink.url}?pool=false`, { logger });
    before = sink.connections();
    for (let n = 5; n < 8; n++) await send(unpooled, n);
    await unpooled.close();
    expect(sink.connections() - before).toBe(3);
    expect(sink.received.filter((mail) => mail.to[0]?.startsWith('pool-'))).toHaveLength(8);
  });

  it('turns a permanent SMTP refusal (5xx) into a PermanentJobError, so the job is not retried', async () => {
    const error = await mailer
      .send({ to: 'nobody@example.org', subject: 'x', text: 'x', causeId: 'evt-5' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect(error).toMatchObject({ responseCode: 550 });
  });

  it('keeps a connection failure retryable', async () => {
    const down = new SmtpMailer('smtp://127.0.0.1:1', { logger });
    const error = await down
      .send({ to: 'c@example.org', subject: 'x', text: 'x', causeId: 'evt-6' })
      .catch((e: unknown) => e);
    await down.close();
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentJobError);
  });
});

describe('OutboxMailer', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stint-outbox-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes one .eml per cause under DATA_DIR/outbox, carrying the derived Message-ID', async () => {
    const mailer = await openMailer({ dataDir, logger });
    expect(mailer.kind).toBe('outbox');
    const message = {
      to: 'student@example.org',
      subject: 'Welcome',
      text: 'Welcome to Stint',
      causeId: 'evt-10:welcome',
    };
    const [first, concurrent] = await Promise.all([mailer.send(message), mailer.send(message)]);
    const retry = await mailer.send(message);
    const other = await mailer.send({ ...message, causeId: 'evt-11:welcome' });
    await mailer.close();
    expect(concurrent.messageId).toBe(first.messageId);
    expect(retry.messageId).toBe(first.messageId);

    const outbox = join(dataDir, 'outbox');
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{32}\.eml$/);
    const contents = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
    const byId = new Map(contents.map((raw) => [headersOf(raw)['message-id'], raw]));
    expect([...byId.keys()].sort()).toEqual([first.messageId, other.messageId].sort());
    const raw = byId.get(first.messageId)!;
    expect(headersOf(raw)).toMatchObject({ to: 'student@example.org', subject: 'Welcome' });
    expect(raw).toContain('Welcome to Stint');
    // The file name carries the same key as the Message-ID.
    expect(files.some((file) => first.messageId.startsWith(`<${file.slice(-36, -4)}@`))).toBe(true);
  });

  it('remembers what it wrote across restarts', async () => {
    const outbox = join(dataDir, 'outbox');
    const before = (await readdir(outbox)).length;
    const restarted = new OutboxMailer(outbox, { logger });
    await restarted.send({
      to: 'student@example.org',
      subject: 'Welcome',
      text: 'Welcome to Stint',
      causeId: 'evt-10:welcome',
    });
    await restarted.close();
    expect(await readdir(outbox)).toHaveLength(before);
  });
});

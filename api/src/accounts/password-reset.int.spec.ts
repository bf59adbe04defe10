/**
 * Forgot / reset password over HTTP and real SMTP (issue 6), on the embedded profile with the users projection and
 * the reset-mail reactor and job delivering to an in-process smtp-server: a link works once and only within its
 * lifetime, an unknown email gets the very answer a known one gets, a newer link replaces the older one, and a
 * retried job or a replayed event never produces a second message with another Message-ID.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetMessages } from '@stint/shared/accounts/accounts.constants';
import { accountEventSchemas } from '@stint/shared/accounts/accounts.events';
import { newResetToken, resetTokenHash } from '@stint/shared/infra/crypto/password-reset-tokens';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import { SmtpMailer, messageIdFor, type Mailer } from '@stint/shared/infra/mail/index';
import { headersOf, startSmtpSink, type ReceivedMail } from '@stint/shared/infra/testing/smtp-sink';
import {
  PASSWORD_RESET_MAIL_QUEUE,
  passwordResetMailJob,
  passwordResetMailReactor,
  sendPasswordResetMail,
} from '@stint/workers/accounts/password-reset-mail';
import { startWorkers } from '@stint/workers/runtime/reactor';
import { settleReactors } from '@stint/workers/testing/settle';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { createAdmin } from './create-admin';
import { MIN_ANSWER_MS, sentMessage } from './forgot-password.route';
import { newEmail, startAccountsApi, studentSignUp } from './accounts.test-setup';
import { passwordResetStream, userStream } from '@stint/shared/accounts/accounts.streams';

const PASSWORD = 'correct horse';
const NEW_PASSWORD = 'battery staple';
const silent = pino({ level: 'silent' });

/** Each test asks from its own address, so the per-IP limit of one test never reaches another. */
const fromIp = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`,
});

/** The text part, quoted-printable decoded. */
const bodyOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function linkIn(mail: ReceivedMail): { url: string; token: string } {
  const url = /(http\S+\/reset-password\?token=\S+)/.exec(bodyOf(mail.raw))?.[1];
  expect(url, 'the mail carries a reset link').toBeDefined();
  return { url: url!, token: new URL(url!).searchParams.get('token')! };
}

describe('password reset over HTTP and SMTP', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let smtp: SmtpMailer;
  let workers: { stop(): Promise<void> };

  beforeAll(async () => {
    api = await startAccountsApi();
    sink = await startSmtpSink();
    smtp = new SmtpMailer(sink.url, { logger: silent });
    workers = await startWorkers({
      ...api.platform,
      reactors: [passwordResetMailReactor],
      jobs: [passwordResetMailJob({ ...api.platform, mailer: smtp })],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await workers?.stop();
    await smtp?.close();
    await sink?.stop();
    await api?.close();
  });

  async function register(email = newEmail('student')) {
    const response = await api.post('/auth/register', studentSignUp({ email }));
    expect(response.status).toBe(201);
    return { email, user: response.body.data.user as { _id: string }, token: response.body.data.token as string };
  }

  const forgot = (email: string, headers: Record<string, string>) =>
    api.post('/auth/forgot-password', { email }, undefined, headers);
  const reset = (token: string, password = NEW_PASSWORD) =>
    api.post(`/auth/reset-password/${encodeURIComponent(token)}`, { password, token });

  /** Every message the sink got for this address, once the reactor and the queue have nothing left to do. */
  async function mailsTo(email: string): Promise<ReceivedMail[]> {
    await settleReactors(api.platform, [passwordResetMailReactor], PASSWORD_RESET_MAIL_QUEUE);
    return sink.received.filter((mail) => mail.to.includes(email));
  }

  async function resetRequests(userId: string): Promise<RecordedEvent[]> {
    const events = await api.platform.eventStore.readStream(userStream(userId));
    return events.filter((event) => event.type === 'PasswordResetRequested');
  }

  it('mails a link that works once, signs the person in and ends every older session', async () => {
    const { email, user, token: oldSession } = await register();
    const ip = fromIp();

    const asked = await forgot(email.toUpperCase(), ip);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true, message: sentMessage(60), data: {} });

    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    const headers = headersOf(mail!.raw);
    expect(headers.subject).toBe('Reset your Stint password');
    expect(headers.to).toBe(email);
    const { url, token } = linkIn(mail!);
    expect(url.startsWith(`${api.platform.config.PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // At rest: the keyed hash and the expiry, never the token; its sealed copy no longer opens once mailed.
    const [requested] = await resetRequests(user._id);
    const data = accountEventSchemas.PasswordResetRequested.parse(requested!.data);
    expect(data.tokenHash).toBe(resetTokenHash(api.platform.secret, token));
    expect(Date.parse(data.expiresAt) - Date.parse(requested!.metadata.at)).toBe(60 * 60_000);
    const atRest = JSON.stringify({ data: requested!.data, metadata: requested!.metadata });
    expect(atRest).not.toContain(token);
    expect(atRest).not.toContain(email);
    expect(await api.platform.cipher.decrypt(data.sealedToken)).toBeNull();
    expect(await api.platform.eventStore.readStream(passwordResetStream(data.tokenHash))).toHaveLength(1);

    // The registration's password rules, and the spec's mismatch message.
    expect(await reset(token, '12345')).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 6 characters' },
    });
    const mismatch = await api.post(`/auth/reset-password/${token}`, { password: NEW_PASSWORD, confirmPassword: 'x' });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been reset. You are now signed in.');
    expect(done.body.data.user).toMatchObject({ _id: user._id, email, role: 'student' });
    expect(done.body.data.user.lastLogin).toEqual(expect.any(String));
    expect((await api.get('/auth/me', done.body.data.token)).status).toBe(200);
    expect((await api.get('/auth/me', oldSession)).status).toBe(401);
    expect((await api.post('/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await api.post('/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await reset(token, 'a third password');
    expect(again).toMatchObject({ status: 409, body: { success: false, message: passwordResetMessages.used } });
    expect((await api.post('/auth/login', { email, password: 'a third password' })).status).toBe(401);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers a spent link sent again with its Idempotency-Key as a spent link, never with a session', async () => {
    const { email } = await register();
    await forgot(email, fromIp());
    const [mail] = await mailsTo(email);
    const { token } = linkIn(mail!);
    const path = `/auth/reset-password/${encodeURIComponent(token)}`;
    const key = { 'idempotency-key': `reset-${randomUUID()}` };
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token };

    const done = await api.post(path, body, undefined, key);
    expect(done.status).toBe(200);
    expect(done.body.data.token).toEqual(expect.any(String));

    // The same request again — link, body and key — is what anyone holding the spent link and its key could send.
    const replayed = await api.post(path, body, undefined, key);
    const spent = await api.post(path, body);
    expect(spent).toMatchObject({ status: 409, body: { success: false, message: passwordResetMessages.used } });
    expect(replayed.status).toBe(spent.status);
    expect(replayed.body).toEqual(spent.body);
    expect(JSON.stringify(replayed.body)).not.toContain(done.body.data.token);
    // With the key and another password: the key is bound to the first body.
    expect(
      await api.post(path, { ...body, password: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) }, undefined, key),
    ).toMatchObject({ status: 422 });
    expect((await api.post('/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers an unknown email exactly as a known one, as slowly, and mails only the known one', async () => {
    const { email } = await register();
    const unknown = newEmail('nobody');
    const ip = fromIp();

    const timed = async (address: string) => {
      const started = Date.now();
      const response = await forgot(address, ip);
      return { response, ms: Date.now() - started };
    };
    const known = await timed(email);
    const stranger = await timed(unknown);
    expect(stranger.response.status).toBe(known.response.status);
    expect(stranger.response.body).toEqual(known.response.body);
    expect(known.response).toMatchObject({ status: 200, body: { success: true, message: sentMessage(60) } });
    for (const { ms } of [known, stranger]) expect(ms).toBeGreaterThanOrEqual(MIN_ANSWER_MS - 5);

    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(unknown)).toEqual([]);

    // The per-email limit counts unknown emails too, and its 429 reads the same for both.
    const limited: Array<{ status: number; body: unknown }> = [];
    for (const address of [email, unknown]) {
      for (let i = 0; i < 2; i++) expect((await forgot(address, ip)).status).toBe(200);
      const { status, body } = await forgot(address, ip);
      limited.push({ status, body });
    }
    expect(limited[0]).toMatchObject({
      status: 429,
      body: { success: false, message: expect.stringMatching(/^Too many password reset requests\./) },
    });
    expect(limited[1]).toEqual(limited[0]);
    expect((await api.post('/auth/forgot-password', { email: 'not-an-email' }, undefined, ip)).body.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('caps the requests from one address, whatever the emails', async () => {
    const ip = fromIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await forgot(newEmail('spray'), ip)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  }, 30_000);

  it("counts a stranger's requests for their own address only, so the owner can still ask from theirs", async () => {
    const { email, user } = await register();
    const stranger = fromIp();
    for (let i = 0; i < 3; i++) expect((await forgot(email, stranger)).status).toBe(200);
    const refused = await forgot(email, stranger);
    expect(refused).toMatchObject({
      status: 429,
      body: { success: false, message: expect.stringMatching(/^Too many password reset requests\. Please try/) },
    });
    const requestsBefore = (await resetRequests(user._id)).length;

    const own = fromIp();
    expect(await forgot(email, own)).toMatchObject({ status: 200, body: { message: sentMessage(60) } });
    expect(await resetRequests(user._id)).toHaveLength(requestsBefore + 1);
    const links = (await mailsTo(email)).map(linkIn);
    expect((await reset(links.at(-1)!.token)).status).toBe(200);
  });

  it('works only within its lifetime', async () => {
    const first = await register();
    const second = await register();
    const ip = fromIp();
    for (const { email } of [first, second]) expect((await forgot(email, ip)).status).toBe(200);
    const tokenOf = async (email: string) => linkIn((await mailsTo(email))[0]!).token;
    const expiryOf = async (userId: string) =>
      Date.parse(accountEventSchemas.PasswordResetRequested.parse((await resetRequests(userId))[0]!.data).expiresAt);
    const [firstToken, secondToken] = [await tokenOf(first.email), await tokenOf(second.email)];

    // The server stamps the time of the command: move its clock (Date only; timers keep running).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(await expiryOf(first.user._id));
    expect(await reset(firstToken)).toMatchObject({ status: 409, body: { message: passwordResetMessages.expired } });
    vi.setSystemTime((await expiryOf(second.user._id)) - 1_000);
    expect((await reset(secondToken)).status).toBe(200);
    vi.useRealTimers();

    expect((await api.post('/auth/login', { email: first.email, password: PASSWORD })).status).toBe(200);
    expect((await api.post('/auth/login', { email: second.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('lets a newer link replace the older one, and a password change revoke the live one', async () => {
    const { email } = await register();
    const ip = fromIp();
    expect((await forgot(email, ip)).status).toBe(200);
    const older = linkIn((await mailsTo(email))[0]!).token;
    expect((await forgot(email, ip)).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const newer = linkIn(mails[1]!).token;
    expect(newer).not.toBe(older);
    expect(headersOf(mails[1]!.raw)['message-id']).not.toBe(headersOf(mails[0]!.raw)['message-id']);

    expect(await reset(older)).toMatchObject({ status: 409, body: { message: passwordResetMessages.superseded } });
    const signedIn = await reset(newer);
    expect(signedIn.status).toBe(200);

    expect((await forgot(email, ip)).status).toBe(200);
    const latest = linkIn((await mailsTo(email))[2]!).token;
    const changed = await api.request(
      'PUT',
      '/auth/change-password',
      { currentPassword: NEW_PASSWORD, newPassword: 'changed again', confirmPassword: 'changed again' },
      signedIn.body.data.token,
    );
    expect(changed.status).toBe(200);
    expect(await reset(latest)).toMatchObject({ status: 409, body: { message: passwordResetMessages.revoked } });
  });

  it('answers a token no link was issued with as not found (404)', async () => {
    expect((await api.post(`/auth/reset-password/${newResetToken()}`, { password: NEW_PASSWORD })).status).toBe(404);
    const forged = await reset('not-a-token-at-all');
    expect(forged).toMatchObject({ status: 404, body: { success: false, message: passwordResetMessages.invalid } });
  });

  it('mails no link to a deactivated account, and answers as for any other email', async () => {
    const { email, user } = await register();
    const ip = fromIp();
    const adminEmail = newEmail('admin');
    await createAdmin(api.platform, { email: adminEmail, password: 'admin-password' });
    const admin = (await api.post('/auth/login', { email: adminEmail, password: 'admin-password' })).body.data.token;
    const deactivated = await api.request('PATCH', `/admin/users/${user._id}/status`, { status: 'inactive' }, admin);
    expect(deactivated.status).toBe(200);
    const asked = await forgot(email, ip);
    expect(asked.body).toEqual({ success: true, message: sentMessage(60), data: {} });
    expect(await mailsTo(email)).toEqual([]);
    expect(await resetRequests(user._id)).toEqual([]);
  });
});

describe('password-reset mail job', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let smtp: SmtpMailer;

  beforeAll(async () => {
    api = await startAccountsApi();
    sink = await startSmtpSink();
    smtp = new SmtpMailer(sink.url, { logger: silent });
  });
  afterAll(async () => {
    await smtp?.close();
    await sink?.stop();
    await api?.close();
  });

  /** A user who asked for a link; the request event, read back from the log. */
  async function requested(): Promise<{ email: string; event: RecordedEvent }> {
    const email = newEmail('retry');
    const registered = await api.post('/auth/register', {
      role: 'employer',
      email,
      phone: '+1 555 0101',
      password: PASSWORD,
      companyName: 'Northwind',
      companyAddress: '1 Harbour Way',
    });
    expect((await api.post('/auth/forgot-password', { email }, undefined, fromIp())).status).toBe(200);
    const events = await api.platform.eventStore.readStream(userStream(registered.body.data.user._id));
    const event = events.findLast((recorded) => recorded.type === 'PasswordResetRequested');
    expect(event).toBeDefined();
    return { email, event: event! };
  }

  it('repeats the same Message-ID when retried, and sends nothing more for a replayed event', async () => {
    const { email, event } = await requested();
    const payload = { eventId: event.id, userId: String(event.data.userId) };
    // The server takes the message, then the connection drops before the job hears so: the job fails and is retried.
    let sends = 0;
    const flaky: Mailer = {
      kind: 'smtp',
      async send(message) {
        const sent = await smtp.send(message);
        if (++sends === 1) throw new Error('Connection closed after DATA');
        return sent;
      },
      close: async () => {},
    };
    const platform = { ...api.platform, mailer: flaky };
    await expect(sendPasswordResetMail(platform, payload)).rejects.toThrow('Connection closed after DATA');
    expect(await sendPasswordResetMail(platform, payload)).toBe('sent');
    // The key is gone: a replay (the reactor again after a crash, a queue that forgot the job) sends nothing.
    expect(await sendPasswordResetMail(platform, payload)).toBe('already-sent');
    expect(await sendPasswordResetMail({ ...api.platform, mailer: smtp }, payload)).toBe('already-sent');

    const mails = sink.received.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(2);
    const ids = mails.map((mail) => headersOf(mail.raw)['message-id']);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[0]).toBe(messageIdFor(`${event.id}:password-reset`, 'stint.local'));
    expect(linkIn(mails[1]!).token).toBe(linkIn(mails[0]!).token);
  });

  it('enqueues one job per event however often the event is replayed', async () => {
    const { event } = await requested();
    const context = { queue: api.platform.queue, logger: silent };
    for (let i = 0; i < 3; i++) await passwordResetMailReactor.react(event, context);
    expect(await api.platform.queue.counts(PASSWORD_RESET_MAIL_QUEUE)).toMatchObject({ waiting: 1 });
  });

  it('does not mail a link that was replaced or has expired by the time the job runs', async () => {
    const { email, event: older } = await requested();
    const payload = (event: RecordedEvent) => ({ eventId: event.id, userId: String(event.data.userId) });
    const platform = { ...api.platform, mailer: smtp };
    const expiresAt = Date.parse(String(older.data.expiresAt));
    expect(await sendPasswordResetMail(platform, payload(older), new Date(expiresAt))).toBe('no-longer-usable');

    const again = await api.post('/auth/forgot-password', { email }, undefined, fromIp());
    expect(again.status).toBe(200);
    const events = await api.platform.eventStore.readStream(userStream(String(older.data.userId)));
    const newer = events.findLast((recorded) => recorded.type === 'PasswordResetRequested')!;
    expect(newer.id).not.toBe(older.id);
    expect(await sendPasswordResetMail(platform, payload(older))).toBe('no-longer-usable');
    expect(await sendPasswordResetMail(platform, payload(newer))).toBe('sent');
    expect(sink.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });
});

/**
 * The weekly digest end to end on the embedded profile, mailed to a real SMTP server (an in-process smtp-server):
 * each subscriber hears only of the week's internships in their categories, once per week; an unsubscribe link from
 * the mail works signed out and stops the next digest; a replayed event or a retried job never sends a second message
 * with another Message-ID.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newsletterRoutes } from '@stint/api/newsletter/index';
import { subscriberIdFor } from '@stint/api/newsletter/newsletter.store';
import { internshipDetails } from '@stint/launcher/testing/people';
import { startTestApi } from '@stint/launcher/testing/test-api';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { newsletterSubscribersProjection } from '@stint/projector/newsletter/newsletter-subscribers.projection';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { headersOf, type ReceivedMail } from '@stint/shared/infra/testing/smtp-sink';
import type { InternshipCategory } from '@stint/shared/internships/internships.constants';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import type { NewsletterCategory } from '@stint/shared/newsletter/newsletter.constants';
import { isoWeek } from '@stint/shared/newsletter/newsletter-digest';
import { useMailWorkers } from '../testing/mail-workers';
import { laterTheSameWeek } from '../testing/same-week';
import { replayPastDedupeWindow, retryJob, settleReactors } from '../testing/settle';
import { decideWeeklyDigests, newsletterDigestJob } from './newsletter-digest.job';
import { newsletterDigestMailJob, newsletterDigestMailReactor } from './newsletter-digest-mail';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';

const DAY = 86_400_000;

/** The text part of a raw message: quoted-printable decoded, CRLF as LF. */
function bodyOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const unfolded = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? /^[0-9A-F]{2}/.exec(unfolded.slice(i + 1)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

describe('weekly newsletter digest', () => {
  const world = useMailWorkers({
    start: () =>
      startTestApi('embedded', {
        routes: newsletterRoutes,
        projections: [internshipsProjection, newsletterSubscribersProjection],
      }),
    reactor: newsletterDigestMailReactor,
    job: newsletterDigestMailJob,
  });

  const settle = () => settleReactors(world.platform, [newsletterDigestMailReactor], newsletterStream('mail'));

  const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.org`;
  async function subscribe(email: string, interestedCategories: NewsletterCategory[]): Promise<string> {
    const response = await world.api.post('/newsletter/subscribe', { email, interestedCategories });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return subscriberIdFor(world.api.platform.secret, email);
  }
  /** An active internship posted at `at` (the log's time is the posting time the digest reads). */
  async function post(title: string, category: InternshipCategory, at = new Date()): Promise<string> {
    const internshipId = randomUUID();
    const result = await handleCommand(
      world.api.platform.eventStore,
      internshipStream(internshipId),
      internshipDecider,
      {
        type: 'PostInternship',
        internshipId,
        employerId: randomUUID(),
        details: { ...internshipDetails, title, category },
        asDraft: false,
        today: at.toISOString().slice(0, 10),
      },
      { commandId: randomUUID(), actor: null, at: at.toISOString(), correlationId: randomUUID() },
    );
    await world.api.server.deps.consistency.waitFor(result.position);
    return internshipId;
  }
  async function decide(now: Date) {
    const run = await decideWeeklyDigests(world.platform, now);
    expect(run.failed).toEqual([]);
    await world.api.server.deps.consistency.waitFor(run.position);
    return run;
  }
  const mailsTo = (email: string): ReceivedMail[] => world.sink.received.filter((mail) => mail.to.includes(email));
  const messageIds = (mails: ReceivedMail[]) => new Set(mails.map((mail) => headersOf(mail.raw)['message-id']));
  const digestsOf = async (subscriberId: string) =>
    (await world.api.platform.eventStore.readStream(newsletterStream(subscriberId))).filter(
      (event) => event.type === 'NewsletterDigestSent',
    );

  it('mails each subscriber the week’s internships of their categories, once a week, until they unsubscribe', async () => {
    const start = Date.now();
    const backend = await post('Backend intern', 'Technology');
    const data = await post('Data intern', 'Technology');
    const nurse = await post('Ward intern', 'Healthcare');
    const legal = await post('Paralegal intern', 'Other');
    const old = await post('Old tech intern', 'Technology', new Date(start - 10 * DAY));

    const [tess, hana, lou, nobody] = [address('tess'), address('hana'), address('lou'), address('nobody')];
    const tessId = await subscribe(tess, ['software_engineering', 'data_science']);
    const hanaId = await subscribe(hana, ['medical_healthcare']);
    const louId = await subscribe(lou, ['law_legal', 'finance_banking']);
    // Education: no internship this week, so no digest at all.
    const nobodyId = await subscribe(nobody, ['education_teaching']);

    // Week one.
    const weekOne = new Date();
    const first = await decide(weekOne);
    expect(first.week).toBe(isoWeek(weekOne));
    expect(first.sent).toEqual(expect.arrayContaining([tessId, hanaId, louId]));
    expect(first.sent).not.toContain(nobodyId);
    await settle();

    const [tessMail, ...moreTess] = mailsTo(tess);
    expect(moreTess).toEqual([]);
    const tessText = bodyOf(tessMail!.raw);
    expect(headersOf(tessMail!.raw).subject).toBe('2 new internships this week in your categories');
    expect(tessText).toContain('Backend intern — Northwind');
    expect(tessText).toContain('Data intern — Northwind');
    expect(tessText).toContain(`/internships/${backend}`);
    expect(tessText).toContain(`/internships/${data}`);
    for (const other of [nurse, legal, old]) expect(tessText).not.toContain(other);
    expect(tessText).toContain('(Software Engineering, Data Science)');

    const hanaText = bodyOf(mailsTo(hana)[0]!.raw);
    expect(headersOf(mailsTo(hana)[0]!.raw).subject).toBe('New internship this week: Ward intern');
    expect(hanaText).toContain(`/internships/${nurse}`);
    for (const other of [backend, data, legal, old]) expect(hanaText).not.toContain(other);
    expect(bodyOf(mailsTo(lou)[0]!.raw)).toContain(`/internships/${legal}`);
    expect(mailsTo(nobody)).toEqual([]);

    // A second run in the same week (another tick, a restart) decides and mails nothing new.
    const before = world.sink.received.length;
    const rerun = await decide(laterTheSameWeek(weekOne, 60_000));
    expect(rerun.sent).toEqual([]);
    await settle();
    expect(world.sink.received.length).toBe(before);
    expect(await digestsOf(tessId)).toHaveLength(1);

    // Tess follows the unsubscribe link in her mail, signed out.
    const link = new URL(/Unsubscribe \(no sign-in needed\): (\S+)/.exec(tessText)![1]!);
    expect(link.pathname).toBe('/newsletter/unsubscribe');
    const token = link.searchParams.get('token')!;
    const looked = await world.api.get(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(looked.body.data.subscription).toEqual({
      status: 'subscribed',
      interestedCategories: ['software_engineering', 'data_science'],
    });
    const unsubscribed = await world.api.post('/newsletter/unsubscribe', { token });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.data.subscription.status).toBe('unsubscribed');

    // Week two: a new internship for Tess's and Hana's categories; Hana is not told again of the ward internship.
    const robotics = await post('Robotics intern', 'Technology');
    const clinic = await post('Clinic intern', 'Healthcare');
    const weekTwo = new Date(start + 7 * DAY);
    const second = await decide(weekTwo);
    expect(second.week).not.toBe(first.week);
    expect(second.sent).toContain(hanaId);
    expect(second.sent).not.toContain(tessId);
    await settle();
    expect(mailsTo(tess)).toHaveLength(1);
    const hanaWeekTwo = bodyOf(mailsTo(hana)[1]!.raw);
    expect(hanaWeekTwo).toContain(`/internships/${clinic}`);
    expect(hanaWeekTwo).not.toContain(`/internships/${nurse}`);
    expect(hanaWeekTwo).not.toContain(robotics);
  });

  it('sends one Message-ID per digest, however often its event is replayed or its job retried', async () => {
    const email = address('retry');
    const subscriberId = await subscribe(email, ['design_creative']);
    await post('Design intern', 'Design');
    await decide(new Date());
    await settle();
    const [digest] = await digestsOf(subscriberId);
    expect(digest).toBeDefined();
    expect(mailsTo(email)).toHaveLength(1);
    const [original] = messageIds(mailsTo(email));

    // The job retried (a timeout after the server had accepted the message): the same message again.
    await retryJob(newsletterDigestMailJob(world.platform), 'digest', { eventId: digest!.id, subscriberId });
    // The event replayed from the start once the queue has forgotten its jobs.
    await world.stopWorkers();
    await replayPastDedupeWindow(world.platform, newsletterDigestMailReactor, newsletterStream('mail'));
    // Delivered three times (at least once is the promise), always as the one message.
    const mails = mailsTo(email);
    expect(mails).toHaveLength(3);
    expect(messageIds(mails)).toEqual(new Set([original]));
    expect(original).toMatch(/^<[0-9a-f]{32}@stint\.local>$/);
    // Every digest replayed above, whoever it was for, kept its Message-ID: one Message-ID per digest event.
    const recipients = new Set(world.sink.received.flatMap((mail) => mail.to));
    expect(recipients.size).toBeGreaterThan(1);
    for (const recipient of recipients) {
      const digests = await digestsOf(subscriberIdFor(world.api.platform.secret, recipient));
      expect(messageIds(mailsTo(recipient)).size, recipient).toBe(digests.length);
    }
  });

  it('checks every hour and once at start', () => {
    expect(newsletterDigestJob(world.api.platform).schedule).toEqual({
      name: 'newsletter-digest',
      every: { everyMs: 60 * 60_000, runAtStart: true },
    });
  });
});

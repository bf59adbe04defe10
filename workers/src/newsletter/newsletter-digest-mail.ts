/**
 * The digest mail: a reactor turns `NewsletterDigestSent` into a job; the job reads the subscription back (the log is
 * the truth), opens the sealed address and mails the week's internships with an unsubscribe link that works signed
 * out. The Message-ID comes from the event, so a replayed event or a retried job sends the same message, never a
 * second one. Someone who unsubscribed after the digest was decided gets nothing.
 */
import { z } from 'zod';
import { fold } from '@stint/shared/decider';
import { toDomainEvents } from '@stint/shared/infra/commands/handle-command';
import { signPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError } from '@stint/shared/infra/queue/queue.port';
import { internshipsCollection, type InternshipDocument } from '@stint/shared/internships/internships.read-models';
import {
  NEWSLETTER_UNSUBSCRIBE_LINK_DAYS,
  NEWSLETTER_UNSUBSCRIBE_PURPOSE,
  newsletterCategoryLabels,
} from '@stint/shared/newsletter/newsletter.constants';
import { newsletterDecider } from '@stint/shared/newsletter/newsletter.decider';
import type { NewsletterEvent } from '@stint/shared/newsletter/newsletter.events';
import { jobReactor } from '../runtime/job-reactor';
import type { JobDefinition } from '../runtime/reactor';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';

const QUEUE = 'newsletter-mail';

const payloadSchema = z.object({ eventId: z.string().min(1), subscriberId: z.string().regex(/^[\w-]{1,100}$/) });
type DigestMailPayload = z.infer<typeof payloadSchema>;

export const newsletterDigestMailReactor = jobReactor({
  name: 'newsletter-digest-mail',
  handles: 'NewsletterDigestSent',
  schema: payloadSchema.pick({ subscriberId: true }),
  unreadable: 'NewsletterDigestSent without a subscriber',
  queue: QUEUE,
  job: 'digest',
  purpose: newsletterStream('digest'),
  payload: ({ subscriberId }, event): DigestMailPayload => ({ eventId: event.id, subscriberId }),
});

/** The link a digest carries: the web page that unsubscribes without signing in. */
export function unsubscribeLink(platform: Pick<Platform, 'secret' | 'config'>, subscriberId: string, now = new Date()) {
  const token = signPurposeToken(
    platform.secret,
    NEWSLETTER_UNSUBSCRIBE_PURPOSE,
    subscriberId,
    new Date(now.getTime() + NEWSLETTER_UNSUBSCRIBE_LINK_DAYS * 86_400_000),
  );
  return new URL(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, platform.config.PUBLIC_URL).toString();
}

function describe(internship: InternshipDocument, link: string): string[] {
  const where = internship.isRemote ? `${internship.location} (remote)` : internship.location;
  return [
    `${internship.title} — ${internship.company}`,
    `   ${[where, internship.category, `apply by ${internship.applicationDeadline}`].filter(Boolean).join(' · ')}`,
    `   ${link}`,
  ];
}

export function newsletterDigestMailJob(platform: Platform): JobDefinition {
  return {
    queue: QUEUE,
    handler: (async (job: { payload: unknown }) => {
      const { eventId, subscriberId } = payloadSchema.parse(job.payload);
      const recorded = await platform.eventStore.readStream(newsletterStream(subscriberId));
      const events = toDomainEvents<NewsletterEvent>(recorded, newsletterDecider.eventSchemas);
      const index = recorded.findIndex((event) => event.id === eventId);
      const digest = events[index];
      if (!digest || digest.type !== 'NewsletterDigestSent') {
        throw new PermanentJobError(`No digest ${eventId} on subscription ${subscriberId}`);
      }
      const state = fold(newsletterDecider, events);
      // Unsubscribed since the digest was decided: the link worked, so nothing more goes out.
      if (state.status !== 'subscribed') return;
      const subscribed = events.findLast((event) => event.type === 'NewsletterSubscribed');
      if (subscribed?.type !== 'NewsletterSubscribed') throw new PermanentJobError('Subscription without an address');
      const email = await platform.cipher.decrypt(subscribed.data.email);
      // Erased since: there is nobody to write to any more.
      if (email === null) return;

      const internships = platform.readStore.collection<InternshipDocument>(internshipsCollection);
      const found = await Promise.all(digest.data.internshipIds.map((id) => internships.get(id)));
      // One closed since the digest was decided is left out; the rest still go.
      const open = found.filter((internship): internship is InternshipDocument => internship?.status === 'active');
      if (open.length === 0) return;

      const base = platform.config.PUBLIC_URL;
      const interests = state.categories.map((category) => newsletterCategoryLabels[category]).join(', ');
      const lines = [
        'Hello,',
        '',
        `Here ${open.length === 1 ? 'is the new internship' : `are ${open.length} new internships`} on Stint this week in the categories you follow (${interests}):`,
        '',
        ...open.flatMap((internship, i) => [
          `${i + 1}. ${describe(internship, new URL(`/internships/${internship._id}`, base).toString()).join('\n')}`,
          '',
        ]),
        `Browse every internship: ${new URL('/internships', base).toString()}`,
        '',
        '— The Stint team',
        '',
        'You receive this email because you subscribed to the Stint newsletter.',
        `Unsubscribe (no sign-in needed): ${unsubscribeLink(platform, subscriberId)}`,
      ];
      await platform.mailer.send({
        to: email,
        subject:
          open.length === 1
            ? `New internship this week: ${open[0]!.title}`
            : `${open.length} new internships this week in your categories`,
        text: lines.join('\n'),
        causeId: `${eventId}:newsletter-digest`,
      });
    }) as JobDefinition['handler'],
  };
}

/**
 * The weekly digest (issue 6): for each active subscriber, the active platform internships posted in the last 7 days
 * in the categories their interests cover (the fixed mapping in `shared`). Whoever has any gets `NewsletterDigestSent`
 * on their subscription; the digest mail reactor mails it. The job checks every hour (and once at start) and the
 * decider allows one digest per ISO week, so the digest goes out with the first check of each week however often
 * processes restart or ticks repeat — and a week with nothing new for someone sends them nothing.
 */
import { randomUUID } from 'node:crypto';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { internshipsCollection, type InternshipDocument } from '@stint/shared/internships/internships.read-models';
import { DIGEST_MAX_INTERNSHIPS } from '@stint/shared/newsletter/newsletter.constants';
import { newsletterDecider } from '@stint/shared/newsletter/newsletter.decider';
import { digestWindowStart, isoWeek, selectDigestInternships } from '@stint/shared/newsletter/newsletter-digest';
import {
  newsletterSubscribersCollection,
  type NewsletterSubscriberDocument,
} from '@stint/shared/newsletter/newsletter.read-models';
import { commandEach, sweepJob } from '../runtime/command-each';
import type { JobDefinition } from '../runtime/reactor';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';

const QUEUE = 'newsletter-digest';
const EVERY_MS = 60 * 60_000;
/** A week's new internships, at most; far more than a digest names, so every subscriber's pick is among them. */
const CANDIDATES_MAX = 5000;

type Stores = Pick<Platform, 'eventStore' | 'readStore' | 'logger'>;

export type DigestRun = {
  week: string;
  /** Subscribers whose digest this run decided. */
  sent: string[];
  failed: string[];
  /** The position of the last digest appended, to wait on. */
  position: bigint | null;
};

export async function decideWeeklyDigests(platform: Stores, now: Date = new Date()): Promise<DigestRun> {
  const logger = platform.logger.child({ module: newsletterStream('digest') });
  const week = isoWeek(now);
  const window = { from: digestWindowStart(now), to: now.toISOString() };
  const run: DigestRun = { week, sent: [], failed: [], position: null };
  const candidates = await platform.readStore
    .collection<InternshipDocument>(internshipsCollection)
    .find(
      { status: 'active', createdAt: { $gte: window.from, $lte: window.to } },
      { sort: { createdAt: -1 }, limit: CANDIDATES_MAX },
    );
  // Nothing new this week: nobody gets a digest, and nobody needs to be looked at.
  if (candidates.length === 0) return run;

  const subscribers = platform.readStore.collection<NewsletterSubscriberDocument>(newsletterSubscribersCollection);
  const correlationId = randomUUID();
  await commandEach(
    subscribers,
    { status: 'subscribed', lastDigestWeek: { $ne: week } },
    {
      command: (subscriber) => {
        const internshipIds = selectDigestInternships(
          subscriber.interestedCategories,
          candidates,
          window,
          DIGEST_MAX_INTERNSHIPS,
        );
        if (internshipIds.length === 0) return null;
        return handleCommand(
          platform.eventStore,
          newsletterStream(subscriber._id),
          newsletterDecider,
          { type: 'RecordNewsletterDigest', week, internshipIds },
          {
            // One command per subscriber and week: a rerun finds what the first run appended.
            commandId: deterministicId('newsletter-digest', subscriber._id, week),
            actor: null,
            at: now.toISOString(),
            correlationId,
          },
          { retries: 3 },
        );
      },
      run,
      done: run.sent,
      onFailure: (error, subscriber) =>
        logger.error({ err: error, subscriberId: subscriber._id }, 'could not decide the digest'),
    },
  );
  if (run.sent.length > 0) logger.info({ week, count: run.sent.length }, 'newsletter digests decided');
  return run;
}

export function newsletterDigestJob(platform: Platform): JobDefinition {
  return sweepJob({
    queue: QUEUE,
    name: 'newsletter-digest',
    everyMs: EVERY_MS,
    run: () => decideWeeklyDigests(platform),
    failure: (count) => `Could not decide ${count} digest(s)`,
  });
}

import { describe, expect, it } from 'vitest';

import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { newsletterSubscribersProjection } from './newsletter-subscribers.projection';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';
import { topics } from '@stint/shared/live/topics';

const at = (minute: number) => `2025-06-16T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('newsletter subscribers projection', () => {
  it('keeps each subscription’s status, interests, covered internship categories and digests; replays the same', async () => {
    const { cipher, project } = projectionSpec(newsletterSubscribersProjection);
    const event = (minute: number, type: string, data: Record<string, unknown>, stream = newsletterStream('s1')) =>
      ({ stream, type, data, metadata: { at: at(minute) } }) satisfies GivenEvent;
    const email = (id: string) => cipher.encrypt(id, `${id}@example.org`);
    const events: GivenEvent[] = [
      event(0, 'NewsletterSubscribed', { subscriberId: 's1', categories: ['data_science'], email: await email('s1') }),
      event(1, 'NewsletterCategoriesChanged', { subscriberId: 's1', categories: ['law_legal', 'marketing_pr'] }),
      event(2, 'NewsletterDigestSent', { subscriberId: 's1', week: '2025-W25', internshipIds: ['i1'] }),
      event(
        3,
        'NewsletterSubscribed',
        { subscriberId: 's2', categories: ['software_engineering'], email: await email('s2') },
        newsletterStream('s2'),
      ),
      event(4, 'NewsletterUnsubscribed', { subscriberId: 's2' }, newsletterStream('s2')),
      event(5, 'NewsletterDigestSent', { subscriberId: 's1', week: '2025-W26', internshipIds: ['i2'] }),
    ];
    const projected = await project(events);
    const documents = await projected.documents();
    expect(documents).toEqual({
      newsletter_subscribers: [
        {
          _id: 's1',
          status: 'subscribed',
          interestedCategories: ['marketing_pr', 'law_legal'],
          internshipCategories: ['Marketing', 'Other'],
          subscribedAt: at(0),
          updatedAt: at(1),
          unsubscribedAt: null,
          lastDigestWeek: '2025-W26',
          digestsSent: 2,
        },
        {
          _id: 's2',
          status: 'unsubscribed',
          interestedCategories: ['software_engineering'],
          internshipCategories: ['Technology'],
          subscribedAt: at(3),
          updatedAt: at(4),
          unsubscribedAt: at(4),
          lastDigestWeek: null,
          digestsSent: 0,
        },
      ],
    });
    // No address in the read model: the digest mail opens it from the log.
    expect(JSON.stringify(documents)).not.toContain('@example.org');
    expect(projected.notices.map((notice) => notice.topic)).toContain(topics.newsletterSubscribers);
    expect(await projected.replay()).toEqual(documents);
  });

  it('subscribing again after unsubscribing reactivates the document and keeps its digest history', async () => {
    const { cipher, project } = projectionSpec(newsletterSubscribersProjection);
    const sealed = await cipher.encrypt('s3', 's3@example.org');
    const projected = await project(
      [
        { type: 'NewsletterSubscribed', data: { subscriberId: 's3', categories: ['law_legal'], email: sealed } },
        { type: 'NewsletterDigestSent', data: { subscriberId: 's3', week: '2025-W25', internshipIds: ['i1'] } },
        { type: 'NewsletterUnsubscribed', data: { subscriberId: 's3' } },
        { type: 'NewsletterSubscribed', data: { subscriberId: 's3', categories: ['data_science'], email: sealed } },
      ].map((given, index) => ({ ...given, stream: newsletterStream('s3'), metadata: { at: at(index) } })),
    );
    const [document] = (await projected.documents()).newsletter_subscribers!;
    expect(document).toMatchObject({
      status: 'subscribed',
      interestedCategories: ['data_science'],
      subscribedAt: at(3),
      unsubscribedAt: null,
      lastDigestWeek: '2025-W25',
      digestsSent: 1,
    });
  });
});

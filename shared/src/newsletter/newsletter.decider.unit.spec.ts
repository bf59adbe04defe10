import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { fold } from '../decider';
import type { SealedValue } from '../sealed';
import { deciderSpec } from '../testing/decider-spec';
import { newsletterCategories, NEWSLETTER_VALIDATION_MESSAGE, type NewsletterCategory } from './newsletter.constants';
import type { NewsletterCommand } from './newsletter.commands';
import { newsletterDecider } from './newsletter.decider';
import type { NewsletterEvent } from './newsletter.events';

const email: SealedValue = { $pii: 'v1', p: 's1', iv: 'aXY=', ct: 'Y3Q=', tag: 'dGFn' };
const spec = deciderSpec(newsletterDecider);
const subscribed: NewsletterEvent = {
  type: 'NewsletterSubscribed',
  data: { subscriberId: 's1', categories: ['software_engineering', 'data_science'], email },
};
const unsubscribed: NewsletterEvent = { type: 'NewsletterUnsubscribed', data: { subscriberId: 's1' } };
const digest = (week: string, internshipIds: string[]): NewsletterEvent => ({
  type: 'NewsletterDigestSent',
  data: { subscriberId: 's1', week, internshipIds },
});
const subscribe = (categories: NewsletterCategory[]) =>
  ({ type: 'SubscribeToNewsletter', subscriberId: 's1', categories, email }) as const;

describe('newsletter decider', () => {
  describe('subscribe', () => {
    it('subscribes a new address with its categories in the spec’s order', () => {
      spec
        .given([])
        .when(subscribe(['data_science', 'software_engineering', 'data_science']))
        .then([subscribed]);
    });

    it('refuses no category with the spec’s message', () => {
      spec.given([]).when(subscribe([])).thenThrows(ValidationError, NEWSLETTER_VALIDATION_MESSAGE);
    });

    it('changes the categories of an address already subscribed, and nothing when they are the same', () => {
      spec
        .given([subscribed])
        .when(subscribe(['law_legal']))
        .then([{ type: 'NewsletterCategoriesChanged', data: { subscriberId: 's1', categories: ['law_legal'] } }]);
      spec
        .given([subscribed])
        .when(subscribe(['data_science', 'software_engineering']))
        .then([]);
    });

    it('subscribes again after unsubscribing', () => {
      spec
        .given([subscribed, unsubscribed])
        .when(subscribe(['law_legal']))
        .then([{ type: 'NewsletterSubscribed', data: { subscriberId: 's1', categories: ['law_legal'], email } }]);
    });

    it('never lets one address’s command into another subscriber’s stream', () => {
      spec
        .given([subscribed])
        .when({ ...subscribe(['law_legal']), subscriberId: 's2' })
        .thenThrows(ConflictError);
    });
  });

  describe('unsubscribe', () => {
    it('unsubscribes once; again changes nothing; an unknown subscription is not found', () => {
      spec.given([subscribed]).when({ type: 'UnsubscribeFromNewsletter' }).then([unsubscribed]);
      spec.given([subscribed, unsubscribed]).when({ type: 'UnsubscribeFromNewsletter' }).then([]);
      spec.given([]).when({ type: 'UnsubscribeFromNewsletter' }).thenThrows(NotFoundError);
    });
  });

  describe('digest', () => {
    const record = (week: string, internshipIds: string[]) =>
      ({ type: 'RecordNewsletterDigest', week, internshipIds }) as const;

    it('records one digest per week', () => {
      spec
        .given([subscribed])
        .when(record('2025-W24', ['a', 'b', 'a']))
        .then([digest('2025-W24', ['a', 'b'])]);
      spec
        .given([subscribed, digest('2025-W24', ['a'])])
        .when(record('2025-W24', ['c']))
        .then([]);
      spec
        .given([subscribed, digest('2025-W25', ['a'])])
        .when(record('2025-W24', ['c']))
        .then([]);
    });

    it('never names an internship the previous digest named, and sends nothing when none is left', () => {
      spec
        .given([subscribed, digest('2025-W24', ['a', 'b'])])
        .when(record('2025-W25', ['b', 'c']))
        .then([digest('2025-W25', ['c'])]);
      spec
        .given([subscribed, digest('2025-W24', ['a', 'b'])])
        .when(record('2025-W25', ['a']))
        .then([]);
      spec.given([subscribed]).when(record('2025-W25', [])).then([]);
    });

    it('sends nothing to someone who unsubscribed, and remembers the last digest across a new subscription', () => {
      spec
        .given([subscribed, unsubscribed])
        .when(record('2025-W24', ['a']))
        .then([]);
      spec
        .given([subscribed, digest('2025-W24', ['a']), unsubscribed, subscribed])
        .when(record('2025-W24', ['b']))
        .then([]);
      spec
        .given([])
        .when(record('2025-W24', ['a']))
        .thenThrows(NotFoundError);
    });

    it('property: whatever is asked, at most one digest per week, weeks only ascend, and no id twice in a row', () => {
      const week = fc.integer({ min: 1, max: 6 }).map((w) => `2025-W0${w}`);
      const id = fc.constantFrom('a', 'b', 'c', 'd');
      const command: fc.Arbitrary<NewsletterCommand> = fc.oneof(
        fc.record({ type: fc.constant('RecordNewsletterDigest' as const), week, internshipIds: fc.array(id) }),
        fc.record({
          type: fc.constant('SubscribeToNewsletter' as const),
          subscriberId: fc.constant('s1'),
          categories: fc.subarray([...newsletterCategories], { minLength: 1 }),
          email: fc.constant(email),
        }),
        fc.constant({ type: 'UnsubscribeFromNewsletter' as const }),
      );
      fc.assert(
        fc.property(fc.array(command, { maxLength: 30, size: 'max' }), (commands) => {
          const events: NewsletterEvent[] = [];
          for (const next of commands) {
            try {
              events.push(...newsletterDecider.decide(next, fold(newsletterDecider, events)));
            } catch {
              // A refused command appends nothing.
            }
          }
          const digests = events.filter((event) => event.type === 'NewsletterDigestSent');
          const weeks = digests.map((event) => event.data.week);
          expect([...weeks].sort()).toEqual(weeks);
          expect(new Set(weeks).size).toBe(weeks.length);
          for (let i = 1; i < digests.length; i++) {
            const before = new Set(digests[i - 1]!.data.internshipIds);
            expect(digests[i]!.data.internshipIds.some((x) => before.has(x))).toBe(false);
          }
        }),
      );
    });
  });
});

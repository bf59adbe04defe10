/**
 * A newsletter subscription (stream `newsletter-<subscriberId>`): one per address. Subscribing again changes the
 * categories; unsubscribing is final until the person subscribes again; at most one digest per ISO week, never
 * repeating an internship the previous digest already named.
 */
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { defineDecider, unknownCommand } from '../decider';
import type { NewsletterCommand } from './newsletter.commands';
import {
  NEWSLETTER_VALIDATION_MESSAGE,
  normaliseNewsletterCategories,
  type NewsletterCategory,
} from './newsletter.constants';
import { newsletterEventSchemas, type NewsletterEvent } from './newsletter.events';

type LastDigest = { week: string; internshipIds: string[] } | null;

export type NewsletterState =
  | { status: 'none' }
  | { status: 'subscribed'; subscriberId: string; categories: NewsletterCategory[]; lastDigest: LastDigest }
  | { status: 'unsubscribed'; subscriberId: string; lastDigest: LastDigest };

const initialState = (): NewsletterState => ({ status: 'none' });

function evolve(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'NewsletterSubscribed':
      return {
        status: 'subscribed',
        subscriberId: event.data.subscriberId,
        categories: normaliseNewsletterCategories(event.data.categories),
        lastDigest: state.status === 'none' ? null : state.lastDigest,
      };
    case 'NewsletterCategoriesChanged':
      return state.status === 'subscribed'
        ? { ...state, categories: normaliseNewsletterCategories(event.data.categories) }
        : state;
    case 'NewsletterUnsubscribed':
      return state.status === 'subscribed'
        ? { status: 'unsubscribed', subscriberId: state.subscriberId, lastDigest: state.lastDigest }
        : state;
    case 'NewsletterDigestSent':
      return state.status === 'none'
        ? state
        : { ...state, lastDigest: { week: event.data.week, internshipIds: event.data.internshipIds } };
  }
}

const sameCategories = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((category, index) => category === b[index]);

function decide(command: NewsletterCommand, state: NewsletterState): NewsletterEvent[] {
  switch (command.type) {
    case 'SubscribeToNewsletter': {
      const categories = normaliseNewsletterCategories(command.categories);
      if (categories.length === 0) throw new ValidationError(NEWSLETTER_VALIDATION_MESSAGE);
      if (state.status !== 'none' && state.subscriberId !== command.subscriberId) {
        throw new ConflictError('This subscription belongs to another address');
      }
      if (state.status === 'subscribed') {
        if (sameCategories(state.categories, categories)) return [];
        return [{ type: 'NewsletterCategoriesChanged', data: { subscriberId: state.subscriberId, categories } }];
      }
      return [
        {
          type: 'NewsletterSubscribed',
          data: { subscriberId: command.subscriberId, categories, email: command.email },
        },
      ];
    }
    case 'UnsubscribeFromNewsletter':
      if (state.status === 'none') throw new NotFoundError('Subscription not found');
      if (state.status === 'unsubscribed') return [];
      return [{ type: 'NewsletterUnsubscribed', data: { subscriberId: state.subscriberId } }];
    case 'RecordNewsletterDigest': {
      if (state.status === 'none') throw new NotFoundError('Subscription not found');
      if (state.status === 'unsubscribed') return [];
      const last = state.lastDigest;
      if (last && command.week <= last.week) return [];
      const sentBefore = new Set(last?.internshipIds ?? []);
      const internshipIds = [...new Set(command.internshipIds)].filter((id) => !sentBefore.has(id));
      if (internshipIds.length === 0) return [];
      return [
        {
          type: 'NewsletterDigestSent',
          data: { subscriberId: state.subscriberId, week: command.week, internshipIds },
        },
      ];
    }
    default:
      return unknownCommand(command);
  }
}

export const newsletterDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: newsletterEventSchemas,
});

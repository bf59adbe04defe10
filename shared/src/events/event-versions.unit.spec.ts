import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountEventSchemas, reservationEventSchemas } from '../accounts/accounts.events';
import { certificateEventSchemas } from '../certificates/certificates.events';
import { contactEventSchemas } from '../contact/contact.events';
import { evaluationEventSchemas } from '../evaluations/evaluations.events';
import { idempotencyKeyEventSchemas } from '../infra/commands/idempotency-keys';
import { bookmarkEventSchemas } from '../internships/bookmarks.events';
import { externalListingEventSchemas } from '../internships/external-listings.events';
import { internshipEventSchemas } from '../internships/internships.events';
import { logbookEventSchemas } from '../logbooks/logbooks.events';
import { interviewEventSchemas } from '../interviews/interviews.events';
import { messageEventSchemas } from '../messages/messages.events';
import { newsletterEventSchemas } from '../newsletter/newsletter.events';
import { notificationEventSchemas } from '../notifications/notifications.events';
import { reportEventSchemas } from '../reports/reports.events';
import { settingsEventSchemas } from '../settings/settings.events';
import { placementEvaluationEventSchemas } from '../placement-evaluations/placement-evaluations.events';
import { notificationsReadV1 } from '../testing/stored-events';
import { currentEventVersion, eventVersions, upcastEvent } from './event-versions';

/** Every event type Stint records, with the schema of its current shape. */
const currentSchemas: Record<string, z.ZodType> = {
  ...accountEventSchemas,
  ...reservationEventSchemas,
  ...certificateEventSchemas,
  ...contactEventSchemas,
  ...evaluationEventSchemas,
  ...idempotencyKeyEventSchemas,
  ...bookmarkEventSchemas,
  ...externalListingEventSchemas,
  ...internshipEventSchemas,
  ...logbookEventSchemas,
  ...messageEventSchemas,
  ...interviewEventSchemas,
  ...newsletterEventSchemas,
  ...notificationEventSchemas,
  ...reportEventSchemas,
  ...settingsEventSchemas,
  ...placementEvaluationEventSchemas,
};

describe('the registry of event versions', () => {
  it('names only event types Stint records (a misspelt type would never be lifted)', () => {
    const unknown = Object.keys(eventVersions).filter((type) => !(type in currentSchemas));
    expect(unknown).toEqual([]);
  });

  it('writes NotificationsRead at version 2 and every type without a history at version 1', () => {
    expect(currentEventVersion('NotificationsRead')).toBe(2);
    expect(Object.keys(currentSchemas).filter((type) => currentEventVersion(type) !== 1)).toEqual([
      'NotificationsRead',
    ]);
  });

  it('lifts every stored older fixture to a body its type’s current schema accepts', () => {
    const fixtures = [notificationsReadV1.ids('u1', ['n1']), notificationsReadV1.upTo('u1', '9')];
    for (const fixture of fixtures) {
      const lifted = upcastEvent(fixture);
      expect(lifted.version).toBe(currentEventVersion(fixture.type));
      expect(currentSchemas[fixture.type]!.safeParse(lifted.data).success).toBe(true);
    }
  });
});

/**
 * The versions of Stint's events (docs/architecture.md §How to change an event): every type not listed here is at
 * version 1. Each area declares its histories beside its event schemas; this is the one registry every reader of the
 * log lifts stored bodies with — the event stores on stream reads (deciders, the api, workers), the projector and the
 * reactors on subscriptions (rebuilds included).
 */
import { applicationEventVersions } from '../applications/applications.events';
import { interviewEventVersions } from '../interviews/interviews.events';
import { messageEventVersions } from '../messages/messages.events';
import { notificationEventVersions } from '../notifications/notifications.events';
import { currentVersionIn, defineEventVersions, upcastWith, type VersionedEvent } from './upcasting';

export const eventVersions = defineEventVersions({
  ...notificationEventVersions,
  ...applicationEventVersions,
  ...messageEventVersions,
  ...interviewEventVersions,
});

/** The version a newly appended event of this type is written in. */
export function currentEventVersion(type: string): number {
  return currentVersionIn(eventVersions, type);
}

/** The event lifted to its type's current version; throws `EventVersionError` when it cannot be. */
export function upcastEvent<E extends VersionedEvent>(event: E): E {
  return upcastWith(eventVersions, event);
}

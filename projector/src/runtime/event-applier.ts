/**
 * One projection over a batch's events inside a read-store session: its prefetch, then each event it handles, lifted
 * to its current version once for every projection of the runner.
 */
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import { upcastEvent } from '@stint/shared/events/event-versions';
import type { Logger } from '@stint/shared/infra/logger';
import type { PersonalDataOpener } from '@stint/shared/infra/crypto/personal-data';
import type { Collection, CollectionSpec, Doc, ReadStoreSession } from '@stint/shared/infra/read-store/read-store.port';
import { PositionedCollection } from './positioned-collection';
import type { ChangeDraft, Projection, ProjectionContext } from './projection';

export class EventApplier {
  /** Each event of the batches in hand as lifted to its current version (or why it cannot be). */
  private readonly lifted = new WeakMap<RecordedEvent, { event: RecordedEvent } | { error: unknown }>();

  constructor(private readonly logger: Logger) {}

  /**
   * One projection over `events` in `session`: first its prefetch of what the events will read (one query per
   * collection instead of one per document), then each event it handles, in order.
   */
  async apply(
    session: ReadStoreSession,
    projection: Projection,
    events: readonly RecordedEvent[],
    personalData: PersonalDataOpener,
    drafts: ChangeDraft[],
  ): Promise<void> {
    const handled = events.filter((event) => projection.handles.includes(event.type));
    if (handled.length === 0) return;
    if (projection.prefetch) {
      // An event that cannot be lifted is left out here: its apply below fails and parks it, as without prefetch.
      const readable = handled.flatMap((event) => {
        const lifted = this.lift(event);
        return 'event' in lifted ? [lifted.event] : [];
      });
      if (readable.length > 0) {
        await projection.prefetch(readable, {
          collection: <T extends Doc>(spec: CollectionSpec) => session.collection<T>(spec),
        });
      }
    }
    for (const event of handled) {
      const lifted = this.lift(event);
      if ('error' in lifted) throw lifted.error;
      await projection.apply(
        lifted.event,
        new EventContext(session, event, projection.name, personalData, drafts, this.logger),
      );
    }
  }

  /**
   * Subscriptions deliver bodies as stored: lifted here, once per event for every projection, so an event this code
   * cannot read (a newer release's version) fails like any other poison event and is parked for the projections that
   * handle it alone.
   */
  lift(event: RecordedEvent): { event: RecordedEvent } | { error: unknown } {
    let lifted = this.lifted.get(event);
    if (!lifted) {
      try {
        lifted = { event: upcastEvent(event) };
      } catch (error) {
        lifted = { error };
      }
      this.lifted.set(event, lifted);
    }
    return lifted;
  }
}

/**
 * What `apply` is handed for one event. A class, not an object of closures: one is made per event and projection, and
 * a rebuild makes hundreds of thousands.
 */
class EventContext implements ProjectionContext {
  private childLogger: Logger | undefined;

  constructor(
    private readonly session: ReadStoreSession,
    private readonly event: RecordedEvent,
    private readonly projection: string,
    readonly personalData: PersonalDataOpener,
    private readonly drafts: ChangeDraft[],
    private readonly runnerLogger: Logger,
  ) {}

  collection<T extends Doc>(spec: CollectionSpec): Collection<T> {
    return new PositionedCollection<T>(this.session.collection<T>(spec), this.event.position);
  }

  notify(change: ChangeDraft): void {
    this.drafts.push(change);
  }

  /** Made when first used: most events log nothing, and a child logger per event and projection costs. */
  get logger(): Logger {
    return (this.childLogger ??= this.runnerLogger.child({
      projection: this.projection,
      eventType: this.event.type,
      stream: this.event.stream,
    }));
  }
}

/**
 * Versioned events (docs/architecture.md §How to change an event). Every recorded event carries the version of its
 * body's shape; a type's history says which version is current and how to lift each older body one step. Reading
 * lifts a stored body to the current shape, so deciders and projections only ever see today's shape and the log is
 * never rewritten. Pure: the registry of Stint's events is `event-versions.ts`, the stores and runners call it.
 */

/** An event body as it is stored: JSON. */
export type StoredEventData = Record<string, unknown>;

/** Lifts one version's body to the next version's. Pure, and total over the bodies that version ever stored. */
export type Upcaster = (data: StoredEventData) => StoredEventData;

/**
 * One event type's versions. `current` is the shape written today; `upcasters[n]` lifts version `n` to `n + 1`, for
 * every `n` from 1 to `current - 1`. A type without a history is at version 1.
 */
export type EventVersionHistory = { current: number; upcasters: Readonly<Record<number, Upcaster>> };

export type EventVersionRegistry = Readonly<Record<string, EventVersionHistory>>;

/** What upcasting needs of an event; the rest (id, stream, position …) passes through unchanged. */
export type VersionedEvent = { type: string; version: number; data: StoredEventData };

/** A stored event this code cannot read in the current shape: from a newer release, or an older body no step lifts. */
export class EventVersionError extends Error {
  override readonly name = 'EventVersionError';
  constructor(
    readonly eventType: string,
    readonly version: number,
    message: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
  }
}

/** Checks every history is a complete chain (a gap would only show when an old event is read), and returns it. */
export function defineEventVersions<const R extends EventVersionRegistry>(registry: R): R {
  for (const [type, history] of Object.entries(registry)) {
    if (!Number.isInteger(history.current) || history.current < 1) {
      throw new Error(`${type}: the current version must be a whole number from 1 (got ${history.current})`);
    }
    const steps = Object.keys(history.upcasters).map(Number);
    for (let version = 1; version < history.current; version++) {
      if (typeof history.upcasters[version] !== 'function') {
        throw new Error(`${type}: no upcaster from version ${version} to ${version + 1}`);
      }
    }
    const beyond = steps.find((version) => !(Number.isInteger(version) && version >= 1 && version < history.current));
    if (beyond !== undefined) {
      throw new Error(`${type}: an upcaster from version ${beyond}, which is not older than ${history.current}`);
    }
  }
  return registry;
}

/** The version a body of this type is written in today. */
export function currentVersionIn(registry: EventVersionRegistry, type: string): number {
  return registry[type]?.current ?? 1;
}

/**
 * The event with its body lifted to the current version (the same object when it already is). A version newer than
 * this code knows is refused, never guessed at: its shape is unknown here.
 */
export function upcastWith<E extends VersionedEvent>(registry: EventVersionRegistry, event: E): E {
  const history = registry[event.type];
  const current = history?.current ?? 1;
  if (event.version === current) return event;
  if (!Number.isInteger(event.version) || event.version < 1) {
    throw new EventVersionError(event.type, event.version, `${event.type} has no version ${event.version}`);
  }
  if (event.version > current) {
    throw new EventVersionError(
      event.type,
      event.version,
      `${event.type} version ${event.version} is newer than this code reads (version ${current}); ` +
        'a newer release wrote it, so it is refused rather than guessed at',
    );
  }
  let data = event.data;
  for (let version = event.version; version < current; version++) {
    try {
      data = history!.upcasters[version]!(data);
    } catch (error) {
      throw new EventVersionError(
        event.type,
        event.version,
        `${event.type} version ${event.version} cannot be lifted to version ${current}: the step from ${version} failed`,
        { cause: error },
      );
    }
  }
  return { ...event, version: current, data };
}

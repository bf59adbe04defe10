/**
 * The read store port (docs/architecture.md §Projections): document collections written by projections and read by the
 * api. The filter language is a small subset of MongoDB's so the Mongo adapter is a pass-through.
 */

export type Scalar = string | number | boolean | null;

/** A condition on one (dot-separated) field. A bare scalar means equality; on an array field, "contains". */
export type FieldCondition =
  | Scalar
  | {
      $eq?: Scalar;
      $ne?: Scalar;
      $in?: Scalar[];
      $nin?: Scalar[];
      $gt?: string | number;
      $gte?: string | number;
      $lt?: string | number;
      $lte?: string | number;
      $exists?: boolean;
      /** Case-insensitive substring match (search boxes). The text is matched literally. */
      $contains?: string;
    };

export type Filter = {
  $or?: Filter[];
  $and?: Filter[];
  [field: string]: FieldCondition | Filter[] | undefined;
};

export type SortSpec = Record<string, 1 | -1>;

export type FindOptions = { sort?: SortSpec; skip?: number; limit?: number };

/** Every stored document has a string `_id`. */
export type Doc = { _id: string } & Record<string, unknown>;

export type WriteOptions = {
  /**
   * The global position of the event causing this write. A document already written by a later (or the same)
   * position is left alone, so replaying a batch after a crash changes nothing.
   */
  position?: bigint;
};

export interface Collection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  /**
   * The documents with these ids, in one round trip, in the order of `ids` (missing ones left out, each id once). In a
   * SQL session they join its unit of work, so later `get`s of them are answered from memory: a projection's
   * `prefetch` loads what a batch will read this way (docs/architecture.md §Projections).
   */
  getMany(ids: readonly string[]): Promise<T[]>;
  /**
   * `find({ [field]: { $in: values } })`. In a SQL session the documents join its unit of work and stay known as
   * all those with these values, so a later `find` of equalities narrowed to them (a projection looking up every
   * item of a student) is answered from memory: a `prefetch` loads what `apply` will find this way.
   */
  findIn(field: string, values: readonly Scalar[]): Promise<T[]>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /** Insert or replace the whole document. */
  upsert(doc: T, options?: WriteOptions): Promise<void>;
  /** Set the given top-level fields on an existing document; a missing document is left missing. */
  patch(id: string, fields: Partial<Omit<T, '_id'>>, options?: WriteOptions): Promise<void>;
  delete(id: string, options?: WriteOptions): Promise<void>;
}

/**
 * Declares a collection and the fields it is read by, which get indexes:
 * - `indexes`: fields filtered by equality, `$in` or `$ne` only. MongoDB gives each an index; the SQL store needs none
 *   of its own, its GIN document index answers equality on every field (sql-tables.ts).
 * - `ordered`: fields sorted on or compared by range (`$gt`, `$lte`, …). Each gets an index in Mongo's cross-type order
 *   on both stores (on SQL, an expression index of the three sort keys), which also serves equality on MongoDB.
 * - `search`: string fields searched with `$contains`; the SQL store gives them a trigram index where pg_trgm is
 *   available.
 *
 * A field's index only speeds reads up: a query on a field declared nowhere is still answered, by a scan.
 */
export type CollectionSpec = { name: string; indexes?: string[]; ordered?: string[]; search?: string[] };

export type CheckpointWriteOptions = {
  /**
   * Compare-and-set: the write applies only if the stored checkpoint still equals this (null: none stored),
   * else it throws CheckpointConflictError (in a SQL session the whole transaction then rolls back; there the
   * session's compare-and-sets go in one statement when it ends, so the conflict may surface from withSession). A
   * projector passes what it last loaded or committed, so a second projector running the same projection
   * (a lease handover) can never commit a batch the other already committed.
   */
  expected?: bigint | null;
};

/** The stored checkpoint moved under a compare-and-set: another process committed for this projection. */
export class CheckpointConflictError extends Error {
  override readonly name = 'CheckpointConflictError';
  constructor(
    readonly projection: string,
    readonly expected: bigint | null,
  ) {
    super(`Checkpoint of ${projection} is no longer ${expected === null ? 'unset' : String(expected)}`);
  }
}

/** One write of ReadStore.setCheckpoints: `projection` from `expected` (null: none stored) to `position`. */
export type CheckpointWrite = { projection: string; position: bigint; expected: bigint | null };

export type DropOptions = { bulkLoad?: boolean };

/**
 * What a session's collections hand out (get, getMany, find) is read-only: a SQL session hands out the document it
 * holds, frozen under test, and a writer builds the next version from it (`{ ...doc, field }`) rather than changing it.
 */
export type ReadStoreSession = {
  collection<T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T>;
  getCheckpoint(projection: string): Promise<bigint | null>;
  setCheckpoint(projection: string, position: bigint | null, options?: CheckpointWriteOptions): Promise<void>;
  /**
   * Removes every document of the collection (rebuild); in a SQL session, only if the session commits. With `bulkLoad`
   * its secondary indexes go too, until `ensureCollection` builds them again: a rebuild from the first event writes
   * every document anyway, and building each index once at the end costs far less than keeping it up to date through
   * every write. Reads stay correct meanwhile, only without the indexes' help. A collection that does not exist yet is
   * made as emptying leaves one, so a bulk load's first write makes no index either.
   */
  dropCollection(name: string, options?: DropOptions): Promise<void>;
  /**
   * Puts the documents of collection `from` in the place of `spec.name` (a shadow rebuild's take-over): the
   * collection named `spec.name` is dropped, `from` takes its name with its indexes, and `from` no longer
   * exists. `from` must have been made with the same spec. In a SQL session it happens only if the session
   * commits, and readers see the old documents or the new ones, never neither; on MongoDB it is one rename
   * per collection.
   */
  replaceCollection(spec: CollectionSpec, from: string): Promise<void>;
};

/** See ReadStore.sessionMemory. */
export interface SessionMemory {
  /** Forgets everything held: the next sessions read from the database again. */
  clear(): void;
}

export type SessionOptions = { memory?: SessionMemory };

export interface ReadStore extends ReadStoreSession {
  readonly kind: 'pglite' | 'postgres' | 'mongodb';
  /**
   * How many sessions, or collections being made, are worth running side by side: several where a pool of connections
   * serves them at once (the projector then works on one projection while the database writes another's), 1 where one
   * connection takes them one after the other anyway (PGlite).
   */
  readonly sessionsAtOnce: number;
  /** Creates the collection and its indexes if missing. */
  ensureCollection(spec: CollectionSpec): Promise<void>;
  /**
   * Runs `fn` with writes that commit together (SQL: one transaction, so a batch and its checkpoint are
   * atomic). On MongoDB writes apply as they go and rely on the per-document position guard.
   *
   * SQL sessions are a unit of work: a document read or written in the session is kept in memory, later
   * reads of it are served from there, and writes are sent together (one statement per collection) before
   * a find/count on that collection, before a checkpoint write and before commit. A session is one
   * transaction's view, so the documents it touches must not be written by anyone else meanwhile; the
   * projector makes sure of that with the checkpoint compare-and-set.
   */
  withSession<R>(fn: (session: ReadStoreSession) => Promise<R>, options?: SessionOptions): Promise<R>;
  /**
   * Several compare-and-set checkpoint writes (CheckpointWriteOptions.expected) at once, outside any session: on SQL one
   * statement, without a transaction around it. Each is a compare-and-set of its own, not all or none: every write whose
   * expected checkpoint is stored is made, and then, if one was not, CheckpointConflictError names one refused.
   * For checkpoints that fence nothing written with them (a projector's moves past events its projections ignore).
   */
  setCheckpoints(writes: readonly CheckpointWrite[]): Promise<void>;
  /**
   * A memory one writer hands to its sessions (SessionOptions.memory), for collections it alone writes: on SQL, a
   * collection emptied in a session given the memory is held in it whole from then on, every document of it, so later
   * sessions given the memory read nothing of it from the database (a bulk load writes only). The writer clears it
   * whenever someone else may have written its collections (another runner took over, a batch failed); a session that
   * fails drops what it used, and a collection past `maxDocuments` over the memory is no longer held. MongoDB holds
   * nothing.
   */
  sessionMemory(options?: { maxDocuments?: number }): SessionMemory;
  ping(): Promise<void>;
  close(): Promise<void>;
}

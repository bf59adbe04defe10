/**
 * The MongoDB read store (docs/architecture.md §Projections), over the official driver. Filters are validated by the
 * shared parser (filter.ts) and passed through, with `$contains` turned into an escaped, case-insensitive `$regex`.
 *
 * Bookkeeping lives in two hidden fields, projected out of every read: `_position` (the position guard:
 * a write with a position only matches a document whose `_position` is lower or absent) and `_deleted`
 * (a tombstone left by a delete with a position, so a replayed older upsert cannot resurrect the document).
 *
 * `withSession` runs no transaction: multi-document transactions need a replica set, and the projector does
 * not need them here. Writes apply as they go; a batch replayed after a crash is made harmless by the
 * per-document position guard, and the checkpoint is written after the batch (docs/architecture.md §Projections).
 */
import {
  Long,
  MongoClient,
  MongoServerError,
  type Collection as MongoCollection,
  type Db,
  type Document,
  type Filter as MongoFilter,
} from 'mongodb';
import {
  CheckpointConflictError,
  type CheckpointWrite,
  type CheckpointWriteOptions,
  type Collection,
  type CollectionSpec,
  type Doc,
  type DropOptions,
  type Filter,
  type FindOptions,
  type ReadStore,
  type ReadStoreSession,
  type SessionMemory,
  type Scalar,
  type WriteOptions,
} from './read-store.port';
import {
  CHECKPOINTS_COLLECTION,
  assertCollectionName,
  assertPosition,
  assertProjectionName,
  normalizeSpec,
  parseFilter,
  prepareDoc,
  preparePatch,
  readFindOptions,
  toBigInt,
  type FilterNode,
} from './filter';

export type MongoReadStoreOptions = {
  /** Database name; default 'stint'. */
  dbName?: string;
  /** How long to wait for a reachable server before an operation fails; default 2000 ms. */
  serverSelectionTimeoutMS?: number;
};

type StoredDoc = { _id: string } & Document;

/** Every read leaves the bookkeeping fields behind. */
const HIDDEN = { _position: 0, _deleted: 0 } as const;
const LIVE = { _deleted: { $exists: false } } as const;
const DUPLICATE_KEY = 11000;
const NAMESPACE_EXISTS = 48;
const NAMESPACE_NOT_FOUND = 26;

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, (c) => `\\${c}`);
}

/** The Mongo query for a validated filter (the field names and operators are already checked). */
export function filterToMongo(node: FilterNode): Document {
  switch (node.op) {
    case 'and':
      return node.items.length === 0 ? {} : { $and: node.items.map(filterToMongo) };
    case 'or':
      return { $or: node.items.map(filterToMongo) };
    case 'eq':
      return { [node.field]: { $eq: node.value } };
    case 'ne':
      return { [node.field]: { $ne: node.value } };
    case 'in':
      return { [node.field]: { $in: node.values } };
    case 'nin':
      return { [node.field]: { $nin: node.values } };
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return { [node.field]: { [`$${node.op}`]: node.value } };
    case 'exists':
      return { [node.field]: { $exists: node.value } };
    case 'contains':
      return { [node.field]: { $regex: escapeRegex(node.value), $options: 'i' } };
    default: {
      const never: never = node;
      throw new Error(`Unhandled filter node ${JSON.stringify(never)}`);
    }
  }
}

function liveQuery(filter: Filter | undefined): MongoFilter<StoredDoc> {
  const query = filterToMongo(parseFilter(filter));
  return (Object.keys(query).length === 0 ? LIVE : { $and: [query, LIVE] }) as MongoFilter<StoredDoc>;
}

/** Matches the document only when a write at `position` is newer than what it holds. */
function olderThan(id: string, position: bigint): MongoFilter<StoredDoc> {
  return {
    _id: id,
    $or: [{ _position: { $lt: Long.fromBigInt(position) } }, { _position: { $exists: false } }],
  } as MongoFilter<StoredDoc>;
}

const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === DUPLICATE_KEY;

export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb' as const;
  readonly sessionsAtOnce = 3;

  private constructor(
    private readonly client: MongoClient,
    readonly db: Db,
  ) {}

  static async open(url: string, options: MongoReadStoreOptions = {}): Promise<MongoReadStore> {
    const client = new MongoClient(url, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 2000,
      // A field set to undefined is left out, as JSON.stringify does on the SQL side.
      ignoreUndefined: true,
    });
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
    return new MongoReadStore(client, client.db(options.dbName ?? 'stint'));
  }

  collection<T extends Doc = Doc>(spec: CollectionSpec | string): Collection<T> {
    const { name } = normalizeSpec(spec);
    return new MongoDocCollection<T>(this.db.collection<StoredDoc>(name));
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    const { name, indexes = [], ordered = [] } = normalizeSpec(spec);
    try {
      await this.db.createCollection(name);
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_EXISTS)) throw error;
    }
    const collection = this.db.collection(name);
    for (const field of new Set([...indexes, ...ordered])) {
      // With _id, like every sort's tie-break (same direction), so a sorted page walks the index either way.
      if (field !== '_id') await collection.createIndex({ [field]: 1, _id: 1 });
    }
  }

  /** Empties the collection (tombstones too); its indexes stay, but for a bulk load (ensureCollection makes them). */
  async dropCollection(name: string, options?: DropOptions): Promise<void> {
    assertCollectionName(name);
    await this.db.collection(name).deleteMany({});
    if (options?.bulkLoad) {
      // Every index but _id's; a collection that does not exist yet has none.
      await this.db
        .collection(name)
        .dropIndexes()
        .catch((error: unknown) => {
          if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
        });
    }
  }

  /**
   * The take-over of a shadow rebuild, one `renameCollection` with dropTarget: atomic per collection only, so a
   * projection with several collections is taken over one collection at a time (a reader between two renames sees
   * one new collection beside an old one). Indexes go with the collection. Without `from`, the target is emptied.
   */
  async replaceCollection(spec: CollectionSpec, from: string): Promise<void> {
    const { name } = normalizeSpec(spec);
    assertCollectionName(from);
    const found = await this.db.listCollections({ name: from }, { nameOnly: true }).toArray();
    if (found.length === 0) {
      await this.dropCollection(name);
      return;
    }
    await this.db.renameCollection(from, name, { dropTarget: true });
  }

  /** No transaction (see the file comment): `fn` gets this store, and a memory is not used. */
  async withSession<R>(fn: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    return fn(this);
  }

  /** Holds nothing: without a session there is no unit of work to carry over. */
  sessionMemory(): SessionMemory {
    return { clear() {} };
  }

  async getCheckpoint(projection: string): Promise<bigint | null> {
    assertProjectionName(projection);
    const row = await this.checkpoints().findOne({ _id: projection }, { promoteLongs: false });
    return toBigInt(row?.position);
  }

  /** The compare-and-set is one conditional update (documents are updated atomically). */
  async setCheckpoint(
    projection: string,
    position: bigint | null,
    options: CheckpointWriteOptions = {},
  ): Promise<void> {
    assertProjectionName(projection);
    assertPosition(position ?? undefined);
    const { expected } = options;
    if (expected !== undefined) assertPosition(expected ?? undefined);
    const current =
      expected === undefined ? {} : expected === null ? { position: null } : { position: Long.fromBigInt(expected) };
    if (position === null) {
      if (expected === null) {
        if (await this.checkpoints().findOne({ _id: projection, position: { $ne: null } })) {
          throw new CheckpointConflictError(projection, expected);
        }
        return;
      }
      const { deletedCount } = await this.checkpoints().deleteOne({ _id: projection, ...current });
      if (expected !== undefined && deletedCount === 0) throw new CheckpointConflictError(projection, expected);
      return;
    }
    try {
      const { matchedCount, upsertedCount } = await this.checkpoints().updateOne(
        { _id: projection, ...current },
        { $set: { position: Long.fromBigInt(position) } },
        // Expecting none: insert it, and a stored one makes the insert a duplicate key (a conflict).
        { upsert: expected === undefined || expected === null },
      );
      if (expected !== undefined && matchedCount + upsertedCount === 0) {
        throw new CheckpointConflictError(projection, expected);
      }
    } catch (error) {
      if (expected !== undefined && isDuplicateKey(error)) throw new CheckpointConflictError(projection, expected);
      throw error;
    }
  }

  /** One conditional update each, all of them tried before a refused one is raised. */
  async setCheckpoints(writes: readonly CheckpointWrite[]): Promise<void> {
    let refused: CheckpointConflictError | null = null;
    for (const { projection, position, expected } of writes) {
      try {
        await this.setCheckpoint(projection, position, { expected });
      } catch (error) {
        if (!(error instanceof CheckpointConflictError)) throw error;
        refused ??= error;
      }
    }
    if (refused) throw refused;
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private checkpoints(): MongoCollection<{ _id: string; position: unknown }> {
    return this.db.collection<{ _id: string; position: unknown }>(CHECKPOINTS_COLLECTION);
  }
}

class MongoDocCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly collection: MongoCollection<StoredDoc>) {}

  async get(id: string): Promise<T | null> {
    const doc = await this.collection.findOne({ _id: id, ...LIVE } as MongoFilter<StoredDoc>, { projection: HIDDEN });
    return doc as T | null;
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const docs = await this.collection
      .find({ _id: { $in: unique }, ...LIVE } as MongoFilter<StoredDoc>, { projection: HIDDEN })
      .toArray();
    const byId = new Map(docs.map((doc) => [doc._id, doc as T]));
    return unique.flatMap((id) => byId.get(id) ?? []);
  }

  findIn(field: string, values: readonly Scalar[]): Promise<T[]> {
    return this.find({ [field]: { $in: [...values] } });
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    const query = liveQuery(filter);
    const { sort, skip, limit } = readFindOptions(options);
    if (limit === 0) return [];
    const cursor = this.collection.find(query, {
      projection: HIDDEN,
      sort: Object.fromEntries(sort.map(({ field, direction }) => [field, direction])),
      skip,
      ...(limit === null ? {} : { limit }),
    });
    return (await cursor.toArray()) as T[];
  }

  async count(filter?: Filter): Promise<number> {
    return this.collection.countDocuments(liveQuery(filter));
  }

  async upsert(doc: T, options: WriteOptions = {}): Promise<void> {
    const json = prepareDoc(doc) as StoredDoc;
    assertPosition(options.position);
    if (options.position === undefined) {
      await this.collection.replaceOne({ _id: doc._id }, json, { upsert: true });
      return;
    }
    await this.replaceIfOlder(doc._id, options.position, { ...json, _position: Long.fromBigInt(options.position) });
  }

  async patch(id: string, fields: Partial<Omit<T, '_id'>>, options: WriteOptions = {}): Promise<void> {
    const set: Document = preparePatch(id, fields);
    assertPosition(options.position);
    if (options.position !== undefined) set._position = Long.fromBigInt(options.position);
    if (Object.keys(set).length === 0) return;
    const match = options.position === undefined ? { _id: id } : olderThan(id, options.position);
    // No upsert: patching a missing (or deleted) document leaves it missing.
    await this.collection.updateOne({ ...match, ...LIVE } as MongoFilter<StoredDoc>, { $set: set });
  }

  async delete(id: string, options: WriteOptions = {}): Promise<void> {
    assertPosition(options.position);
    if (options.position === undefined) {
      await this.collection.deleteOne({ _id: id });
      return;
    }
    await this.replaceIfOlder(id, options.position, {
      _id: id,
      _deleted: true,
      _position: Long.fromBigInt(options.position),
    });
  }

  /**
   * Upsert guarded by position. A duplicate-key error means a document with that _id exists but is not older:
   * usually "already newer" (nothing to do), but it is also what a concurrent first insert looks like, so
   * the write is retried as a plain guarded update, which applies only if the winner is older.
   */
  private async replaceIfOlder(id: string, position: bigint, replacement: StoredDoc): Promise<void> {
    const match = olderThan(id, position);
    try {
      await this.collection.replaceOne(match, replacement, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await this.collection.replaceOne(match, replacement);
    }
  }
}

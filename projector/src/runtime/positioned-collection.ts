/** The collections a projection's `apply` is handed (projector-runner.ts). */
import type {
  Collection,
  Doc,
  Filter,
  FindOptions,
  Scalar,
  WriteOptions,
} from '@stint/shared/infra/read-store/read-store.port';

/**
 * Writes default to the event's position, which guards them on stores without transactions (MongoDB). A class, not
 * an object of closures: one is made per event and collection, and a rebuild makes hundreds of thousands.
 */
export class PositionedCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly collection: Collection<T>,
    private readonly position: bigint,
  ) {}

  get(id: string) {
    return this.collection.get(id);
  }
  getMany(ids: readonly string[]) {
    return this.collection.getMany(ids);
  }
  findIn(field: string, values: readonly Scalar[]) {
    return this.collection.findIn(field, values);
  }
  find(filter?: Filter, options?: FindOptions) {
    return this.collection.find(filter, options);
  }
  count(filter?: Filter) {
    return this.collection.count(filter);
  }
  upsert(doc: T, options?: WriteOptions) {
    return this.collection.upsert(doc, { position: this.position, ...options });
  }
  patch(id: string, fields: Partial<Omit<T, '_id'>>, options?: WriteOptions) {
    return this.collection.patch(id, fields, { position: this.position, ...options });
  }
  delete(id: string, options?: WriteOptions) {
    return this.collection.delete(id, { position: this.position, ...options });
  }
}

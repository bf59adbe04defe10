/**
 * The ReadStore contract, run against every adapter (read-store.int.spec.ts). One store per suite; every test
 * uses its own random collection and checkpoint names, so tests can share a database.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Collection, CollectionSpec, Doc, ReadStore } from './read-store.port';
import { describeDocuments } from './read-store.contract/documents';
import { describeFilters } from './read-store.contract/filters';
import { describeSortingAndPaging } from './read-store.contract/sorting';
import { describePositionGuard } from './read-store.contract/position-guard';
import { describeCheckpoints } from './read-store.contract/checkpoints';
import { describeSessions } from './read-store.contract/sessions';
import { describeCollections } from './read-store.contract/collections';
import { describeReplace } from './read-store.contract/replace';
import { describeSessionMemory } from './read-store.contract/memory';
import { randomName, type ReadStoreContractContext } from './read-store.contract/fixtures';

export type OpenReadStore = () => Promise<{ store: ReadStore; dispose(): Promise<void> }>;

export function describeReadStoreContract(name: string, open: OpenReadStore): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let dispose: () => Promise<void> = async () => {};

    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(() => dispose());

    const newCollection = <T extends Doc = Doc>(): Collection<T> => store.collection<T>(randomName('c'));
    /** Names of the collections seed() made, for the tests that need them back. */
    const names = new WeakMap<Collection, string>();
    const collectionNameOf = (collection: Collection) => names.get(collection) ?? '';
    const seed = async (docs: Doc[], fields: Omit<CollectionSpec, 'name'> = {}) => {
      const collectionName = randomName('c');
      await store.ensureCollection({ name: collectionName, ...fields });
      const collection = store.collection(collectionName);
      names.set(collection, collectionName);
      for (const doc of docs) await collection.upsert(doc);
      return collection;
    };
    const ids = (docs: Doc[]) => docs.map((doc) => doc._id);
    const t: ReadStoreContractContext = {
      get store() {
        return store;
      },
      newCollection,
      seed,
      collectionNameOf,
      ids,
    };

    describeDocuments(t);
    describeFilters(t);
    describeSortingAndPaging(t);
    describePositionGuard(t);
    describeCheckpoints(t);
    describeSessions(t);
    describeCollections(t);
    describeReplace(t);
    describeSessionMemory(t);
  });
}

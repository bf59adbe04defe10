/** Fixtures and the per-suite context shared by the ReadStore contract files (see read-store.contract.ts). */
import { randomBytes } from 'node:crypto';
import type { Collection, CollectionSpec, Doc, Filter, ReadStore } from '../read-store.port';

export const randomName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

/** What every concern of the contract gets from the suite: its store (once opened) and a few helpers. */
export type ReadStoreContractContext = {
  readonly store: ReadStore;
  newCollection<T extends Doc = Doc>(): Collection<T>;
  /** A new collection with these documents in it (its fields declared as these, see CollectionSpec). */
  seed(docs: Doc[], fields?: Omit<CollectionSpec, 'name'>): Promise<Collection>;
  /** The name of a collection seed() made. */
  collectionNameOf(collection: Collection): string;
  ids(docs: Doc[]): string[];
};

/** Five documents covering the types, missing fields and special characters the filters must handle. */
export const FILTER_DOCS: Doc[] = [
  {
    _id: 'a',
    status: 'open',
    n: 1,
    tags: ['x', 'y'],
    owner: { name: 'Ann', city: 'Oslo' },
    at: '2024-01-05T10:00:00.000Z',
    flag: true,
    title: 'Intern (Data) 100%',
  },
  {
    _id: 'b',
    status: 'closed',
    n: 2.5,
    tags: ['y'],
    owner: { name: 'Bob', city: null },
    at: '2024-02-01T00:00:00.000Z',
    flag: false,
    title: 'under_score',
  },
  {
    _id: 'c',
    status: 'open',
    n: 10,
    tags: [],
    owner: { name: 'Cy' },
    at: '2024-03-15T12:30:00.000Z',
    title: 'back\\slash',
    note: null,
  },
  { _id: 'd', status: 'draft', n: -3, owner: null, at: '2023-12-31T23:59:59.999Z', title: 'v1.2 release' },
  // n is a string here: equality and ranges must not mix types.
  { _id: 'e', status: 'open', n: '10', tags: 'x', title: 'Plain' },
];

/** [filter, ids it matches]. */
export const FILTER_CASES: Array<[string, Filter, string[]]> = [
  ['everything', {}, ['a', 'b', 'c', 'd', 'e']],
  ['an undefined condition is ignored', { status: undefined }, ['a', 'b', 'c', 'd', 'e']],
  ['string equality', { status: 'open' }, ['a', 'c', 'e']],
  ['number equality is typed', { n: 10 }, ['c']],
  ['string equality is typed', { n: '10' }, ['e']],
  ['boolean true', { flag: true }, ['a']],
  ['boolean false does not match missing', { flag: false }, ['b']],
  ['null matches null and missing', { flag: null }, ['c', 'd', 'e']],
  ['nested equality', { 'owner.name': 'Bob' }, ['b']],
  ['nested null matches null, missing and a null parent', { 'owner.city': null }, ['b', 'c', 'd', 'e']],
  ['array contains (and scalar equality)', { tags: 'x' }, ['a', 'e']],
  ['array contains', { tags: 'y' }, ['a', 'b']],
  ['$eq', { status: { $eq: 'draft' } }, ['d']],
  ['$ne', { status: { $ne: 'open' } }, ['b', 'd']],
  ['$ne matches missing', { flag: { $ne: true } }, ['b', 'c', 'd', 'e']],
  ['$ne on an array means "does not contain"', { tags: { $ne: 'y' } }, ['c', 'd', 'e']],
  ['$ne null means present and not null', { flag: { $ne: null } }, ['a', 'b']],
  ['$in', { status: { $in: ['draft', 'closed'] } }, ['b', 'd']],
  ['$in on an array field', { tags: { $in: ['x', 'z'] } }, ['a', 'e']],
  ['$in with null matches missing', { flag: { $in: [null, false] } }, ['b', 'c', 'd', 'e']],
  ['$in on _id', { _id: { $in: ['a', 'd', 'zz'] } }, ['a', 'd']],
  ['$in empty matches nothing', { status: { $in: [] } }, []],
  ['$nin', { status: { $nin: ['open'] } }, ['b', 'd']],
  ['$nin on an array field matches missing', { tags: { $nin: ['y'] } }, ['c', 'd', 'e']],
  ['$nin empty matches everything', { status: { $nin: [] } }, ['a', 'b', 'c', 'd', 'e']],
  ['$gt on numbers skips strings', { n: { $gt: 1 } }, ['b', 'c']],
  ['$gte with $lt', { n: { $gte: 1, $lt: 10 } }, ['a', 'b']],
  ['$lte negative', { n: { $lte: -3 } }, ['d']],
  ['$lt 0', { n: { $lt: 0 } }, ['d']],
  ['range on strings skips numbers', { n: { $gte: '0' } }, ['e']],
  ['date range', { at: { $gte: '2024-01-01T00:00:00.000Z', $lt: '2024-03-01T00:00:00.000Z' } }, ['a', 'b']],
  ['date $gt excludes equal', { at: { $gt: '2024-02-01T00:00:00.000Z' } }, ['c']],
  ['date prefix compares as a string', { at: { $lt: '2024-01-01' } }, ['d']],
  ['$exists false', { at: { $exists: false } }, ['e']],
  ['$exists true counts null', { note: { $exists: true } }, ['c']],
  ['nested $exists', { 'owner.city': { $exists: true } }, ['a', 'b']],
  ['$exists on a null parent', { owner: { $exists: true } }, ['a', 'b', 'c', 'd']],
  ['$or', { $or: [{ status: 'draft' }, { n: { $gt: 5 } }] }, ['c', 'd']],
  ['$and', { $and: [{ status: 'open' }, { tags: 'x' }] }, ['a', 'e']],
  ['several fields are and-ed', { status: 'open', tags: 'x' }, ['a', 'e']],
  ['$or inside an implicit and', { status: 'open', $or: [{ flag: true }, { 'owner.name': 'Cy' }] }, ['a', 'c']],
  ['$contains is case-insensitive', { title: { $contains: 'intern' } }, ['a']],
  ['$contains upper case', { title: { $contains: 'PLAIN' } }, ['e']],
  ['$contains "%" literally', { title: { $contains: '%' } }, ['a']],
  ['$contains "100%"', { title: { $contains: '100%' } }, ['a']],
  ['$contains "_" literally', { title: { $contains: '_' } }, ['b']],
  ['$contains "r_s"', { title: { $contains: 'r_s' } }, ['b']],
  ['$contains "r%s" matches nothing', { title: { $contains: 'r%s' } }, []],
  ['$contains "\\" literally', { title: { $contains: '\\' } }, ['c']],
  ['$contains "." literally', { title: { $contains: '.' } }, ['d']],
  ['$contains "(" literally', { title: { $contains: '(' } }, ['a']],
  ['$contains ".*" matches nothing', { title: { $contains: '.*' } }, []],
  ['$contains on a nested field', { 'owner.name': { $contains: 'O' } }, ['b']],
  ['$contains on an array of strings', { tags: { $contains: 'X' } }, ['a', 'e']],
  ['$contains with another condition', { status: 'open', title: { $contains: 'a' } }, ['a', 'c', 'e']],
];

/** Sort fixtures: missing and null grades, mixed-case names, ties. */
export const SORT_DOCS: Doc[] = [
  { _id: 's1', grade: 3, name: 'bob', group: 'b' },
  { _id: 's2', grade: 1, name: 'Alice', group: 'a' },
  { _id: 's3', name: 'carl', group: 'a' },
  { _id: 's4', grade: null, name: 'dora', group: 'b' },
  { _id: 's5', grade: 2, name: 'Eve', group: 'a' },
  { _id: 's6', grade: 2, name: 'abe', group: 'b' },
];

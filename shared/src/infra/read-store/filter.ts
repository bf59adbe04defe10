/**
 * The store-neutral filter language both read-store adapters share (`parseFilter`, `parseSort`,
 * `readFindOptions`), with the name, document and position checks, so a filter is validated the same way
 * whichever store runs it. Its semantics are described in sql-read-store.ts.
 */
import type { CollectionSpec, Doc, Filter, FindOptions, Scalar, SortSpec } from './read-store.port';
import { jsonCopy } from './json-copy';

/** A filter, sort or document the read store refuses (bad field path, unknown operator, wrong value type). */
export class ReadStoreQueryError extends Error {
  override readonly name = 'ReadStoreQueryError';
}

const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const TOP_LEVEL_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';
/** Field names the Mongo adapter keeps its bookkeeping in; refused everywhere so both adapters agree. */
export const RESERVED_FIELDS: ReadonlySet<string> = new Set(['_position', '_deleted']);

export function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || !COLLECTION_NAME.test(name) || name.length > 48) {
    throw new ReadStoreQueryError(`Invalid collection name ${JSON.stringify(name)}: use [a-z][a-z0-9_]*, ≤ 48 chars`);
  }
  if (name === CHECKPOINTS_COLLECTION) throw new ReadStoreQueryError(`Collection name "${name}" is reserved`);
}

export function assertFieldPath(path: string): void {
  if (typeof path !== 'string' || !FIELD_PATH.test(path)) {
    throw new ReadStoreQueryError(`Invalid field path ${JSON.stringify(path)}: use dot-separated identifiers`);
  }
  if (RESERVED_FIELDS.has(path.split('.')[0]!)) throw new ReadStoreQueryError(`Field "${path}" is reserved`);
}

export function normalizeSpec(spec: CollectionSpec | string): CollectionSpec {
  const normalized = typeof spec === 'string' ? { name: spec } : spec;
  assertCollectionName(normalized.name);
  for (const field of [...(normalized.indexes ?? []), ...(normalized.ordered ?? []), ...(normalized.search ?? [])]) {
    assertFieldPath(field);
  }
  return normalized;
}

export type RangeOp = 'gt' | 'gte' | 'lt' | 'lte';

/** A validated filter. `and` with no items matches everything. */
export type FilterNode =
  | { op: 'and' | 'or'; items: FilterNode[] }
  | { op: 'eq' | 'ne'; field: string; value: Scalar }
  | { op: 'in' | 'nin'; field: string; values: Scalar[] }
  | { op: RangeOp; field: string; value: string | number }
  | { op: 'exists'; field: string; value: boolean }
  | { op: 'contains'; field: string; value: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

function isScalar(value: unknown): value is Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  return typeof value === 'number' && Number.isFinite(value);
}

function scalar(value: unknown, where: string): Scalar {
  if (!isScalar(value)) {
    throw new ReadStoreQueryError(`${where}: expected a string, finite number, boolean or null`);
  }
  return value;
}

function scalars(value: unknown, where: string): Scalar[] {
  if (!Array.isArray(value)) throw new ReadStoreQueryError(`${where}: expected an array`);
  return value.map((item) => scalar(item, where));
}

function parseCondition(field: string, condition: unknown): FilterNode[] {
  if (!isPlainObject(condition)) {
    if (Array.isArray(condition)) {
      throw new ReadStoreQueryError(`Field "${field}": equality with an array is not supported; use $in`);
    }
    return [{ op: 'eq', field, value: scalar(condition, `Field "${field}"`) }];
  }
  const entries = Object.entries(condition).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new ReadStoreQueryError(`Field "${field}": empty condition`);
  return entries.map(([operator, value]): FilterNode => {
    const where = `Field "${field}" ${operator}`;
    switch (operator) {
      case '$eq':
        return { op: 'eq', field, value: scalar(value, where) };
      case '$ne':
        return { op: 'ne', field, value: scalar(value, where) };
      case '$in':
        return { op: 'in', field, values: scalars(value, where) };
      case '$nin':
        return { op: 'nin', field, values: scalars(value, where) };
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
          throw new ReadStoreQueryError(`${where}: expected a string or a finite number`);
        }
        return { op: operator.slice(1) as RangeOp, field, value };
      }
      case '$exists':
        if (typeof value !== 'boolean') throw new ReadStoreQueryError(`${where}: expected a boolean`);
        return { op: 'exists', field, value };
      case '$contains':
        if (typeof value !== 'string') throw new ReadStoreQueryError(`${where}: expected a string`);
        return { op: 'contains', field, value };
      default:
        throw new ReadStoreQueryError(`Field "${field}": unknown operator ${JSON.stringify(operator)}`);
    }
  });
}

function parseFilterList(value: unknown, operator: string): FilterNode[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new ReadStoreQueryError(`${operator} needs a non-empty array of filters`);
  }
  return value.map((item) => parseFilter(item as Filter));
}

/** Validates a filter and turns it into a tree; throws ReadStoreQueryError on anything outside the language. */
export function parseFilter(filter: Filter | undefined): FilterNode {
  if (filter === undefined) return { op: 'and', items: [] };
  if (!isPlainObject(filter)) throw new ReadStoreQueryError('A filter must be a plain object');
  const items: FilterNode[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$or') items.push({ op: 'or', items: parseFilterList(value, '$or') });
    else if (key === '$and') items.push({ op: 'and', items: parseFilterList(value, '$and') });
    else if (key.startsWith('$')) throw new ReadStoreQueryError(`Unknown filter operator ${JSON.stringify(key)}`);
    else {
      assertFieldPath(key);
      items.push(...parseCondition(key, value));
    }
  }
  return items.length === 1 ? items[0]! : { op: 'and', items };
}

export type SortKey = { field: string; direction: 1 | -1 };

/** Validates a sort and appends the `_id` tie-break (in the direction of the last key). */
export function parseSort(sort: SortSpec | undefined): SortKey[] {
  const keys: SortKey[] = [];
  if (sort !== undefined && !isPlainObject(sort)) throw new ReadStoreQueryError('A sort must be a plain object');
  for (const [field, direction] of Object.entries(sort ?? {})) {
    assertFieldPath(field);
    if (direction !== 1 && direction !== -1) {
      throw new ReadStoreQueryError(`Sort on "${field}": direction must be 1 or -1`);
    }
    keys.push({ field, direction });
  }
  if (!keys.some((key) => key.field === '_id')) keys.push({ field: '_id', direction: keys.at(-1)?.direction ?? 1 });
  return keys;
}

/** Validated skip and limit; a limit of 0 means "no documents", as in SQL (Mongo would read it as "no limit"). */
export function readFindOptions(options: FindOptions): { sort: SortKey[]; skip: number; limit: number | null } {
  const count = (value: number | undefined, name: string) => {
    if (value === undefined) return null;
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new ReadStoreQueryError(`${name} must be a non-negative integer`);
    }
    return value;
  };
  return {
    sort: parseSort(options.sort),
    skip: count(options.skip, 'skip') ?? 0,
    limit: count(options.limit, 'limit'),
  };
}

/**
 * Checks a document before it is written; returns its JSON form (what both adapters store), a copy of its own but for
 * what it shares with `storedOf(doc._id)`, the stored copy it replaces (see jsonCopy).
 */
export function prepareDoc(doc: Doc, storedOf?: (id: string) => unknown): Record<string, unknown> {
  assertDoc(doc);
  return jsonCopy(doc, storedOf?.(doc._id)) as Record<string, unknown>;
}

/** prepareDoc as JSON text (the SQL store sends documents as text). */
export function prepareDocText(doc: Doc): string {
  assertDoc(doc);
  return JSON.stringify(doc);
}

function assertDoc(doc: Doc): void {
  if (!isPlainObject(doc)) throw new ReadStoreQueryError('A document must be a plain object');
  if (typeof doc._id !== 'string' || doc._id === '') {
    throw new ReadStoreQueryError('A document needs a non-empty string _id');
  }
  for (const key of Object.keys(doc)) {
    if (RESERVED_FIELDS.has(key)) throw new ReadStoreQueryError(`Field "${key}" is reserved`);
  }
}

/** Checks the fields of a patch (top-level names only; `_id` may only repeat the id); returns their JSON form. */
export function preparePatch(id: string, fields: object): Record<string, unknown> {
  if (!isPlainObject(fields)) throw new ReadStoreQueryError('Patch fields must be a plain object');
  const json = jsonCopy(fields) as Record<string, unknown>;
  if ('_id' in json) {
    if (json._id !== id) throw new ReadStoreQueryError('A patch cannot change _id');
    delete json._id;
  }
  for (const key of Object.keys(json)) {
    if (!TOP_LEVEL_FIELD.test(key) || RESERVED_FIELDS.has(key)) {
      throw new ReadStoreQueryError(`Invalid patch field ${JSON.stringify(key)}: top-level identifiers only`);
    }
  }
  return json;
}

export function assertPosition(position: bigint | undefined): void {
  if (position !== undefined && typeof position !== 'bigint') {
    throw new ReadStoreQueryError('A write position must be a bigint');
  }
}

/** bigint columns come back as bigint or number (PGlite) or string (node-postgres); Mongo gives Long. */
export function toBigInt(value: unknown): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  if (typeof value === 'object' && 'toBigInt' in value && typeof value.toBigInt === 'function') {
    return (value as { toBigInt(): bigint }).toBigInt();
  }
  throw new Error(`Not a position: ${String(value)}`);
}

export function assertProjectionName(projection: string): void {
  if (typeof projection !== 'string' || projection === '') {
    throw new ReadStoreQueryError('A checkpoint needs a non-empty projection name');
  }
}

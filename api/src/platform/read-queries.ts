/**
 * The read-model queries every area's routes make the same way: one page of a list with its pagination, and the
 * counts a dashboard or a stats route shows.
 */
import { paginate } from '@stint/shared';
import type { Collection, Doc, Filter, SortSpec } from '@stint/shared/infra/read-store/read-store.port';

/** One page of a list, newest first unless `sort` says otherwise. */
export async function findPage<T extends Doc>(
  collection: Collection<T>,
  filter: Filter,
  { page, limit }: { page: number; limit: number },
  sort: SortSpec = { createdAt: -1 },
) {
  const [items, total] = await Promise.all([
    collection.find(filter, { sort, skip: (page - 1) * limit, limit }),
    collection.count(filter),
  ]);
  return { items, pagination: paginate(page, limit, total) };
}

/**
 * How many documents of `collection` under `scope` match each named filter (an empty one counts them all), asked
 * at once: `countEach(applications, { studentId }, { total: {}, accepted: { status: 'accepted' } })`.
 */
export async function countEach<K extends string>(
  collection: Pick<Collection<Doc>, 'count'>,
  scope: Filter,
  filters: Record<K, Filter>,
): Promise<Record<K, number>> {
  const names = Object.keys(filters) as K[];
  const counts = await Promise.all(names.map((name) => collection.count({ ...scope, ...filters[name] })));
  return Object.fromEntries(names.map((name, index) => [name, counts[index]])) as Record<K, number>;
}

import { describe, expect, it } from 'vitest';
import type { Filter } from '@stint/shared/infra/read-store/read-store.port';
import { countEach, findPage } from './read-queries';

describe('countEach', () => {
  it('counts each named filter within the scope, an empty filter counting the whole scope', async () => {
    const asked: Filter[] = [];
    const collection = {
      count: async (filter: Filter = {}) => {
        asked.push(filter);
        return Object.keys(filter).length * 10 + (filter.status === 'accepted' ? 1 : 0);
      },
    };
    const counts = await countEach(
      collection,
      { studentId: 's-1' },
      {
        total: {},
        accepted: { status: 'accepted' },
        pending: { status: { $in: ['pending', 'reviewing'] } },
      },
    );
    expect(counts).toEqual({ total: 10, accepted: 21, pending: 20 });
    expect(asked).toEqual([
      { studentId: 's-1' },
      { studentId: 's-1', status: 'accepted' },
      { studentId: 's-1', status: { $in: ['pending', 'reviewing'] } },
    ]);
  });

  it('lets a filter narrow a field the scope names', async () => {
    const asked: Filter[] = [];
    const collection = { count: async (filter: Filter = {}) => (asked.push(filter), 0) };
    await countEach(collection, { status: { $ne: 'draft' } }, { approved: { status: 'approved' } });
    expect(asked).toEqual([{ status: 'approved' }]);
  });
});

describe('findPage', () => {
  it('asks for the page’s window in the given order and counts the whole filter for the pagination', async () => {
    const calls: unknown[] = [];
    const collection = {
      find: async (filter: Filter, options: unknown) => (calls.push(['find', filter, options]), [{ _id: 'a' }]),
      count: async (filter: Filter) => (calls.push(['count', filter]), 23),
    };
    const page = await findPage(collection as never, { userId: 'u' }, { page: 3, limit: 10 }, { position: -1 });
    expect(page.items).toEqual([{ _id: 'a' }]);
    expect(page.pagination).toMatchObject({ total: 23 });
    expect(calls).toEqual([
      ['find', { userId: 'u' }, { sort: { position: -1 }, skip: 20, limit: 10 }],
      ['count', { userId: 'u' }],
    ]);
  });

  it('is newest first unless told otherwise', async () => {
    let sort: unknown;
    const collection = {
      find: async (_filter: Filter, options: { sort: unknown }) => ((sort = options.sort), []),
      count: async () => 0,
    };
    await findPage(collection as never, {}, { page: 1, limit: 5 });
    expect(sort).toEqual({ createdAt: -1 });
  });
});

// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { mutate } from 'swr';
import type * as Swr from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { topics } from '@stint/shared/live/topics';
import { apiFetch } from './api-client';
import { registerLiveKey } from './live';
import { livePagedList } from './paged-list';

vi.mock('./live', () => ({ registerLiveKey: vi.fn() }));
vi.mock('./api-client', () => ({ apiFetch: vi.fn() }));
vi.mock('swr', async (importOriginal) => ({
  ...(await importOriginal<typeof Swr>()),
  mutate: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Page = { rows: { _id: string }[]; pagination: { hasNextPage: boolean; totalItems: number } };
const select = (page: Page) => ({ items: page.rows, pagination: page.pagination as never });

describe('livePagedList', () => {
  it("registers its path for the topic's live notices", () => {
    livePagedList(topics.reports, '/things/mine', { pageSize: 10, select });
    expect(vi.mocked(registerLiveKey)).toHaveBeenCalledExactlyOnceWith(topics.reports, '/things/mine');
  });

  it('reads the first page of its path with its page size', async () => {
    vi.mocked(apiFetch).mockResolvedValue({ rows: [{ _id: 'a' }], pagination: { hasNextPage: true, totalItems: 11 } });
    const list = livePagedList(topics.reports, '/things/read', { pageSize: 10, select });
    const { result } = renderHook(() => list.useList());
    await waitFor(() => expect(result.current.items).toEqual([{ _id: 'a' }]));
    expect(vi.mocked(apiFetch)).toHaveBeenCalledExactlyOnceWith('/things/read?page=1&limit=10');
    expect(result.current).toMatchObject({ totalItems: 11, hasNextPage: true });
  });

  it('reloads every page count of its own path and page size, and no other list', async () => {
    const list = livePagedList(topics.logbooks, '/things/mine', { pageSize: 10, select });
    await list.revalidate();
    const matches = vi.mocked(mutate).mock.calls[0]![0] as (key: unknown) => boolean;
    expect(matches(['/things/mine?limit=10', 1])).toBe(true);
    expect(matches(['/things/mine?limit=10', 3])).toBe(true);
    expect(matches(['/things/mine?limit=20', 1])).toBe(false);
    expect(matches(['/things/other?limit=10', 1])).toBe(false);
    expect(matches('/things/mine?limit=10')).toBe(false);
  });
});

// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { topics } from '@stint/shared/live/topics';
import { apiFetch } from './api-client';
import { registerLiveKey } from './live';
import { liveRead } from './live-read';

vi.mock('./live', () => ({ registerLiveKey: vi.fn() }));
vi.mock('./api-client', () => ({ apiFetch: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('liveRead', () => {
  it('registers its path for each of its topics', () => {
    liveRead('/counts/mine', [topics.internships, topics.applications]);
    expect(vi.mocked(registerLiveKey).mock.calls).toEqual([
      [topics.internships, '/counts/mine'],
      [topics.applications, '/counts/mine'],
    ]);
  });

  it('reads its path once for every screen using it', async () => {
    vi.mocked(apiFetch).mockResolvedValue({ total: 3 });
    const useCounts = liveRead<{ total: number }>('/counts/shared', [topics.reports]);
    // Two screens on the page at once, as the dashboard and a panel beside it.
    const { result } = renderHook(() => [useCounts(), useCounts()]);
    await waitFor(() => expect(result.current.map((read) => read.data)).toEqual([{ total: 3 }, { total: 3 }]));
    expect(vi.mocked(apiFetch)).toHaveBeenCalledExactlyOnceWith('/counts/shared');
  });
});

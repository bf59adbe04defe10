import type { SWRResponse } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { recentOf } from './recent-applications';

type Read = SWRResponse<{ applications: Application[] }>;

const applied = (id: string, appliedDate: string) => ({ _id: id, appliedDate }) as Application;
const read = (data: Read['data'], error?: unknown) =>
  ({ data, error, isLoading: !data, mutate: async () => data }) as Read;

describe('recentOf', () => {
  it('keeps the newest applications first, at most the limit, without reordering the read', () => {
    const applications = [applied('a', '2026-01-02'), applied('b', '2026-03-01'), applied('c', '2026-02-10')];
    const { recent } = recentOf(read({ applications }), 2);
    expect(recent?.map((application) => application._id)).toEqual(['b', 'c']);
    expect(applications.map((application) => application._id)).toEqual(['a', 'b', 'c']);
  });

  it('has no recent list until the read has loaded, and passes its failure on', () => {
    const failure = new Error('offline');
    expect(recentOf(read(undefined, failure), 3)).toMatchObject({ recent: undefined, error: failure, isLoading: true });
  });
});

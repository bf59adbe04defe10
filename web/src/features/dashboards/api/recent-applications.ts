/** The dashboards' recent applications: the newest few of a person's applications. */
import type { SWRResponse } from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';

/** Newest first, at most `limit`; `recent` is undefined until the read has loaded. */
export function recentOf(
  { data, error, isLoading, mutate }: SWRResponse<{ applications: Application[] }>,
  limit: number,
) {
  const recent = data
    ? [...data.applications].sort((a, b) => b.appliedDate.localeCompare(a.appliedDate)).slice(0, limit)
    : undefined;
  return { recent, error: error as unknown, isLoading, mutate };
}

/**
 * `GET /applications/pipeline` (issue 17): a page of the employer's applications, sorted and filtered in the api.
 * Live: a new application, a student's withdrawal or a move made elsewhere reaches the employer's room as an
 * `applications` notice, and every page of the pipeline on screen loads again.
 */
import { mutate } from 'swr';
import {
  PIPELINE_PAGE_SIZE,
  type MoveApplicationsBody,
  type MoveResult,
  type PipelinePage,
} from '@stint/shared/applications/applications.schemas';
import { topics } from '@stint/shared/live/topics';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { useListPage } from '../../../lib/list-page';
import { registerLiveKey } from '../../../lib/live';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import type { Pagination } from '@stint/shared/http/envelope';
import useSWR from 'swr';

export const PIPELINE_PATH = '/applications/pipeline';

registerLiveKey(topics.applications, PIPELINE_PATH);

export type PipelineFilters = {
  internshipId: string | null;
  stage: string | null;
  search: string;
  sort: string | null;
  order: string | null;
};

export function usePipeline(filters: PipelineFilters, page: number) {
  return useListPage<PipelinePage>(PIPELINE_PATH, filters, page, PIPELINE_PAGE_SIZE);
}

/** The employer's internships for the Internship filter (the api's largest page; an employer has far fewer). */
const INTERNSHIP_OPTIONS_PATH = '/internships/employer/internships?page=1&limit=100';

export function usePipelineInternships() {
  return useSWR(INTERNSHIP_OPTIONS_PATH, (key: string) =>
    apiFetch<{ internships: Internship[]; pagination: Pagination }>(key),
  );
}

/** `POST /applications/moves`: one command per application, answered per application. */
export async function moveApplications(body: MoveApplicationsBody): Promise<MoveResult[]> {
  const { data } = await apiRequest<{ results: MoveResult[] }>('/applications/moves', { method: 'POST', body });
  // The pipeline, the per-internship lists, the internships' counts and the dashboard change with a move.
  await mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(PIPELINE_PATH) ||
        key.startsWith('/applications/employer') ||
        key.startsWith('/internships/') ||
        key.startsWith('/users/dashboard/stats')),
  ).catch(() => {});
  return data.results;
}

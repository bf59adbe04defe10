/**
 * The api's views of the projector and the workers (readiness, /metrics, the ops pages), built from their registries
 * here, where all three meet, so the api imports neither (docs/architecture.md §Parts).
 */
import type { ProcessViews } from '@stint/api/platform/process-views';
import type { Platform } from '@stint/shared/infra/platform';
import {
  checkpointName,
  listParkedEvents,
  listRebuilds,
  projections as registry,
  type Projection,
} from '@stint/projector';
import { createJobs } from '@stint/workers';

export function processViews(platform: Platform, projections: readonly Projection[] = registry): ProcessViews {
  // The job definitions are only read for their queue names, and only once an ops page or a scrape asks.
  let queues: string[] | null = null;
  return {
    projector: { projections, checkpointName, listParkedEvents, listRebuilds },
    workers: { queueNames: () => (queues ??= createJobs(platform).map((job) => job.queue)) },
  };
}

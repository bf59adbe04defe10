/**
 * The api's views of the projector and the workers (readiness, /metrics, the ops pages), built from their registries
 * here, where all three meet, so the api imports neither (docs/architecture.md §Parts).
 */
import type { ProcessViews, ProjectionPlacement } from '@stint/api/platform/process-views';
import type { Platform } from '@stint/shared/infra/platform';
import { readLeaseHolders } from '@stint/shared/infra/lease/index';
import {
  checkpointName,
  listParkedEvents,
  listRebuilds,
  projectorGroups,
  projections as registry,
  type Projection,
  type ProjectorRunner,
} from '@stint/projector';
import { createJobs } from '@stint/workers';

/** `runner`: the projector when it runs in this process (role `all`), whose applied lag /metrics then reports. */
export function processViews(
  platform: Platform,
  projections: readonly Projection[] = registry,
  runner: ProjectorRunner | null = null,
): ProcessViews {
  // The job definitions are only read for their queue names, and only once an ops page or a scrape asks.
  let queues: string[] | null = null;
  runner?.keepAppliedLags();
  return {
    projector: {
      projections,
      checkpointName,
      listParkedEvents,
      listRebuilds,
      ...(runner ? { takeAppliedLags: () => runner.takeAppliedLags() } : {}),
      async placement() {
        const tokens = await readLeaseHolders(
          platform.config,
          projectorGroups.map((group) => `projector:${group.name}`),
        );
        const placed: ProjectionPlacement = {};
        projectorGroups.forEach((group, index) => {
          // The token's random part tells an operator nothing.
          const holder = tokens[index]?.split(':').slice(0, -1).join(':') ?? null;
          for (const projection of group.projections) placed[projection.name] = { group: group.name, holder };
        });
        return placed;
      },
    },
    workers: { queueNames: () => (queues ??= createJobs(platform).map((job) => job.queue)) },
  };
}

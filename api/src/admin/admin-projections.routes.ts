/**
 * The projections (docs/architecture.md §Projections), for administrators: each one's state (live, or rebuilding in a
 * shadow while its documents keep serving), position, lag, rate, ETA and parked events; and a rebuild on request
 * (`all` rebuilds every one), sent over the bus to whichever projector runs it. Read from the stores: the projector
 * may be another process.
 */
import { NotFoundError } from '@stint/shared';
import {
  ALL_PROJECTIONS,
  projectionDetailSchema,
  projectionParamsSchema,
  projectionsListSchema,
  rebuildAskedSchema,
} from '@stint/shared/admin/admin-projections.schemas';
import { channels } from '@stint/shared/infra/channels';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import type { ProjectionRef } from '../platform/process-views';
import { reportProjections } from '../ops/projection-status';

function projectionNamed(deps: ApiDeps, name: string): ProjectionRef {
  const projection = deps.projector.projections.find((candidate) => candidate.name === name);
  if (!projection) {
    throw new NotFoundError(
      `No projection named "${name}" (known: ${deps.projector.projections.map((p) => p.name).join(', ')})`,
    );
  }
  return projection;
}

export const listProjectionsRoute = defineRoute({
  method: 'get',
  path: '/admin/projections',
  summary: "Each projection's state, position, lag, rebuild rate and ETA, and parked events count",
  tags: ['admin'],
  access: ['admin'],
  response: projectionsListSchema,
  async handler({ deps }) {
    const { statuses } = await reportProjections(deps.platform, deps.projector);
    return { projections: statuses };
  },
});

export const getProjectionRoute = defineRoute({
  method: 'get',
  path: '/admin/projections/:name',
  summary: "One projection's state, position, lag, rebuild rate and ETA, with the events it parked",
  tags: ['admin'],
  access: ['admin'],
  params: projectionParamsSchema,
  response: projectionDetailSchema,
  async handler({ params, deps }) {
    const projection = projectionNamed(deps, params.name);
    const { statuses, parked } = await reportProjections(deps.platform, deps.projector, [projection]);
    const parkedEvents = parked.map(({ position, eventType, stream, parkedAt, error }) => ({
      position,
      eventType,
      stream,
      parkedAt,
      error,
    }));
    return { projection: { ...statuses[0]!, parkedEvents } };
  },
});

export const rebuildProjectionRoute = defineRoute({
  method: 'post',
  path: '/admin/projections/:name/rebuild',
  summary:
    'Rebuilds a projection (or `all`) in a shadow while its documents keep serving; it takes over once caught up',
  tags: ['admin'],
  access: ['admin'],
  params: projectionParamsSchema,
  response: rebuildAskedSchema,
  status: 202,
  async handler({ params, deps, actor }) {
    const names =
      params.name === ALL_PROJECTIONS
        ? deps.projector.projections.map((projection) => projection.name)
        : [projectionNamed(deps, params.name).name];
    for (const name of names) await deps.platform.bus.publish(channels.projectorControl, { rebuild: name });
    deps.logger.info({ projections: names, actor: actor.id }, 'projection rebuild asked for');
    return new Reply(
      { rebuilding: names },
      { message: `Rebuild asked for: ${names.join(', ')}. The documents keep serving until it takes over.` },
    );
  },
});

/**
 * Prometheus metrics (issue 9): HTTP latency by method, route pattern and status class; and, computed when
 * scraped (never on timers), queue depths and failed jobs, projection lag in events and seconds, and this api
 * node's connected sockets. One registry per api server, so servers in one process (tests) keep theirs apart.
 */
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { EventStore, RecordedEvent, Subscription } from '@stint/shared/infra/event-store/event-store.port';
import type { Logger } from '@stint/shared/infra/logger';
import type { Queue } from '@stint/shared/infra/queue/queue.port';
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import type { RouteDefinition } from '../http/route';
import type { LiveServer } from '../live/socket-gateway';
import type { ProjectionRef, ProjectorView } from '../platform/process-views';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * A request from this machine itself. Both the socket and `req.ip` must be loopback: behind a reverse proxy on
 * the same host every socket is loopback, and `req.ip` (trust proxy: loopback) is then the forwarded client.
 */
export function isLoopbackRequest(req: Pick<Request, 'ip' | 'socket'>): boolean {
  return isLoopback(req.socket.remoteAddress) && isLoopback(req.ip);
}

const OPS_PAGES = new Set(['queues', 'api-docs', 'projections', 'metrics']);

/** Status classes, not statuses, keep the series few: 2xx, 3xx, 4xx, 5xx. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The route pattern of a request, never its raw URL (ids would make a series each): the registry path for the
 * JSON api, the mounted route elsewhere, and a few buckets for what no route matched.
 */
export function routeLabel(req: Request, registry: ReadonlySet<string>, apiPrefix: string): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path === '/ops' || path.startsWith('/ops/')) {
    const page = path.split('/')[2] ?? '';
    return OPS_PAGES.has(page) ? `/ops/${page}` : '/ops/(other)';
  }
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') {
    if (registry.has(`${req.method.toLowerCase()} ${route.path}`)) return `${apiPrefix}${route.path}`;
    return `${req.baseUrl}${route.path}`;
  }
  if (path === apiPrefix || path.startsWith(`${apiPrefix}/`)) return `${apiPrefix}/(unmatched)`;
  return '(web)';
}

export type ProjectionLag = { projection: string; events: number; seconds: number | null };

/**
 * How far each projection trails the log: head position − its checkpoint (an event count on the SQL stores, up to
 * gaps; a commit-log distance on EventStoreDB), and the age of the oldest event it has not applied (0 when none).
 */
export async function measureProjectionLag(
  stores: { eventStore: EventStore; readStore: ReadStore },
  projector: { projections: readonly ProjectionRef[]; checkpointName: ProjectorView['checkpointName'] },
  now: number = Date.now(),
): Promise<ProjectionLag[]> {
  const { projections, checkpointName } = projector;
  const head = await stores.eventStore.headPosition();
  const checkpoints = await Promise.all(projections.map((p) => stores.readStore.getCheckpoint(checkpointName(p))));
  // Projections run together, so they mostly share one checkpoint: one look-up per distinct checkpoint.
  const oldest = new Map<string, Promise<RecordedEvent | null>>();
  return Promise.all(
    projections.map(async (projection, index) => {
      const checkpoint = checkpoints[index] ?? null;
      const events = head === null ? 0 : Math.max(0, Number(head - (checkpoint ?? 0n)));
      if (events === 0) return { projection: projection.name, events, seconds: 0 };
      const key = String(checkpoint);
      if (!oldest.has(key)) oldest.set(key, firstEventAfter(stores.eventStore, checkpoint));
      const event = await oldest.get(key)!;
      const seconds = event ? Math.max(0, (now - event.recordedAt.getTime()) / 1000) : null;
      return { projection: projection.name, events, seconds };
    }),
  );
}

/** The first event after `from` (exclusive), or null when there is none or the store did not answer in time. */
async function firstEventAfter(
  eventStore: EventStore,
  from: bigint | null,
  timeoutMs = 2000,
): Promise<RecordedEvent | null> {
  let subscription: Subscription | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<RecordedEvent | null>((resolve, reject) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
      subscription = eventStore.subscribeToAll(
        { from: from ?? 'start', batchSize: 1 },
        {
          onEvents: async (events) => resolve(events[0] ?? null),
          onCaughtUp: () => resolve(null),
          onError: reject,
        },
      );
    });
  } finally {
    clearTimeout(timer);
    await subscription?.close();
  }
}

export type MetricsSources = {
  logger: Logger;
  eventStore: EventStore;
  readStore: ReadStore;
  queue: Queue;
  queueNames: () => string[];
  projector: ProjectorView;
  routes: readonly RouteDefinition[];
  apiPrefix: string;
};

/** CPU, memory, event loop, GC: one set per process, however many api servers it runs (tests run many). */
let processMetrics: Registry | null = null;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** Applied-lag buckets: fine below a tenth of a second, where an embedded projector keeps up, and up to a minute. */
export const APPLIED_LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

const SOCKET_ROLES = ['anonymous', 'student', 'employer', 'university', 'admin'] as const;
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export function createMetrics(sources: MetricsSources) {
  const logger = sources.logger.child({ module: 'metrics' });
  const registry = new Registry();
  const registryRoutes = new Set(sources.routes.map((route) => `${route.method} ${route.path}`));
  let sockets: LiveServer | null = null;

  const httpDuration = new Histogram({
    name: 'stint_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'stint_queue_jobs',
    help: 'Jobs per queue by state: waiting, active and delayed make the depth; failed are kept failed jobs',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        sources.queueNames().map(async (queue) => {
          try {
            const counts = await sources.queue.counts(queue);
            for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
          } catch (error) {
            logger.warn({ err: error, queue }, 'could not count queue jobs for metrics');
          }
        }),
      );
    },
  });

  // Both lag gauges come from one measurement per scrape (prom-client collects them side by side).
  let lag: { at: number; result: Promise<ProjectionLag[]> } | null = null;
  const measureLag = () => {
    if (!lag || Date.now() - lag.at > 1000) {
      const result = measureProjectionLag(sources, sources.projector).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not measure projection lag for metrics');
        return [];
      });
      lag = { at: Date.now(), result };
    }
    return lag.result;
  };
  new Gauge({
    name: 'stint_projection_lag_events',
    help: 'Event store head position minus the projection checkpoint',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { projection, events } of await measureLag()) this.set({ projection }, events);
    },
  });
  new Gauge({
    name: 'stint_projection_lag_seconds',
    help: 'Age of the oldest event the projection has not applied yet (0 when caught up)',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { projection, seconds } of await measureLag()) if (seconds !== null) this.set({ projection }, seconds);
    },
  });

  const { takeAppliedLags } = sources.projector;
  if (takeAppliedLags) {
    new Histogram({
      name: 'stint_projection_applied_lag_seconds',
      help: "Seconds from an event's append to the commit of the projections that applied it (projector in this process)",
      buckets: APPLIED_LAG_BUCKETS,
      registers: [registry],
      collect() {
        for (const seconds of takeAppliedLags()) this.observe(seconds);
      },
    });
  }

  new Gauge({
    name: 'stint_projection_parked_events',
    help: 'Events a projection could not apply and moved past (see /readyz and the ops projections page)',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { projections, listParkedEvents } = sources.projector;
        const parked = await listParkedEvents(sources.readStore, projections);
        for (const { name } of projections) {
          this.set({ projection: name }, parked.filter((event) => event.projection === name).length);
        }
      } catch (error) {
        logger.warn({ err: error }, 'could not count parked events for metrics');
      }
    },
  });

  new Gauge({
    name: 'stint_sockets_connected',
    help: 'socket.io connections on this api node, by role (anonymous: no token)',
    labelNames: ['role'] as const,
    registers: [registry],
    collect() {
      const counts = new Map<string, number>(SOCKET_ROLES.map((role) => [role, 0]));
      for (const socket of sockets?.of('/').sockets.values() ?? []) {
        const role = socket.data.actor?.role ?? 'anonymous';
        counts.set(role, (counts.get(role) ?? 0) + 1);
      }
      for (const [role, count] of counts) this.set({ role }, count);
    },
  });

  const observeRequests: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const labels = {
        method: req.method,
        route: routeLabel(req, registryRoutes, sources.apiPrefix),
        status_class: statusClass(res.statusCode),
      };
      httpDuration.observe(labels, seconds);
    });
    next();
  };

  return {
    registry,
    observeRequests,
    watchSockets(io: LiveServer) {
      sockets = io;
    },
    async render(): Promise<{ contentType: string; body: string }> {
      const merged = Registry.merge([processRegistry(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

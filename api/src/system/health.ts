/**
 * Liveness and readiness (outside /api/v1, for load balancers and compose health checks). Readiness checks that the
 * event store, the read store and the bus answer, that no projection has parked an event it could not apply, and that
 * the oldest event a projection has not applied is no older than READY_MAX_LAG_SECONDS (a projector that stopped or
 * fell far behind); it reports the lag either way.
 */
import { Router } from 'express';
import { measureProjectionLag, type ProjectionLag } from '../ops/metrics';
import type { ApiDeps } from '../platform/api-deps';
import type { ProjectorView } from '../platform/process-views';

async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<{ ok: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

export function healthRouter(
  deps: ApiDeps,
  projector: ProjectorView,
  starting: Promise<unknown> = Promise.resolve(),
): Router {
  const router = Router();
  let started = false;
  starting.then(
    () => (started = true),
    () => {},
  );
  router.get('/healthz', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } });
  });
  router.get('/readyz', async (_req, res) => {
    const { eventStore, readStore, bus, config } = deps.platform;
    let head: bigint | null = null;
    let lags: ProjectionLag[] = [];
    let parked: Array<{ projection: string; eventType: string; position: string }> = [];
    const [events, reads, busCheck, projecting] = await Promise.all([
      probe(async () => {
        head = await eventStore.headPosition();
      }),
      probe(() => readStore.ping()),
      probe(() => bus.publish('ping', { at: Date.now() })),
      probe(async () => {
        [lags, parked] = await Promise.all([
          measureProjectionLag(deps.platform, projector),
          projector.listParkedEvents(readStore, projector.projections),
        ]);
      }, 4000),
    ]);
    const projected = deps.consistency.position;
    const lag =
      head === null ? 0 : projected === null ? Number(head) : Math.max(0, Number((head as bigint) - projected));
    const lagSeconds = Math.max(0, ...lags.map((entry) => entry.seconds ?? 0));
    const behind = lagSeconds > config.READY_MAX_LAG_SECONDS;
    const ready = started && events.ok && reads.ok && busCheck.ok && projecting.ok && parked.length === 0 && !behind;
    const reason = !started
      ? 'starting (projections catching up)'
      : !events.ok || !reads.ok || !busCheck.ok || !projecting.ok
        ? 'a store or the bus does not answer'
        : parked.length > 0
          ? `${parked.length} event${parked.length === 1 ? '' : 's'} parked by projections that could not apply them`
          : behind
            ? `projections are ${Math.round(lagSeconds)} s behind (more than ${config.READY_MAX_LAG_SECONDS} s)`
            : null;
    res.status(ready ? 200 : 503).json({
      success: ready,
      ...(ready ? {} : { message: `Not ready: ${reason}` }),
      data: {
        status: ready ? 'ready' : 'not ready',
        checks: { eventStore: events, readStore: reads, bus: busCheck },
        projections: {
          head: head === null ? null : String(head),
          position: projected?.toString() ?? null,
          lag,
          lagSeconds: Math.round(lagSeconds * 10) / 10,
          parked: parked.map(({ projection, eventType, position }) => ({ projection, eventType, position })),
        },
      },
    });
  });
  return router;
}

/**
 * Liveness and readiness (outside /api/v1, for load balancers and compose health checks). Readiness checks
 * that the event store, the read store and the bus answer, and reports how far the projections lag.
 */
import { Router } from 'express';
import type { ApiDeps } from '../platform/api-deps';

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

export function healthRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } });
  });
  router.get('/readyz', async (_req, res) => {
    const { eventStore, readStore, bus } = deps.platform;
    let head: bigint | null = null;
    const [events, reads, busCheck] = await Promise.all([
      probe(async () => {
        head = await eventStore.headPosition();
      }),
      probe(() => readStore.ping()),
      probe(() => bus.publish('ping', { at: Date.now() })),
    ]);
    const projected = deps.consistency.position;
    const lag =
      head === null ? 0 : projected === null ? Number(head) : Math.max(0, Number((head as bigint) - projected));
    const ready = events.ok && reads.ok && busCheck.ok;
    res.status(ready ? 200 : 503).json({
      success: ready,
      ...(ready ? {} : { message: 'Not ready' }),
      data: {
        status: ready ? 'ready' : 'not ready',
        checks: { eventStore: events, readStore: reads, bus: busCheck },
        projections: { head: head === null ? null : String(head), position: projected?.toString() ?? null, lag },
      },
    });
  });
  return router;
}

/**
 * `/ops/projections`: each projection's version, state (live, or rebuilding in a shadow), position, lag, and while
 * rebuilding its rate and ETA, its projector group and the process holding it, and the events it parked (could not
 * apply and moved past), with the error. "Rebuild" asks the projector running it, over the bus, to rebuild that
 * projection from the first event in a shadow while its documents keep serving; the shadow takes over once caught up,
 * so once the cause is fixed the parked events apply and their records go; what still fails is parked again. The page
 * is served only within an ops session (ops.ts); its form posts back with the session cookie, which is
 * SameSite=Strict, so no other site can submit it.
 */
import { Router, urlencoded } from 'express';
import escapeHtml from 'escape-html';
import { channels } from '@stint/shared/infra/channels';
import type { ApiDeps } from '../platform/api-deps';
import type { ProjectionPlacement, ProjectorView } from '../platform/process-views';
import { measureProjectionLag } from './metrics';
import { reportProjections } from './projection-status';

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse;margin:1rem 0 2rem}
th,td{border:1px solid #d2d6dc;padding:.35rem .6rem;text-align:left;vertical-align:top}th{background:#f4f5f7}
.error{font-family:ui-monospace,monospace;font-size:12px;max-width:48rem;white-space:pre-wrap;word-break:break-word}
.note{background:#e8f4fd;padding:.6rem 1rem;border-radius:4px}button{cursor:pointer}`;

export function projectionsPage(deps: ApiDeps, projector: ProjectorView): Router {
  const { projections } = projector;
  const logger = deps.logger.child({ module: 'ops' });
  const router = Router();
  router.get('/', async (req, res) => {
    const [lags, { statuses, parked }, placement] = await Promise.all([
      measureProjectionLag(deps.platform, projector),
      reportProjections(deps.platform, projector),
      // Where a projection runs is a hint: Redis away must not take the page down.
      (projector.placement?.() ?? Promise.resolve<ProjectionPlacement>({})).catch((): ProjectionPlacement => ({})),
    ]);
    const asked = typeof req.query.rebuilding === 'string' ? req.query.rebuilding : null;
    const rows = statuses.map((status) => {
      const lag = lags.find((entry) => entry.projection === status.name);
      const seconds = status.state === 'live' && lag && lag.seconds !== null ? lag.seconds.toFixed(1) : '–';
      const placed = placement[status.name];
      return `<tr><td>${escapeHtml(status.name)}</td><td>${status.version}</td><td>${status.state}</td>
<td>${status.position ?? 'none'}</td><td>${status.lag ?? '?'}</td><td>${seconds}</td>
<td>${status.eventsPerSecond ?? '–'}</td><td>${status.etaSeconds === null ? '–' : `${status.etaSeconds} s`}</td>
<td>${status.parked}</td><td>${escapeHtml(placed?.group ?? '—')}</td><td>${escapeHtml(placed?.holder ?? '—')}</td>
<td><form method="post" action="./${encodeURIComponent(status.name)}/rebuild"><button type="submit">Rebuild</button></form></td></tr>`;
    });
    const parkedRows = parked.map(
      (event) => `<tr><td>${escapeHtml(event.projection)}</td><td>${escapeHtml(event.position)}</td>
<td>${escapeHtml(event.eventType)}</td><td>${escapeHtml(event.stream)}</td><td>${escapeHtml(event.parkedAt)}</td>
<td class="error">${escapeHtml(event.error)}</td></tr>`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stint projections</title>
<style>${STYLE}</style></head><body><h1>Projections</h1>
${asked ? `<p class="note">Rebuild of <strong>${escapeHtml(asked)}</strong> asked for: the active projector replays the log into a shadow while the documents keep serving, and the shadow takes over once caught up; reload to follow.</p>` : ''}
<table><thead><tr><th>Projection</th><th>Version</th><th>State</th><th>Position</th><th>Lag (events)</th><th>Lag (s)</th><th>Events/s</th><th>ETA</th><th>Parked</th><th>Group</th><th>Held by</th><th></th></tr></thead>
<tbody>${rows.join('')}</tbody></table>
<h2>Parked events</h2>
${
  parked.length === 0
    ? '<p>None: every projection has applied every event it has read.</p>'
    : `<p>Each projection below could not apply these events and moved past them. Fix the cause, then rebuild the
projection: every event is applied again, and what now applies leaves this list.</p>
<table><thead><tr><th>Projection</th><th>Position</th><th>Event</th><th>Stream</th><th>Parked at</th><th>Error</th></tr></thead>
<tbody>${parkedRows.join('')}</tbody></table>`
}</body></html>`);
  });
  router.post('/:name/rebuild', urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const projection = projections.find((candidate) => candidate.name === req.params.name);
    if (!projection) {
      res.status(404).type('text').send('No such projection\n');
      return;
    }
    await deps.platform.bus.publish(channels.projectorControl, { rebuild: projection.name });
    logger.info({ projection: projection.name }, 'projection rebuild asked for from the ops console');
    res.redirect(303, `../?rebuilding=${encodeURIComponent(projection.name)}`);
  });
  return router;
}

/**
 * The operations surface for admins (issues 6 and 9), outside the SPA's paths:
 * - `/ops/<page>?ticket=…` trades a ticket from `POST /api/v1/ops/links` for an ops session cookie;
 * - `/ops/queues` Bull Board, `/ops/api-docs` Swagger UI, `/ops/projections` lag and parked events with a rebuild
 *   button (projections-page.ts), `/ops/metrics` the metrics in a browser — all only
 *   with a valid ops session; anything else under /ops answers a plain-text 401;
 * - `/metrics` for Prometheus: loopback, an admin's bearer token or an ops session; else 403.
 * The pages get their own Content-Security-Policy (Bull Board's styles are inline); the SPA keeps its own.
 */
import { Router, type RequestHandler, type Response } from 'express';
import { contentSecurityPolicy } from 'helmet';
import { servedOverHttps } from '../http/security-headers';
import type { RouteDefinition } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import type { ProcessViews } from '../platform/process-views';
import { apiDocsRouter } from './api-docs';
import { createMetrics, isLoopbackRequest } from './metrics';
import { bearerToken, isOpsTarget, OPS_BASE, OPS_COOKIE, OpsSessions, readCookie } from './ops-session';
import { projectionsPage } from './projections-page';
import { queueBoardRouter, queueNameLister } from './queue-board';

const DENIED =
  'Not signed in to Stint operations.\n\n' +
  'Sign in to Stint as an admin and open this page from the admin dashboard (Operations): ' +
  'its links work once, within 60 seconds, and the session they open lasts 30 minutes.\n';

export type Ops = ReturnType<typeof createOps>;

export function createOps(
  deps: ApiDeps,
  options: { routes: readonly RouteDefinition[]; apiPrefix: string; processes: ProcessViews },
) {
  const { platform } = deps;
  const logger = deps.logger.child({ module: 'ops' });
  const sessions = new OpsSessions(deps);
  const queueNames = queueNameLister(platform, options.processes.workers);
  const metrics = createMetrics({
    logger,
    eventStore: platform.eventStore,
    readStore: platform.readStore,
    queue: platform.queue,
    queueNames,
    projector: options.processes.projector,
    routes: options.routes,
    apiPrefix: options.apiPrefix,
  });
  const secure = (req: { secure: boolean }) => servedOverHttps(req, platform.config.PUBLIC_URL);

  const sendMetrics: RequestHandler = async (_req, res) => {
    const { contentType, body } = await metrics.render();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  };

  /** `GET /metrics`: Prometheus on this machine, or an admin (bearer token or ops session). */
  const metricsEndpoint: RequestHandler = async (req, res, next) => {
    let allowed = isLoopbackRequest(req);
    const token = bearerToken(req);
    if (!allowed && token) allowed = (await deps.authenticate(token))?.role === 'admin';
    if (!allowed) allowed = (await sessions.sessionAdmin(req)) !== null;
    if (!allowed) {
      res.status(403).type('text').send('Forbidden: /metrics answers requests from this machine or from admins.\n');
      return;
    }
    await sendMetrics(req, res, next);
  };

  const deny = (res: Response, hadCookie: boolean, message = DENIED) => {
    if (hadCookie) res.setHeader('Set-Cookie', sessions.clearedCookie(secure(res.req)));
    res.status(401).setHeader('Cache-Control', 'no-store');
    res.type('text').send(message);
  };

  const router = Router();
  // The app's security headers are set already (securityHeaders); ops pages get a stricter policy of their own.
  router.use(
    contentSecurityPolicy({
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Bull Board and Swagger UI style elements inline; no script runs inline. Bull Board's page also links a
        // Google Fonts stylesheet, left blocked: an ops page calls no third party (it falls back to system fonts).
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    }),
  );

  // The ticket exchange: a link from the dashboard becomes a session, then the clean URL (no ticket in history).
  router.get('/:page', async (req, res, next) => {
    const ticket = req.query.ticket;
    const page = req.params.page;
    if (typeof ticket !== 'string' || !isOpsTarget(page)) return next();
    const grant = sessions.redeemTicket(ticket, page);
    const admin = grant && (await sessions.admin(grant));
    if (!grant || !admin) {
      logger.warn({ page }, 'ops link refused (expired, used, forged or no longer an admin)');
      return deny(res, false, `This link has expired or was already used.\n\n${DENIED}`);
    }
    logger.info({ adminId: admin.id, page }, 'ops session opened');
    res.setHeader('Set-Cookie', sessions.sessionCookie(grant, secure(req)));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, `${OPS_BASE}/${page}/`);
  });

  router.use(async (req, res, next) => {
    const admin = await sessions.sessionAdmin(req);
    if (!admin) return deny(res, readCookie(req.headers.cookie, OPS_COOKIE) !== null);
    next();
  });
  router.use('/queues', queueBoardRouter(platform, { basePath: `${OPS_BASE}/queues`, queueNames }));
  router.use(
    '/api-docs',
    apiDocsRouter({ basePath: `${OPS_BASE}/api-docs`, specUrl: `${options.apiPrefix}/openapi.json` }),
  );
  router.get('/metrics', sendMetrics);
  router.use('/projections', projectionsPage(deps, options.processes.projector));
  router.use((_req, res) => {
    res.status(404).type('text').send('Not found\n');
  });

  return {
    /** Mount at /ops. */
    router,
    /** `GET /metrics`. */
    metrics: metricsEndpoint,
    /** The latency histogram's middleware: mount before the routes. */
    observeRequests: metrics.observeRequests,
    watchSockets: metrics.watchSockets,
  };
}

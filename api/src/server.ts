/**
 * The api's HTTP server: security headers, JSON bodies, request logs, the registry's routes under /api/v1,
 * health endpoints, /metrics and the admins' /ops pages (ops/ops.ts), the socket.io gateway, and the built web app
 * with SPA fallback.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { pinoHttp } from 'pino-http';
import { requestForLog } from '@stint/shared/infra/logger';
import type { Platform } from '@stint/shared/infra/platform';
import { TokenService, type Authenticate } from './auth/tokens';
import { errorHandler, sendError } from './http/errors';
import { mountRoutes } from './http/mount';
import { openApiDocument } from './http/openapi';
import { securityHeaders } from './http/security-headers';
import type { RouteDefinition } from './http/route';
import { ConsistencyWaiter } from './live/consistency';
import { startSocketGateway, type RoomResolver, type SocketGateway } from './live/socket-gateway';
import type { ApiDeps } from './platform/api-deps';
import type { ProcessViews } from './platform/process-views';
import { accountAuthenticator, accountsChangedBy } from './accounts/authenticate';
import { LoginThrottle } from './accounts/login-throttle';
import { filesRouter } from './files/files.router';
import { healthRouter } from './system/health';
import { createOps } from './ops/index';
import { sessionTimeoutOf } from './settings/platform-settings';

export const API_PREFIX = '/api/v1';
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type ApiServer = {
  deps: ApiDeps;
  httpServer: Server;
  gateway: SocketGateway;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
};

export type ApiServerOptions = {
  routes: RouteDefinition[];
  /** How far the projections have got when the server starts (the embedded runner knows; else null). */
  projectedPosition?: bigint | null;
  authenticate?: (tokens: TokenService, platform: Platform) => Authenticate;
  extraRooms?: RoomResolver;
  webDist?: string | null;
  /** The projector and workers whose lag, parked events and queues readiness, metrics and the ops pages report. */
  processes: ProcessViews;
  /** Work the process does after it listens (catching up, the configured admin): /readyz is 503 until it is done. */
  starting?: Promise<unknown>;
};

export async function createApiServer(platform: Platform, options: ApiServerOptions): Promise<ApiServer> {
  const logger = platform.logger.child({ module: 'api' });
  const tokens = new TokenService(platform.secret, platform.config.JWT_TTL, sessionTimeoutOf(platform));
  const authenticate: Authenticate = (options.authenticate ?? accountAuthenticator)(tokens, platform);
  const consistency = new ConsistencyWaiter(
    platform.bus,
    platform.config.CONSISTENCY_WAIT_MS,
    options.processes.projector.projections,
  );
  await consistency.start(options.projectedPosition ?? null);
  const loginThrottle = new LoginThrottle({
    maxPerAddress: platform.config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: platform.config.LOGIN_LOCK_MINUTES * 60_000,
    redisUrl: platform.config.REDIS_URL,
    prefix: platform.config.QUEUE_PREFIX,
  });
  const deps: ApiDeps = {
    platform,
    logger,
    tokens,
    authenticate,
    consistency,
    loginThrottle,
    projector: options.processes.projector,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', platform.config.TRUST_PROXY);
  app.use(
    securityHeaders(platform.config.PUBLIC_URL, {
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
    }),
  );
  const ops = createOps(deps, { routes: options.routes, apiPrefix: API_PREFIX, processes: options.processes });
  app.use(ops.observeRequests);
  const requestId = (req: IncomingMessage, res: ServerResponse) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    return id;
  };
  app.use(
    // pino-http logs each request at info; below that level it would write nothing, yet still build and redact a
    // child logger per request (a few % of a busy api's CPU). Then only the request id is given, as it would.
    logger.isLevelEnabled('info')
      ? pinoHttp({
          logger,
          // Tokens in URLs (reset and confirmation links, ops tickets): the logger's redaction covers headers and the rest.
          serializers: { req: requestForLog },
          genReqId: requestId,
          autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
        })
      : (req, res, next) => {
          req.id ||= requestId(req, res);
          next();
        },
  );
  app.use(healthRouter(deps, options.processes.projector, options.starting));
  app.get('/metrics', ops.metrics);
  app.use('/ops', ops.router);
  app.use(API_PREFIX, filesRouter(deps));
  app.use(API_PREFIX, express.json({ limit: '256kb' }));
  let openApi: object | null = null;
  app.get(`${API_PREFIX}/openapi.json`, (_req, res) => {
    openApi ??= openApiDocument(options.routes, { serverUrl: API_PREFIX });
    res.json(openApi);
  });
  app.use(API_PREFIX, mountRoutes(options.routes, deps));
  app.use(API_PREFIX, (_req, res) => sendError(res, 404, 'Route not found'));

  const webDist = options.webDist === undefined ? WEB_DIST : options.webDist;
  if (webDist && existsSync(webDist)) {
    app.use(express.static(webDist, { index: false, maxAge: '1h' }));
    app.get(/^(?!\/api\/|\/socket\.io\/).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile('index.html', { root: webDist });
    });
  } else if (webDist) {
    logger.warn({ webDist }, 'web app not built; run `npm run build` to serve it');
  }
  app.use(errorHandler(logger));

  const httpServer = createServer(app);
  const gateway = await startSocketGateway({
    httpServer,
    bus: platform.bus,
    authenticate,
    logger,
    redisUrl: platform.config.REDIS_URL,
    redisKeyPrefix: platform.config.QUEUE_PREFIX,
    extraRooms: options.extraRooms,
    sessionChanges: accountsChangedBy,
  });
  ops.watchSockets(gateway.io);

  return {
    deps,
    httpServer,
    gateway,
    listen: (port, host = platform.config.HOST) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    async close() {
      httpServer.closeIdleConnections?.();
      await gateway.close();
      await consistency.stop();
      await loginThrottle.close();
    },
  };
}

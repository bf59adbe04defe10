/**
 * Runs registry routes in-process for the demo data: the same parsing, handler, deciders, sealing and read-your-writes
 * as over HTTP, but with a command context the caller stamps — the one path allowed to set past times
 * (docs/architecture.md §Event model). Nothing here is reachable over HTTP.
 */
import type { Request } from 'express';
import { ForbiddenError, type Actor } from '@stint/shared';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { accountAuthenticator } from '@stint/api/accounts/authenticate';
import { LoginThrottle } from '@stint/api/accounts/login-throttle';
import { TokenService } from '@stint/api/auth/tokens';
import { Reply, type RouteDefinition, type UploadedFile } from '@stint/api/http/route';
import { ConsistencyWaiter } from '@stint/api/live/consistency';
import type { ApiDeps } from '@stint/api/platform/api-deps';
import { processViews } from '../ops/process-views';

export type RouteCall = {
  actor: Actor | null;
  /** When it happened (ISO 8601). */
  at: string;
  /** Stable per action, so the ids the routes derive from it are the same on every install. */
  commandId: string;
  params?: Record<string, string>;
  body?: unknown;
  file?: UploadedFile;
};

export type RouteCaller = {
  call<T = unknown>(route: RouteDefinition, call: RouteCall): Promise<T>;
  /** Waits until the projections have passed `position` (what the routes do after each command). */
  settle(position: bigint | null): Promise<void>;
  /** Waits until the projections have passed everything in the log. */
  settleAll(): Promise<void>;
  close(): Promise<void>;
};

/**
 * `waitMs`: how long a command may wait for the projections (the routes read their own writes back); a projector
 * must be running on `platform.bus` in this process or another one.
 */
export async function createRouteCaller(platform: Platform, { waitMs = 60_000 } = {}): Promise<RouteCaller> {
  const tokens = new TokenService(platform.secret, platform.config.JWT_TTL);
  const consistency = new ConsistencyWaiter(platform.bus, waitMs);
  await consistency.start(null);
  const loginThrottle = new LoginThrottle({ maxPerAddress: 1_000, windowMs: 60_000 });
  const deps: ApiDeps = {
    platform,
    logger: platform.logger.child({ module: 'seed' }),
    tokens,
    authenticate: accountAuthenticator(tokens, platform),
    consistency,
    loginThrottle,
    projector: processViews(platform).projector,
  };

  return {
    async call<T>(route: RouteDefinition, { actor, at, commandId, params, body, file }: RouteCall): Promise<T> {
      if (
        route.access !== 'public' &&
        (!actor || (route.access !== 'signed-in' && !route.access.includes(actor.role)))
      ) {
        throw new ForbiddenError(
          `${route.method.toUpperCase()} ${route.path} is not for ${actor?.role ?? 'anonymous'}`,
        );
      }
      const context: CommandContext = { commandId, actor, at, correlationId: commandId };
      const result = await route.handler({
        params: route.params?.parse(params ?? {}),
        query: route.query?.parse({}),
        body: route.body?.parse(body ?? {}),
        actor: actor as Actor,
        deps,
        req: { headers: {}, body: body ?? {}, ip: '127.0.0.1' } as unknown as Request,
        command: () => context,
        // No list of projections: every one the seed has heard of is waited for, whatever the events.
        settle: async (...appended) => void (await consistency.settle(appended)),
        file: file ?? null,
      });
      const reply = result instanceof Reply ? result : new Reply(result);
      return route.response.parse(reply.data) as T;
    },
    settle: (position) => consistency.waitFor(position),
    settleAll: async () => consistency.waitFor(await platform.eventStore.headPosition()),
    async close() {
      await consistency.stop();
      await loginThrottle.close();
    },
  };
}

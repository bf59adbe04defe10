/** Mounts registry routes on an express router: authenticate, authorize, validate, handle, shape the reply. */
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { ForbiddenError, UnauthorizedError, ValidationError, type Actor } from '@stint/shared';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import { z } from 'zod';
import type { ApiDeps } from '../platform/api-deps';
import { fieldErrors } from './errors';
import { Reply, type RouteDefinition } from './route';

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token || null;
}

async function resolveActor(route: RouteDefinition, req: Request, deps: ApiDeps): Promise<Actor | null> {
  const token = bearerToken(req);
  if (route.access === 'public') return token ? await deps.authenticate(token) : null;
  if (!token) throw new UnauthorizedError('Not authorized, no token');
  const actor = await deps.authenticate(token);
  if (!actor) throw new UnauthorizedError('Not authorized, token failed');
  if (route.access !== 'signed-in' && !route.access.includes(actor.role)) {
    throw new ForbiddenError(`Access denied: this action is for ${route.access.join(' or ')} accounts`);
  }
  return actor;
}

function parsePart<S extends z.ZodType>(schema: S | undefined, value: unknown, part: string): z.infer<S> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error, part === 'body' ? [] : [part]);
  throw new ValidationError(errors[0]?.message ?? `Invalid ${part}`, errors);
}

export function commandContext(req: Request, actor: Actor | null, now: Date = new Date()): CommandContext {
  const header = req.headers['idempotency-key'];
  let commandId: string = randomUUID();
  if (header !== undefined) {
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success)
      throw new ValidationError('Idempotency-Key must be 8–200 letters, digits, ".", ":", "_" or "-"');
    // Scoped to the caller, so one person's key can never replay into another's command.
    commandId = `${actor?.id ?? 'anonymous'}:${parsed.data}`;
  }
  return { commandId, actor, at: now.toISOString(), correlationId: String(req.id ?? randomUUID()) };
}

export function mountRoutes(routes: RouteDefinition[], deps: ApiDeps): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      const actor = await resolveActor(route, req, deps);
      const params = parsePart(route.params, req.params, 'params');
      const query = parsePart(route.query, req.query, 'query');
      const body = parsePart(route.body, req.body, 'body');
      let context: CommandContext | null = null;
      const result = await route.handler({
        params,
        query,
        body,
        actor: actor as Actor,
        deps,
        req,
        command: () => (context ??= commandContext(req, actor)),
        settle: (position) => deps.consistency.waitFor(position),
      });
      const reply = result instanceof Reply ? result : new Reply(result);
      // Parsing the reply with its schema is an allowlist: a field the schema does not name never leaves.
      const data = route.response.parse(reply.data);
      const status = reply.options.status ?? route.status ?? 200;
      res
        .status(status)
        .json(
          reply.options.message ? { success: true, message: reply.options.message, data } : { success: true, data },
        );
    });
  }
  return router;
}

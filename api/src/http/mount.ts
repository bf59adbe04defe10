/** Mounts registry routes on an express router: authenticate, authorize, validate, handle, shape the reply. */
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import {
  ForbiddenError,
  NotFoundError,
  NotReadyYetError,
  PayloadTooLargeError,
  UnauthorizedError,
  ValidationError,
  type Actor,
  type FieldError,
} from '@stint/shared';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { z } from 'zod';
import type { ApiDeps } from '../platform/api-deps';
import { findUnstorableText } from '@stint/shared/http/storable-text';
import { fieldErrors } from './errors';
import { claimKey, idempotencyKeyOf } from './idempotency-key';
import { Reply, type RouteDefinition, type UploadedFile, type UploadSpec } from './route';

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

/** The body's field errors and then the missing file's, so `message` is the first failing field in form order. */
function parseBody(
  route: RouteDefinition,
  value: unknown,
  file: UploadedFile | null,
  schema: z.ZodType | undefined = route.body,
): unknown {
  const result = schema?.safeParse(value ?? {});
  const errors: FieldError[] = result && !result.success ? fieldErrors(result.error) : [];
  if (route.upload && !file) errors.push({ path: route.upload.field, message: route.upload.requiredMessage });
  if (errors.length > 0) throw new ValidationError(errors[0]!.message, errors);
  return result?.data;
}

/** A text field of an upload form: a cover letter fits with room to spare; more is not a form. */
const UPLOAD_FIELD_BYTES = 64 * 1024;

/**
 * Reads one multipart file into memory with hard limits, after authorization (so nobody unauthorized makes
 * us buffer megabytes). multer's fileSize is the largest size allowed (2.x passes one more to busboy), and
 * on an error it drains the request before answering, so the client reads the 413 instead of an EPIPE.
 */
function uploadReceiver(spec: UploadSpec) {
  const middleware = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: spec.maxBytes,
      files: 1,
      fields: 10,
      parts: 11,
      fieldSize: UPLOAD_FIELD_BYTES,
      fieldNameSize: 100,
      headerPairs: 50,
    },
    // Browsers send UTF-8 file names; busboy's default (latin1) would garble "Curriculum_Müller.pdf".
    defParamCharset: 'utf8',
  }).single(spec.field);
  // `limit`: the limit that applies now (never above `spec.maxBytes`, which bounds what is read into memory).
  return (
    req: Request,
    res: Response,
    limit: Pick<UploadSpec, 'maxBytes' | 'tooLargeMessage'> = spec,
  ): Promise<UploadedFile | null> =>
    new Promise((resolve, reject) => {
      middleware(req, res, (error: unknown) => {
        if (error) return reject(uploadError(error, { ...spec, tooLargeMessage: limit.tooLargeMessage }));
        const file = req.file;
        if (!file) return resolve(null);
        if (file.size > Math.min(spec.maxBytes, limit.maxBytes)) {
          return reject(new PayloadTooLargeError(limit.tooLargeMessage));
        }
        resolve({
          buffer: file.buffer,
          size: file.size,
          originalName: basename(file.originalname.replaceAll('\\', '/')),
          declaredType: file.mimetype,
        });
      });
    });
}

function uploadError(error: unknown, spec: UploadSpec): Error {
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeError(spec.tooLargeMessage);
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return new ValidationError(`Please send one file, in the field "${spec.field}"`);
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_KEY':
        return new PayloadTooLargeError('The request body is too large');
      default:
        return new ValidationError('The upload could not be read');
    }
  }
  // busboy: a malformed multipart body (bad boundary, truncated part, the client went away mid-upload).
  return new ValidationError('The upload could not be read');
}

export function commandContext(
  req: Request,
  key: string | null,
  actor: Actor | null,
  now: Date = new Date(),
): CommandContext {
  // Scoped to the caller, so one person's key can never replay into another's command.
  const commandId = key === null ? randomUUID() : `${actor?.id ?? 'anonymous'}:${key}`;
  return { commandId, actor, at: now.toISOString(), correlationId: String(req.id ?? randomUUID()) };
}

/** Refuses the request if any of its text could not be stored (shared/src/http/storable-text.ts): one check for every route. */
function refuseUnstorableText(req: Request, file: UploadedFile | null): void {
  const found =
    findUnstorableText(req.params, ['params']) ??
    findUnstorableText(req.query, ['query']) ??
    findUnstorableText(req.body) ??
    (file ? findUnstorableText(file.originalName, ['file']) : null);
  if (found) throw new ValidationError(found.message, [found]);
}

const NOT_READY_MESSAGE = 'Your change was saved but is not ready to show yet. Please try again in a moment.';

/** A route's first path segment: a literal, which picks the router of its group (`/internships/:id` → internships). */
const FIRST_SEGMENT = /^\/([A-Za-z0-9_.~-]+)(?:\/|$)/;

/**
 * The routes, each group of the same first path segment on a router of its own, picked by that segment: a request is
 * matched against the ten or twenty routes of its group in their order, not against every route before it (express
 * tries a router's routes one by one). As express matches paths, the segment is compared without regard to case.
 */
export function mountRoutes(routes: RouteDefinition[], deps: ApiDeps): Router {
  const groups = new Map<string, Router>();
  for (const route of routes) {
    const segment = FIRST_SEGMENT.exec(route.path)?.[1]?.toLowerCase();
    if (!segment) {
      throw new Error(`Route ${route.method.toUpperCase()} ${route.path} must start with a literal segment`);
    }
    let group = groups.get(segment);
    if (!group) groups.set(segment, (group = Router()));
    mountRoute(group, route, deps);
  }
  const router = Router();
  router.use((req, res, next) => {
    const group = groups.get(FIRST_SEGMENT.exec(req.path)?.[1]?.toLowerCase() ?? '');
    if (group) group(req, res, next);
    else next();
  });
  return router;
}

function mountRoute(router: Router, route: RouteDefinition, deps: ApiDeps): void {
  const receive = route.upload ? uploadReceiver(route.upload) : null;
  router[route.method](route.path, async (req, res) => {
    const actor = await resolveActor(route, req, deps);
    const limit = route.upload?.currentLimit ? await route.upload.currentLimit(deps) : undefined;
    const file = receive ? await receive(req, res, limit) : null;
    refuseUnstorableText(req, file);
    const params = parsePart(route.params, req.params, 'params');
    const query = parsePart(route.query, req.query, 'query');
    const bodySchema = route.currentBody ? await route.currentBody(deps) : route.body;
    const body = route.upload ? parseBody(route, req.body, file, bodySchema) : parsePart(bodySchema, req.body, 'body');
    // A read has nothing to repeat: only a write's key is claimed (idempotency-key.ts).
    const key = route.method === 'get' ? null : idempotencyKeyOf(req);
    let context: CommandContext | null = null;
    if (key !== null) {
      context = commandContext(req, key, actor);
      await claimKey(deps, key, { actor, method: route.method, route: route.path, params, query, body, file }, context);
    }
    let behind = false;
    const result = await route
      .handler({
        params,
        query,
        body,
        actor: actor as Actor,
        deps,
        req,
        command: () => (context ??= commandContext(req, key, actor)),
        settle: async (...appended) => {
          if (!(await deps.consistency.settle(appended))) behind = true;
        },
        file,
      })
      .catch((error: unknown) => {
        // The command is in the log but its projections had not caught up within the wait: what the handler could
        // not find there is not missing, only not shown yet. A retry with the same Idempotency-Key answers it.
        if (behind && error instanceof NotFoundError) throw new NotReadyYetError(NOT_READY_MESSAGE);
        throw error;
      });
    const reply = result instanceof Reply ? result : new Reply(result);
    // Parsing the reply with its schema is an allowlist: a field the schema does not name never leaves.
    const data = route.response.parse(reply.data);
    const status = reply.options.status ?? route.status ?? 200;
    if (route.download) {
      res
        .status(status)
        .attachment(route.download.filename)
        .set({ 'Content-Type': route.download.contentType, 'Cache-Control': 'no-store' })
        .send(data);
      return;
    }
    res
      .status(status)
      .json(reply.options.message ? { success: true, message: reply.options.message, data } : { success: true, data });
  });
}

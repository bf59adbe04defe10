/**
 * The Idempotency-Key rule (issue 14). A key names one request: the caller (the signed-in user, or nobody), the
 * method, the route and its canonical input. The same request sent again with the key answers what the first one did;
 * anything else sent with it is a 422 that says so, before its handler runs, and never the earlier result.
 *
 * Where the earlier request is remembered: in the event store, which every api node shares in every profile and which
 * survives restarts. The first request with a key appends a claim (shared/src/infra/commands/idempotency-keys.ts)
 * naming a keyed hash of itself; every later one reads it. A claim, rather than the request's hash in its events'
 * metadata, because the check must happen before the handler writes anything — a registration reserves its email
 * before it reaches the account stream it would collide on — and because another person's command has a command id
 * of its own (`<user id>:<key>`) and so would never collide with the first at all.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { ValidationError, type Actor } from '@stint/shared';
import { claimIdempotencyKey } from '@stint/shared/infra/commands/idempotency-keys';
import { keyedHash } from '@stint/shared/infra/crypto/purpose-tokens';
import { z } from 'zod';
import type { ApiDeps } from '../platform/api-deps';
import type { Method, UploadedFile } from './route';
import { idempotencyKeyStream } from '@stint/shared/http/http.streams';
import { idempotencyKeyHash } from '@stint/shared/infra/crypto/stream-hashes';

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

/** The request's Idempotency-Key, null without one; a malformed key is a 400. */
export function idempotencyKeyOf(req: Request): string | null {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ValidationError('Idempotency-Key must be 8–200 letters, digits, ".", ":", "_" or "-"');
  return parsed.data;
}

/** JSON with every object's keys sorted, so two bodies that say the same thing hash alike. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export type KeyedRequest = {
  actor: Actor | null;
  method: Method;
  /** The route's declared path (`/auth/reset-password/:token`), its values in `params`. */
  route: string;
  params: unknown;
  query: unknown;
  /** The body as parsed by the route's schema: unknown keys dropped, values normalised. */
  body: unknown;
  file: UploadedFile | null;
};

/**
 * A keyed hash (HMAC with the platform secret) of the request: the body may hold a password or a reset token, and a
 * plain hash of it would be open to guessing by whoever reads the event log.
 */
export function requestHash(secret: string, request: KeyedRequest): string {
  return keyedHash(
    secret,
    'idempotency-request',
    canonicalJson({
      caller: request.actor?.id ?? null,
      method: request.method,
      route: request.route,
      params: request.params ?? null,
      query: request.query ?? null,
      body: request.body ?? null,
      file: request.file ? createHash('sha256').update(request.file.buffer).digest('base64url') : null,
    }),
  );
}

/** Claims `key` for this request, or throws UnprocessableError (422) when another request already holds it. */
export async function claimKey(
  deps: ApiDeps,
  key: string,
  request: KeyedRequest,
  context: { at: string; correlationId: string },
): Promise<void> {
  const { eventStore, secret } = deps.platform;
  await claimIdempotencyKey(
    eventStore,
    idempotencyKeyStream(idempotencyKeyHash(secret, key)),
    requestHash(secret, request),
    {
      actor: request.actor,
      ...context,
    },
  );
}

/**
 * The route registry (docs/architecture.md §HTTP): every route declares its request and response schemas, so
 * validation, the OpenAPI document, the fuzz suite and the authorization-coverage test all come from one place.
 */
import type { Request } from 'express';
import type { Actor, Role } from '@stint/shared';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { z } from 'zod';
import type { ApiDeps } from '../platform/api-deps';
import type { Appended } from '../live/consistency';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** 'public': anyone; 'signed-in': any role; a list: only those roles (others get 403). */
export type Access = 'public' | 'signed-in' | readonly Role[];

export type RouteContext<Params, Query, Body, A extends Access> = {
  params: Params;
  query: Query;
  body: Body;
  actor: A extends 'public' ? Actor | null : Actor;
  deps: ApiDeps;
  req: Request;
  /** A command context stamped by the server: Idempotency-Key (or a new id), actor, time, correlation id. */
  command(): CommandContext;
  /**
   * Waits (bounded) until the projections that apply what the command appended (one result per append) have passed
   * it, so the client's next read sees it.
   */
  settle(...appended: Appended[]): Promise<void>;
  /** The uploaded file of a route with `upload` (present whenever the handler runs); null elsewhere. */
  file: UploadedFile | null;
};

/**
 * A route that takes one file as multipart/form-data, its text fields parsed with `body` as usual. The file
 * is held in memory (small limits), never written to disk before the handler checked it.
 */
export type UploadSpec = {
  /** The form field holding the file. */
  field: string;
  /** Largest accepted size in bytes; anything larger is a 413 with `tooLargeMessage`. */
  maxBytes: number;
  tooLargeMessage: string;
  /** The 400 message when no file came (reported after the body's own field errors). */
  requiredMessage: string;
  /**
   * The limit that applies now, when it may be lower than `maxBytes` (the admins' max file size, system settings).
   * `maxBytes` stays the most ever read into memory.
   */
  currentLimit?: (deps: ApiDeps) => Promise<{ maxBytes: number; tooLargeMessage: string }>;
};

export type DownloadSpec = {
  /** e.g. `text/csv; charset=utf-8`. */
  contentType: string;
  filename: string;
};

export type UploadedFile = {
  buffer: Buffer;
  size: number;
  /** The name the client gave, without any folder part. */
  originalName: string;
  /** What the client claimed; only a hint — check the bytes. */
  declaredType: string;
};

/** Wraps a handler's data when the response needs a message or a status other than the route's. */
export class Reply<Data> {
  constructor(
    readonly data: Data,
    readonly options: { status?: number; message?: string } = {},
  ) {}
}

export type RouteResult<Data> = Data | Reply<Data>;

export type RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> = {
  method: Method;
  /** Express path under /api/v1, e.g. `/applications/:id/status`. */
  path: string;
  summary: string;
  tags?: string[];
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The body schema that applies now, when a rule depends on the system settings (the password minimum): it parses
   * the body instead of `body`, which stays the documented (default) one.
   */
  currentBody?: (deps: ApiDeps) => Promise<z.ZodType<z.output<B>>>;
  /** Takes a multipart upload instead of a JSON body. */
  upload?: UploadSpec;
  /**
   * Answers with a file to save instead of the JSON envelope (exports): the handler returns the file's text (parsed
   * with `response`, a string schema), sent as an attachment named `filename` that no cache keeps.
   */
  download?: DownloadSpec;
  /** The `data` of a success envelope; the response is parsed with it, so unknown fields never leak. */
  response: R;
  /** Success status, default 200. */
  status?: number;
  /** Error statuses beyond those the declaration implies (e.g. a 404 for an id named in the body), for the docs. */
  errors?: number[];
  handler(context: RouteContext<z.infer<P>, z.infer<Q>, z.infer<B>, A>): Promise<RouteResult<z.infer<R>>>;
};

export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  const A extends Access,
>(route: RouteDefinition<P, Q, B, R, A>): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/**
 * The OpenAPI 3.1 document (docs/architecture.md §HTTP), generated from the route registry: every path, its parameters,
 * its request body (JSON, or multipart for uploads) and its success envelope come from the same zod schemas the routes
 * validate with, so the document cannot drift from what the api does.
 */
import { z } from 'zod';
import { envelopeSchema, errorBodySchema } from '@stint/shared/http/envelope';
import type { RouteDefinition } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
};

/** Express `/logbooks/:id` → OpenAPI `/logbooks/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Which error statuses a route can answer, from what it declares. */
export function errorStatuses(route: RouteDefinition): number[] {
  // 503: a store or Redis is away for a moment, or a saved command cannot be read back yet.
  const statuses = new Set<number>([429, 503, ...(route.errors ?? [])]);
  if (route.params || route.query || route.body || route.upload) statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (Array.isArray(route.access)) statuses.add(403);
  if (route.params) statuses.add(404);
  if (route.method !== 'get') statuses.add(409);
  // Any write takes an Idempotency-Key, and a key already used for a different request is refused.
  if (route.method !== 'get') statuses.add(422);
  if (route.upload || route.body) statuses.add(413);
  if (route.upload) statuses.add(415);
  return [...statuses].sort();
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: the message is the first failing field',
  401: 'Not signed in, or the token is no longer valid',
  403: 'Signed in with a role that may not call this',
  404: 'Not found, or not yours',
  409: 'Conflict, or a move the rules rule out',
  413: 'Too large',
  415: 'File type not accepted',
  422: 'This Idempotency-Key was already used for a different request (another body, route or caller)',
  429: 'Too many requests',
  503: 'Briefly unavailable (a store or Redis is away, or a saved change is not shown yet): send the same request (same Idempotency-Key) again after Retry-After',
};

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the write safe to retry: the same request (same caller, route and body) sent again with the same key ' +
    'answers what the first did and appends nothing; a different request with the key is a 422.',
  schema: { type: 'string', minLength: 8, maxLength: 200, pattern: '^[\\w.:-]+$' },
};

function parameters(route: RouteDefinition) {
  const out: JsonSchema[] = route.method === 'get' ? [] : [IDEMPOTENCY_KEY_PARAMETER];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

function requestBody(route: RouteDefinition) {
  if (route.upload) {
    const fields = route.body ? (toSchema(route.body, 'input') as { properties?: object; required?: string[] }) : {};
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              ...fields.properties,
              [route.upload.field]: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            required: [...(fields.required ?? []), route.upload.field],
          },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } };
}

export function openApiDocument(routes: RouteDefinition[], options: { serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  for (const route of routes) {
    const path = openApiPath(route.path);
    const operation: JsonSchema = {
      operationId: `${route.method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
      summary: route.summary,
      tags: route.tags ?? [],
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(Array.isArray(route.access) ? { 'x-roles': route.access } : {}),
      parameters: parameters(route),
      ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
      responses: {
        [String(route.status ?? 200)]: route.download
          ? {
              description: `A file to save (${route.download.filename})`,
              content: { [route.download.contentType.split(';')[0]!.trim()]: { schema: { type: 'string' } } },
            }
          : {
              description: 'Success',
              content: { 'application/json': { schema: toSchema(envelopeSchema(route.response), 'output') } },
            },
        ...Object.fromEntries(
          errorStatuses(route).map((status) => [String(status), { description: ERROR_TEXT[status], ...errorBody }]),
        ),
      },
    };
    (paths[path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stint API',
      version: '1',
      description: 'The internship platform for students, employers, universities and admins.',
    },
    servers: [{ url: options.serverUrl }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: toSchema(errorBodySchema, 'output') },
    },
  };
}

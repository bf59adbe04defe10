/** The OpenAPI document: valid OpenAPI 3.1, and every route of the registry in it as the route declares itself. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { openApiDocument, openApiPath } from './openapi';

type Operation = {
  parameters: { name: string; in: string }[];
  responses: Record<string, unknown>;
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
};

describe('openapi document', () => {
  const document = openApiDocument(routes, { serverUrl: '/api/v1' }) as {
    paths: Record<string, Record<string, Operation>>;
  };

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route with its path parameters, body, success status and access', () => {
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(operation!.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathNames);
      expect(Object.keys(operation!.responses)).toContain(String(route.status ?? 200));
      expect(operation!.security === undefined).toBe(route.access !== 'public');
      if (route.upload) expect(Object.keys(operation!.requestBody!.content)).toEqual(['multipart/form-data']);
      else if (route.body) expect(Object.keys(operation!.requestBody!.content)).toEqual(['application/json']);
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(routes.length);
  });

  it('declares the Idempotency-Key header and its 422 on every write, and on no read', () => {
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path)]![route.method]!;
      const isWrite = route.method !== 'get';
      const headers = operation.parameters.filter((p) => p.in === 'header').map((p) => p.name);
      expect(headers, `${route.method} ${route.path}`).toEqual(isWrite ? ['Idempotency-Key'] : []);
      expect('422' in operation.responses, `${route.method} ${route.path}`).toBe(isWrite);
    }
  });
});

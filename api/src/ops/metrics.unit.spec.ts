/** Who may read /metrics, and how requests are labelled in the latency histogram. */
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { isLoopback, isLoopbackRequest, routeLabel, statusClass } from './metrics';

const request = (remoteAddress: string | undefined, ip: string | undefined) =>
  ({ socket: { remoteAddress }, ip }) as unknown as Pick<Request, 'ip' | 'socket'>;

describe('metrics access', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['::ffff:10.0.0.5', false],
    ['203.0.113.7', false],
    ['2001:db8::1', false],
    ['::', false],
    ['1127.0.0.1', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });

  it('takes a request as local only when both the socket and the client address are loopback', () => {
    expect(isLoopbackRequest(request('127.0.0.1', '127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(request('::1', '::1'))).toBe(true);
    // A reverse proxy on this machine forwarding a remote client (trust proxy: loopback makes req.ip the client).
    expect(isLoopbackRequest(request('127.0.0.1', '203.0.113.7'))).toBe(false);
    // A remote peer claiming to forward for localhost: not trusted, so req.ip stays the peer.
    expect(isLoopbackRequest(request('203.0.113.7', '203.0.113.7'))).toBe(false);
    expect(isLoopbackRequest(request(undefined, undefined))).toBe(false);
  });
});

describe('metrics labels', () => {
  const registry = new Set(['get /applications/:id', 'patch /applications/:id/status']);
  const req = (method: string, originalUrl: string, route?: string, baseUrl = '') =>
    ({ method, originalUrl, baseUrl, route: route === undefined ? undefined : { path: route } }) as unknown as Request;

  it('labels a request with its route pattern, never its raw URL', () => {
    expect(routeLabel(req('GET', '/api/v1/applications/42?x=1', '/applications/:id'), registry, '/api/v1')).toBe(
      '/api/v1/applications/:id',
    );
    // Errors leave the router (its baseUrl is gone); the registry still knows the path.
    expect(
      routeLabel(req('PATCH', '/api/v1/applications/42/status', '/applications/:id/status'), registry, '/api/v1'),
    ).toBe('/api/v1/applications/:id/status');
    expect(routeLabel(req('GET', '/readyz', '/readyz'), registry, '/api/v1')).toBe('/readyz');
    expect(routeLabel(req('GET', '/api/v1/files/abc', '/files/:id', '/api/v1'), registry, '/api/v1')).toBe(
      '/api/v1/files/:id',
    );
    expect(routeLabel(req('GET', '/api/v1/nope/123'), registry, '/api/v1')).toBe('/api/v1/(unmatched)');
    expect(routeLabel(req('GET', '/internships/123'), registry, '/api/v1')).toBe('(web)');
    expect(routeLabel(req('GET', '/assets/index-abc.js'), registry, '/api/v1')).toBe('(web)');
  });

  it('puts the /ops pages in one series each, whatever the path below them', () => {
    expect(routeLabel(req('GET', '/ops/queues?ticket=abc'), registry, '/api/v1')).toBe('/ops/queues');
    expect(routeLabel(req('PUT', '/ops/queues/api/queues/mail/7/retry'), registry, '/api/v1')).toBe('/ops/queues');
    expect(routeLabel(req('GET', '/ops/api-docs/swagger-ui.css'), registry, '/api/v1')).toBe('/ops/api-docs');
    expect(routeLabel(req('GET', '/ops/metrics'), registry, '/api/v1')).toBe('/ops/metrics');
    expect(routeLabel(req('GET', '/ops/random-1234'), registry, '/api/v1')).toBe('/ops/(other)');
    expect(routeLabel(req('GET', '/ops'), registry, '/api/v1')).toBe('/ops/(other)');
  });

  it('groups statuses by class', () => {
    expect([200, 204, 303, 401, 404, 500].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx']);
  });
});

/**
 * Authorization coverage (docs/architecture.md §HTTP, issue 9): every route that takes an id must have an object-level
 * authorization test — an HTTP spec that calls it on someone else's object, with the same method, and expects
 * the 404 that hides it. The specs are read as text. Either form counts:
 * - a call such as `as(other).post(`/logbooks/${id}/submit`)` followed in the same statement by `toBe(404)`;
 * - a row of an authorization matrix naming the route (`'PATCH /applications/:id/status'`, or
 *   `method: 'POST', path: '/internships/:id/reactivate'`) in a spec that expects 404 for others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? specFiles(path) : entry.name.endsWith('.int.spec.ts') ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/logbooks/:id/submit` → a template literal or string calling it with some id: `/logbooks/${…}/submit`. */
function callPattern(path: string): RegExp {
  const parts = path.split(/:\w+/).map(escape);
  return new RegExp(`[\`'"]${parts.join('(?:\\$\\{[^}]+\\}|[\\w-]+)')}[\`'"?]`, 'g');
}

/** The method a call uses, from what stands just before the path: `.post(`, `request('PATCH', …`, `decide(`. */
function methodBefore(text: string): string | null {
  const found = /(?:\.(get|post|put|patch|delete)\(|'(GET|POST|PUT|PATCH|DELETE)',)\s*$/i.exec(text);
  return found ? (found[1] ?? found[2])!.toLowerCase() : null;
}

describe('authorization coverage', () => {
  const sources = specFiles(root).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));

  it('finds the HTTP specs', () => {
    expect(sources.length).toBeGreaterThan(3);
  });

  const withIds = routes.filter((route) => /:\w+/.test(route.path));
  it.each(withIds.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s has a test that calls it on a foreign object and gets 404',
    (_name, route) => {
      const method = route.method.toUpperCase();
      const matrixRow = new RegExp(
        `'${method} ${escape(route.path)}'|method: '${method}',\\s*path: '${escape(route.path)}'`,
      );
      const inMatrix = sources.some(({ text }) => matrixRow.test(text) && /\b404\b/.test(text));
      const covered =
        inMatrix ||
        sources.some(({ text }) =>
          [...text.matchAll(callPattern(route.path))].some((match) => {
            const before = text.slice(Math.max(0, match.index - 60), match.index);
            const statement = text.slice(match.index, text.indexOf(';', match.index) + 1);
            const calledWith = methodBefore(before);
            return (calledWith === null || calledWith === route.method) && /404/.test(statement);
          }),
        );
      expect(covered).toBe(true);
    },
  );
});

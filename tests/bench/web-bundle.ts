/**
 * Web bundle sizes per route (issue 9 (e)): builds the web app (web/vite.config.ts, as `npm run build --workspace
 * web` does, plus a manifest) into a temporary folder — web/dist, which a running Stint serves, is left alone — and
 * for each route of web/src/app/router.tsx adds up, gzipped, what a first visit to it loads before the screen can
 * paint: the entry chunk and its static imports, the lazy modules on the route's way (a role area's frame) and the
 * route's own module, each with its static imports, and every CSS file those chunks bring. Dynamic imports made
 * later (socket.io-client, charts behind a tab) are not initial and not counted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../support/stint-process';
import { report, reportTable } from './results';

const LANDING_JS_TARGET_KB = 150;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The manifest key (path from web/) of a module the router imports, e.g. './routes/login'. */
const moduleKey = (relative: string) => `${posix.join('src/app', relative)}.tsx`;

/** `{ path, modules }` for every lazy screen: `modules` are the router's lazy imports on its way, outermost first. */
export function routesOf(routerSource: string): Array<{ path: string; modules: string[] }> {
  const tokens =
    /roleArea\('([^']+)'|screen\((?:'([^']*)'|undefined), \(\) =>\s*import\('(\.[^']+)'\)|lazy: async \(\) => \(\{ Component: \(await import\('(\.[^']+)'\)\)|[()[\]{}]/g;
  type Scope = { depth: number; path?: string; module?: string };
  const scopes: Scope[] = [];
  const found: Array<{ path: string; modules: string[] }> = [];
  let depth = 0;
  for (const match of routerSource.matchAll(tokens)) {
    const [token, role, screenPath, screenModule, frameModule] = match;
    if ('([{'.includes(token)) depth++;
    else if (')]}'.includes(token)) {
      depth--;
      while (scopes.length && depth < scopes.at(-1)!.depth) scopes.pop();
    } else if (role) {
      // The match opened `roleArea(`: the area lasts until that parenthesis closes.
      depth++;
      scopes.push({ depth, path: role });
    } else if (frameModule) {
      // Inside the frame's object: it covers the object's other keys (its children). The match opened `({`.
      scopes.push({ depth, module: moduleKey(frameModule) });
      depth += 2;
    } else if (screenModule) {
      const path = [...scopes.flatMap((scope) => (scope.path ? [scope.path] : [])), screenPath ?? '']
        .filter(Boolean)
        .join('/');
      found.push({
        path: `/${path}`,
        modules: [...scopes.flatMap((scope) => (scope.module ? [scope.module] : [])), moduleKey(screenModule)],
      });
      // The match opened `screen(` (its `import(...)` it opened and closed).
      depth++;
    }
  }
  return found;
}

export async function benchWebBundle(): Promise<void> {
  console.log('\nweb bundle: building web into a temporary folder');
  const outDir = mkdtempSync(join(tmpdir(), 'stint-web-'));
  try {
    const webDir = join(REPO_ROOT, 'web');
    execFileSync(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: webDir, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const gzipped = new Map<string, number>();
    const gzipSize = (file: string) => {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
      return gzipped.get(file)!;
    };
    const closure = (key: string, into: Set<string>) => {
      if (into.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      into.add(key);
      for (const imported of chunk.imports ?? []) closure(imported, into);
    };
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
    if (!entry) throw new Error('the build manifest has no entry');
    const sizes = (keys: string[]) => {
      const chunks = new Set<string>();
      for (const key of keys) closure(key, chunks);
      const js = [...chunks].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
      const cssFiles = new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []));
      const css = [...cssFiles].reduce((sum, file) => sum + gzipSize(file), 0);
      return { js, css, chunks: chunks.size };
    };
    const routes = routesOf(readFileSync(join(webDir, 'src/app/router.tsx'), 'utf8'));
    const rows = routes.map((route) => ({ ...route, ...sizes([entry, ...route.modules]) }));
    const shell = sizes([entry]);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    reportTable(
      `web: initial JS + CSS per route, gzip -9 (entry alone: JS ${kib(shell.js)}, CSS ${kib(shell.css)})`,
      ['route', 'JS gzip', 'CSS gzip', 'JS + CSS gzip', 'chunks'],
      rows.map((row) => [row.path, kib(row.js), kib(row.css), kib(row.js + row.css), String(row.chunks)]),
      { shell, routes: rows },
    );
    const landing = rows.find((row) => row.path === '/');
    if (landing) {
      report(
        `web: landing (/) initial JS gzip (target ≤ ${LANDING_JS_TARGET_KB} KB)`,
        `${kib(landing.js)} (${(landing.js / 1000).toFixed(1)} KB), CSS ${kib(landing.css)}`,
        { landing, targetKb: LANDING_JS_TARGET_KB },
      );
    }
    const largest = rows.reduce((top, row) => (row.js + row.css > top.js + top.css ? row : top), rows[0]!);
    report(`web: largest route's initial JS + CSS gzip`, `${largest.path}: ${kib(largest.js + largest.css)}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The layer rules (docs: the parts and their allowed arrows), as lint errors. Each entry names the files it binds and
 * the imports they may not make; `tests/lint/boundaries.unit.spec.ts` checks that each rule fails a forbidden import
 * and passes an allowed one.
 *
 * - The domain (shared/src outside infra/ and testing/) is pure: no I/O, no infra, no Node built-ins, no server
 *   packages; zod is its only library.
 * - The web imports no server code: no infra, no api, projector, workers or launcher, no Node built-ins.
 * - Infra serves every process and imports none of them; the domain and infra import nothing of the launcher.
 * - The launcher is the one composition root: it alone imports the api, the projector and the workers together.
 * - The api imports neither the projector, the workers nor the launcher: what it reports of them (readiness, metrics,
 *   the ops pages) the launcher passes in (api/src/platform/process-views.ts).
 * - Projections never import the api, the workers or the launcher; workers never the api, the projector or the
 *   launcher.
 * Tests (specs, `*.test-setup.ts`, `testing/` folders) may import across packages, the launcher's test harness
 * (`@stint/launcher/testing/…`) above all.
 */
const NODE_BUILTINS =
  '^(node:.*|assert|buffer|child_process|cluster|crypto|dgram|dns|events|fs|fs/promises|http|http2|https|net|os|' +
  'path|perf_hooks|process|readline|stream|timers|tls|url|util|v8|vm|worker_threads|zlib)$';
const SERVER_LIBRARIES =
  '^(pg|ioredis|bullmq|mongodb|express|pino|nodemailer|argon2|socket\\.io|@eventstore/.*|@electric-sql/.*|' +
  'nodemailer/.*|smtp-server|testcontainers)$';

/** A `no-restricted-imports` rule from [regex, why] pairs. */
const forbid = (...pairs) => ({
  'no-restricted-imports': ['error', { patterns: pairs.map(([regex, message]) => ({ regex, message })) }],
});

const TESTS = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.test-setup.ts', '**/testing/**'];

export const boundaries = [
  {
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/infra/**', 'shared/src/testing/**', ...TESTS],
    rules: forbid(
      ['(^|/)infra(/|$)', 'The domain does no I/O: infra is for the processes (commands, stores, crypto).'],
      [NODE_BUILTINS, 'The domain does no I/O and runs in the browser too: no Node built-ins.'],
      [SERVER_LIBRARIES, 'The domain does no I/O: no server libraries.'],
      ['^@stint/(api|projector|workers|launcher|web)(/|$)', 'The domain depends on nothing but itself (and zod).'],
    ),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: forbid(
      ['^@stint/shared/infra(/|$)', 'The web imports no server code: infra runs in the processes only.'],
      ['^@stint/(api|projector|workers|launcher)(/|$)', 'The web imports no server code: talk to the api over HTTP.'],
      [NODE_BUILTINS, 'The web runs in the browser: no Node built-ins.'],
      [SERVER_LIBRARIES, 'The web runs in the browser: no server libraries.'],
    ),
  },
  {
    files: ['shared/src/infra/**/*.ts'],
    ignores: TESTS,
    rules: forbid([
      '^@stint/(api|projector|workers|launcher|web)(/|$)',
      'Infra serves every process and imports none, nor the launcher that starts them.',
    ]),
  },
  {
    files: ['projector/src/**/*.ts'],
    ignores: TESTS,
    rules: forbid(
      [
        '^@stint/(api|workers|web)(/|$)',
        'Projections depend on shared only: what the api or the workers know reaches them as events.',
      ],
      ['^@stint/launcher(/|$)', 'The launcher starts the projector; the projector never reaches back into it.'],
    ),
  },
  {
    files: ['workers/src/**/*.ts'],
    ignores: TESTS,
    rules: forbid(
      [
        '^@stint/(api|projector|web)(/|$)',
        'Workers depend on shared only: they react to events and read read models through the read store.',
      ],
      ['^@stint/launcher(/|$)', 'The launcher starts the workers; the workers never reach back into it.'],
    ),
  },
  {
    files: ['api/src/**/*.ts'],
    rules: forbid(['^@stint/web(/|$)', 'The api serves the built web app as files; it imports none of its code.']),
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: TESTS,
    rules: forbid(
      ['^@stint/web(/|$)', 'The api serves the built web app as files; it imports none of its code.'],
      [
        '^@stint/(projector|workers)(/|$)',
        'The api depends on shared only: what it reports of the projector and the workers, the launcher passes in ' +
          '(api/src/platform/process-views.ts).',
      ],
      ['^@stint/launcher(/|$)', 'The launcher starts the api; the api never reaches back into it.'],
    ),
  },
];

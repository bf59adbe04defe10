/**
 * The layer rules of eslint.boundaries.js fail a forbidden import and let an allowed one through, in the files each
 * rule binds (the whole lint config, as `npm run lint` loads it).
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The messages of `no-restricted-imports` for one import line, as if it were the first line of `file`. */
async function restrictions(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: Array<{ file: string; forbidden: string[]; allowed: string[] }> = [
  {
    file: 'shared/src/accounts/new-slice.ts',
    forbidden: [
      '../infra/crypto/purpose-tokens',
      '@stint/shared/infra/logger',
      'node:crypto',
      'fs',
      'pg',
      'ioredis',
      '@stint/api/accounts/accounts.store',
      '@stint/projector',
      '@stint/launcher/seed/seed',
    ],
    allowed: ['zod', '../errors', './accounts.events', '@stint/shared/internships/internships.constants'],
  },
  {
    file: 'web/src/features/new-slice/new-screen.tsx',
    forbidden: [
      '@stint/shared/infra/read-store/read-store.port',
      '@stint/api/http/route',
      '@stint/projector/registry',
      '@stint/workers',
      '@stint/launcher/testing/people',
      'node:path',
      'express',
    ],
    allowed: ['react', '@stint/shared/accounts/accounts.schemas', '../../lib/api-client'],
  },
  {
    file: 'shared/src/infra/new-adapter.ts',
    forbidden: ['@stint/api/server', '@stint/projector', '@stint/launcher/ops/process-views'],
    allowed: ['pg', 'node:crypto', '../accounts/accounts.events'],
  },
  {
    file: 'projector/src/new-slice/new.projection.ts',
    forbidden: ['@stint/api/accounts/accounts.store', '@stint/workers/runtime/reactor', '@stint/launcher/seed/seed'],
    allowed: ['@stint/shared/infra/read-store/read-store.port', '../runtime/projection'],
  },
  {
    file: 'workers/src/new-slice/new-mail.ts',
    forbidden: ['@stint/projector/registry', '@stint/api/auth/tokens', '@stint/launcher/ops/process-views'],
    allowed: ['@stint/shared/infra/mail/mail.port', '../runtime/reactor'],
  },
  {
    file: 'api/src/new-slice/new.route.ts',
    forbidden: [
      '@stint/web/src/lib/api-client',
      '@stint/projector',
      '@stint/projector/runtime/parked-events',
      '@stint/workers',
      '@stint/workers/registry',
      '@stint/launcher/ops/process-views',
      '@stint/launcher/testing/test-api',
    ],
    allowed: ['@stint/shared/infra/platform', '../http/route', '../platform/process-views'],
  },
  {
    file: 'launcher/src/new-role.ts',
    forbidden: [],
    allowed: ['@stint/api/server', '@stint/projector', '@stint/workers', '@stint/shared/infra/platform'],
  },
];

describe('layer rules (eslint.boundaries.js)', () => {
  for (const { file, forbidden, allowed } of cases) {
    it(`${file}: refuses ${forbidden.length} imports across a boundary, takes ${allowed.length} within`, async () => {
      for (const specifier of forbidden) {
        expect(await restrictions(file, specifier), `${file} importing ${specifier}`).toHaveLength(1);
      }
      for (const specifier of allowed) {
        expect(await restrictions(file, specifier), `${file} importing ${specifier}`).toEqual([]);
      }
    });
  }

  it("leaves the tests of api, projector and workers free to use the launcher's test harness", async () => {
    expect(
      await restrictions('workers/src/new-slice/new-mail.int.spec.ts', '@stint/launcher/testing/test-api'),
    ).toEqual([]);
    expect(await restrictions('projector/src/testing/fixture.ts', '@stint/launcher/testing/people')).toEqual([]);
    expect(await restrictions('api/src/new-slice/new-slice.int.spec.ts', '@stint/launcher/testing/test-api')).toEqual(
      [],
    );
    expect(await restrictions('api/src/new-slice/new-slice.int.spec.ts', '@stint/projector/registry')).toEqual([]);
    expect(await restrictions('api/src/new-slice/new-slice.test-setup.ts', '@stint/workers/runtime/reactor')).toEqual(
      [],
    );
  });

  it("keeps the web's code out of the api's tests too", async () => {
    expect(await restrictions('api/src/new-slice/new-slice.int.spec.ts', '@stint/web/src/lib/api-client')).toHaveLength(
      1,
    );
  });
});

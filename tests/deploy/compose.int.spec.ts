/** The production compose file must be valid for Debian's docker-compose (1.29: no v2-only keys). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { REPO_ROOT } from '../support/stint-process';

const binary = ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'].find((path) => existsSync(path));

describe.skipIf(
  announceSkip(
    'docker-compose config',
    binary ? null : "docker-compose not found; install Debian's docker-compose package",
  ),
)('docker-compose.yml', () => {
  it('is valid and runs every service of the production profile', () => {
    const env = {
      ...process.env,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-000000',
      PERSONAL_DATA_MASTER_KEYS: `compose-test:${Buffer.alloc(32, 7).toString('base64')}`,
    };
    execFileSync(binary!, ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: REPO_ROOT, env, stdio: 'pipe' });
    const services = execFileSync(binary!, ['-f', 'docker-compose.yml', 'config', '--services'], {
      cwd: REPO_ROOT,
      env,
    })
      .toString()
      .trim()
      .split('\n')
      .sort();
    expect(services).toEqual(['api', 'eventstore', 'mailpit', 'mongo', 'projector', 'redis', 'workers']);
  });

  it('refuses to start without the master keys of personal data', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, JWT_SECRET: 'a-test-secret-that-is-long-enough-000000' };
    delete env.PERSONAL_DATA_MASTER_KEYS;
    expect(() =>
      execFileSync(binary!, ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: REPO_ROOT, env, stdio: 'pipe' }),
    ).toThrow(/set PERSONAL_DATA_MASTER_KEYS/);
  });
});

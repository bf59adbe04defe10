import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  MasterKeyRing,
  formatMasterKey,
  generateMasterKey,
  type MasterKey,
} from '@stint/shared/infra/crypto/master-keys';
import { PersonalDataCipher, SqlKeyStore } from '@stint/shared/infra/crypto/personal-data';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import {
  announceSkip,
  createTestPostgresDatabase,
  postgresSkipReason,
} from '@stint/shared/infra/testing/test-databases';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run keys:rotate` as an operator runs it, in the server profile on this database. */
function rotate(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'launcher/src/ops/rotate-keys.cli.ts'],
      { cwd: ROOT, env: { ...process.env, REDIS_URL: '', SMTP_URL: '', PERSONAL_DATA_MASTER_KEYS: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const masterKey = () => generateMasterKey(`m-${randomBytes(4).toString('hex')}`);
const list = (...keys: MasterKey[]) => keys.map(formatMasterKey).join(',');

describe.skipIf(announceSkip('keys:rotate (PostgreSQL)', postgresSkipReason()))('npm run keys:rotate', () => {
  it('re-wraps every key, the unwrapped ones too, so that the old master key can be dropped', async () => {
    const db = await createTestPostgresDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-rotate-'));
    const sql = new PostgresSql(db.url);
    try {
      const [old, next] = [masterKey(), masterKey()];
      const before = new PersonalDataCipher(await SqlKeyStore.open(sql, new MasterKeyRing([old])));
      const people = Array.from({ length: 3 }, () => `person-${randomBytes(6).toString('hex')}`);
      const sealed = await Promise.all(people.map((id, i) => before.encrypt(id, `Person ${i}`)));
      // A key as versions before envelope encryption stored it.
      const legacy = `person-${randomBytes(6).toString('hex')}`;
      const legacyKey = randomBytes(32);
      await sql.query('insert into person_keys (person_id, key) values ($1, $2)', [legacy, legacyKey]);
      const legacyValue = await new PersonalDataCipher({
        getOrCreateKey: async () => legacyKey,
        getKey: async () => legacyKey,
        eraseKey: async () => {},
        close: async () => {},
      }).encrypt(legacy, 'Legacy Person');
      const env = { DATA_DIR: dataDir, EVENT_STORE_URL: db.url, READ_STORE_URL: db.url, LOG_LEVEL: 'silent' };

      const missing = await rotate(env);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('PERSONAL_DATA_MASTER_KEYS: required when EVENT_STORE_URL and READ_STORE_URL');

      const wrong = await rotate({ ...env, PERSONAL_DATA_MASTER_KEYS: list(next) });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain(
        `keys:rotate failed: Personal-data keys are wrapped by master key "${old.id}", which is not configured`,
      );

      const done = await rotate({ ...env, PERSONAL_DATA_MASTER_KEYS: list(next, old) });
      expect(done.stderr).toBe('');
      expect(done.code).toBe(0);
      expect(done.stdout).toContain(
        `Re-wrapped 4 personal-data keys under master key "${next.id}" (1 of them had been stored unwrapped).`,
      );
      expect(done.stdout).toContain(`"${old.id}" can now be removed from PERSONAL_DATA_MASTER_KEYS`);

      const after = new PersonalDataCipher(await SqlKeyStore.open(sql, new MasterKeyRing([next])), { cacheTtlMs: 0 });
      expect(await Promise.all(sealed.map((value) => after.decrypt(value)))).toEqual([
        'Person 0',
        'Person 1',
        'Person 2',
      ]);
      expect(await after.decrypt(legacyValue)).toBe('Legacy Person');
      const rows = await sql.query<{ wrapped_by: string | null }>('select wrapped_by from person_keys');
      expect(rows.map((row) => row.wrapped_by)).toEqual(rows.map(() => next.id));
    } finally {
      await sql.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

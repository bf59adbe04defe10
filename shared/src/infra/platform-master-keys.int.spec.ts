import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { MASTER_KEY_FILE, formatMasterKey, generateMasterKey } from './crypto/master-keys';
import { openPlatform } from './platform';
import { cloneTestPglite } from './testing/test-databases';
import { capturingLogger } from './testing/capturing-logger';
import { useTempDirs } from './testing/temp-dirs';

describe('the personal-data master key of the embedded profile', () => {
  const dataDir = useTempDirs('stint-platform-keys-');
  const open = async (env: Record<string, string>) => {
    const { logger, lines } = capturingLogger();
    const platform = await openPlatform(loadConfig(env), logger, { pglite: await cloneTestPglite() });
    return { platform, lines };
  };

  it('is created in DATA_DIR, owner-only, on first start, said once, and used again afterwards', async () => {
    const DATA_DIR = dataDir();
    const file = join(DATA_DIR, MASTER_KEY_FILE);
    const first = await open({ DATA_DIR });
    const id = first.platform.keys.masterKeys.currentId;
    await first.platform.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const told = first.lines.filter((line) => line.msg.includes('personal-data master key'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ level: 40, file });
    expect(told[0]!.msg).toContain('a production deployment sets PERSONAL_DATA_MASTER_KEYS');

    const second = await open({ DATA_DIR });
    expect(second.platform.keys.masterKeys.currentId).toBe(id);
    await second.platform.close();
    expect(second.lines.filter((line) => line.msg.includes('personal-data master key'))).toEqual([]);
  });

  it('is not created when PERSONAL_DATA_MASTER_KEYS is set', async () => {
    const DATA_DIR = dataDir();
    const master = generateMasterKey(`env-${randomBytes(3).toString('hex')}`);
    const { platform, lines } = await open({ DATA_DIR, PERSONAL_DATA_MASTER_KEYS: formatMasterKey(master) });
    expect(platform.keys.masterKeys.currentId).toBe(master.id);
    await platform.close();
    expect(existsSync(join(DATA_DIR, MASTER_KEY_FILE))).toBe(false);
    expect(lines.filter((line) => line.msg.includes('personal-data master key'))).toEqual([]);
  });
});

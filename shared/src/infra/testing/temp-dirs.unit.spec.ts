import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from './temp-dirs';

describe('useTempDirs', () => {
  const newDir = useTempDirs('stint-temp-dirs-');
  const made: string[] = [];

  it('makes a new empty folder with the prefix on each call', () => {
    const first = newDir();
    const second = newDir();
    expect(first).not.toBe(second);
    for (const dir of [first, second]) {
      expect(basename(dir).startsWith('stint-temp-dirs-')).toBe(true);
      expect(readdirSync(dir)).toEqual([]);
    }
    writeFileSync(join(first, 'left.txt'), 'something');
    made.push(first, second);
  });

  it('removed the folders of the test before, with what was in them', () => {
    expect(made).toHaveLength(2);
    for (const dir of made) expect(existsSync(dir)).toBe(false);
  });
});

/**
 * One Stint process (as `npm start` runs it, on a fresh DATA_DIR holding only an empty database copied from the run's
 * template; embedded-start.e2e starts on an empty DATA_DIR) and one Chromium for a whole end-to-end file: call
 * `useStintInChromium` inside the file's `describe`; its hooks start both before the first test and stop them after
 * the last. Each page opens in a browser context of its own (its own localStorage, so its own session).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { seedEmbeddedDataDir } from '@stint/shared/infra/testing/test-databases';
import { launchBrowser } from './browser';
import { startStint, type StintProcess } from './stint-process';

export type StintInChromium = {
  readonly dataDir: string;
  readonly stint: StintProcess;
  readonly browser: Browser;
  /** A new page at this viewport width (900 px high). */
  newPage(width?: number): Promise<Page>;
};

export function useStintInChromium(name: string, env: Record<string, string> = {}): StintInChromium {
  const dataDir = mkdtempSync(join(tmpdir(), `stint-e2e-${name}-`));
  let stint: StintProcess | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [stint, browser] = await Promise.all([
      seedEmbeddedDataDir(dataDir).then(() => startStint({ DATA_DIR: dataDir, ...env })),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await stint?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('Stint and Chromium start in beforeAll');
    return value;
  };
  return {
    dataDir,
    get stint() {
      return started(stint);
    },
    get browser() {
      return started(browser);
    },
    async newPage(width = 1280) {
      const context = await started(browser).newContext({ viewport: { width, height: 900 } });
      return context.newPage();
    },
  };
}

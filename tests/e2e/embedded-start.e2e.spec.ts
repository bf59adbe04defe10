/**
 * `npm start` on a fresh DATA_DIR: one process serves the web app and the api on PGlite, refuses a second
 * process on the same data, closes cleanly on SIGTERM and keeps its data across restarts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason, launchBrowser } from '../support/browser';
import { REPO_ROOT, startStint, type StintProcess } from '../support/stint-process';

describe('embedded start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-e2e-data-'));
  let stint: StintProcess | null = null;
  afterAll(async () => {
    await stint?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the app and the api, locks DATA_DIR, and stops cleanly on SIGTERM', async () => {
    stint = await startStint({ DATA_DIR: dataDir });
    const page = await fetch(`${stint.url}/some/deep/link`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    expect(await (await fetch(`${stint.url}/api/v1/nothing-here`)).json()).toEqual({
      success: false,
      message: 'Route not found',
    });
    const ready = (await (await fetch(`${stint.url}/readyz`)).json()) as {
      data: { checks: { eventStore: { ok: boolean } } };
    };
    expect(ready.data.checks.eventStore.ok).toBe(true);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pglite', '.lock']));

    const second = await startStint({ DATA_DIR: dataDir }, { waitReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Stint process is already using');

    expect(await stint.stop('SIGTERM')).toBe(0);
    expect(stint.output()).toContain('stopped');
    expect(readdirSync(dataDir)).not.toContain('.lock');

    // `npm run admin:create` while Stint is stopped; the next start projects that account from a cold key cache.
    const created = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'launcher/src/accounts/create-admin.cli.ts',
        '--email',
        'boss@example.org',
        '--password',
        'boss-password',
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(created.stdout).toContain('Admin boss@example.org created.');

    stint = await startStint({ DATA_DIR: dataDir });
    const login = await fetch(`${stint.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.org', password: 'boss-password' }),
    });
    expect(((await login.json()) as { data: { user: { role: string; firstName: string } } }).data.user).toMatchObject({
      role: 'admin',
      firstName: 'Platform',
    });
  });

  it.skipIf(announceSkip('embedded start in Chromium', browserSkipReason()))(
    'renders the web app in Chromium, at localhost and over plain HTTP under another host name: an unknown path shows Page Not Found with Go Home',
    async () => {
      // stint.test is this machine under a name Chromium does not trust as it trusts localhost (a LAN address, a
      // server before TLS): a policy that upgraded the page's assets to https would leave it blank there.
      const browser = await launchBrowser({ hostResolverRules: 'MAP stint.test 127.0.0.1' });
      try {
        for (const origin of [stint!.url, `http://stint.test:${new URL(stint!.url).port}`]) {
          const page = await browser.newPage();
          const failed: string[] = [];
          const logged: string[] = [];
          page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
          // A header the browser ignores on an untrusted origin (COOP, Origin-Agent-Cluster) says so here.
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
          });
          await page.goto(`${origin}/no-such-page`);
          await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
          await page.getByRole('button', { name: 'Go Home' }).click();
          await page.waitForURL(`${origin}/`);
          expect(failed).toEqual([]);
          expect(logged).toEqual([]);
          await page.close();
        }
      } finally {
        await browser.close();
      }
    },
  );
});

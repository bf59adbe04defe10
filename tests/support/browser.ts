/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function browserSkipReason(): string | null {
  return existsSync(CHROMIUM) ? null : `${CHROMIUM} not found; install Debian's chromium package`;
}

/**
 * Each launch gets a new, empty profile directory from playwright. `hostResolverRules` (Chromium's
 * `--host-resolver-rules`, e.g. `MAP stint.test 127.0.0.1`) opens a local server under another host name: an http
 * origin the browser does not trust as it trusts localhost, as a LAN address or a server without TLS is.
 */
export function launchBrowser(options: { hostResolverRules?: string } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.hostResolverRules ? [`--host-resolver-rules=${options.hostResolverRules}`] : []),
    ],
  });
}

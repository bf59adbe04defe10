/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function browserSkipReason(): string | null {
  return existsSync(CHROMIUM) ? null : `${CHROMIUM} not found; install Debian's chromium package`;
}

/** Each launch gets a new, empty profile directory from playwright. */
export function launchBrowser(): Promise<Browser> {
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
    ],
  });
}

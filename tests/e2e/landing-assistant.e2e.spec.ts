/**
 * The landing page and the assistant in Chromium (issue 8): the newsletter card refuses an empty form with the spec's
 * message, then subscribes; the assistant answers one message per keyword rule, in order, and the generic help
 * otherwise. Screenshots of the landing page at desktop and phone widths go to a folder outside the repo.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_FALLBACK_REPLY,
  ASSISTANT_GREETING,
  assistantRules,
} from '@stint/shared/assistant/assistant-replies';
import {
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_VALIDATION_MESSAGE,
} from '@stint/shared/newsletter/newsletter.constants';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import { expectAccessible } from './support-accounts/accounts-pages';

const SCREENS = join(tmpdir(), 'stint-screens');

describe.skipIf(announceSkip('the landing page in Chromium', browserSkipReason()))('the landing page', () => {
  const app = useStintInChromium('landing');

  it('subscribes to the newsletter after refusing an empty form', async () => {
    const page = await app.newPage();
    await page.goto(app.stint.url);
    const card = page.locator('.newsletter-card');
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await card.getByText(NEWSLETTER_VALIDATION_MESSAGE).waitFor();
    await card.getByLabel('Email').fill(`reader-${Date.now()}@example.org`);
    await card.getByRole('button', { name: 'Data Science' }).click();
    expect(await card.getByRole('button', { name: 'Data Science' }).getAttribute('aria-pressed')).toBe('true');
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await card.getByText(NEWSLETTER_SUCCESS_MESSAGE).waitFor();
    expect(await card.getByLabel('Email').isDisabled()).toBe(true);
    await expectAccessible(page, 'landing');

    mkdirSync(SCREENS, { recursive: true });
    for (const width of [1280, 375]) {
      const shot = await app.newPage(width);
      await shot.goto(app.stint.url);
      await shot.getByRole('heading', { level: 1 }).waitFor();
      expect(await shot.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await shot.screenshot({ path: join(SCREENS, `landing-${width}.png`), fullPage: true });
    }
    console.log(`landing screenshots in ${SCREENS}`);
  });

  it('answers one message per rule, in the rules’ order, and gives general help otherwise', async () => {
    const page = await app.newPage();
    await page.goto(app.stint.url);
    await page.getByRole('button', { name: 'Chat with the Stint assistant' }).click();
    const chat = page.getByRole('dialog');
    const log = chat.getByRole('log', { name: 'Conversation' });
    await log.getByText(ASSISTANT_GREETING).waitFor();
    const input = chat.getByPlaceholder('Ask a question…');
    // Whitespace alone cannot be sent.
    await input.fill('   ');
    expect(await chat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    const conversation = [
      ...assistantRules.map((rule) => ({
        // One keyword of each group, in capitals: matching ignores case.
        message: rule.keywords.map((group) => group[0]!.toUpperCase()).join(' and '),
        reply: rule.reply,
      })),
      { message: 'Tell me a joke', reply: ASSISTANT_FALLBACK_REPLY },
    ];
    const replies = log.locator('li.assistant-message--assistant:not(.assistant-message--typing)');
    for (const [index, { message, reply }] of conversation.entries()) {
      await input.fill(message);
      await input.press('Enter');
      await log.locator('li.assistant-message--user').nth(index).filter({ hasText: message }).waitFor();
      // The greeting, then one reply per message so far: this one is the last.
      await expect.poll(() => replies.count(), { timeout: 5000 }).toBe(index + 2);
      expect(await replies.last().textContent()).toBe(`Assistant: ${reply}`);
    }
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
  });
});

/**
 * What the jobs take from the system settings (issue 7), read when they act rather than at start, so a save applies to
 * the next mail and the next tick: the sender of every mail (else MAIL_FROM) — and, read by the jobs themselves, the
 * support address and the job-board sync switch.
 */
import { withSender } from '@stint/shared/infra/mail/index';
import type { Platform } from '@stint/shared/infra/platform';
import { readPlatformSettings } from '@stint/shared/infra/platform-settings';

/** The platform as the jobs see it: its mailer sends from the admins' sender once one is set. */
export function withSystemSettings(platform: Platform): Platform {
  return {
    ...platform,
    mailer: withSender(platform.mailer, async () => (await readPlatformSettings(platform)).settings.mailFrom ?? null),
  };
}

/** Every reactor and job consumer the workers run. Domain slices add theirs here. */
import type { Platform } from '@stint/shared/infra/platform';
import { passwordResetMailJob, passwordResetMailReactor } from './accounts/password-reset-mail';
import { welcomeMailJob, welcomeMailReactor } from './accounts/welcome-mail';
import { applicationMailJobs, applicationMailReactors } from './applications/application-mail';
import { contactMailJob, contactMailReactor } from './contact/contact-mail';
import { expireInternshipsJob } from './internships/expire-internships.job';
import { jobBoardSyncJob } from './internships/job-board-sync.job';
import { newsletterDigestJob } from './newsletter/newsletter-digest.job';
import { newsletterDigestMailJob, newsletterDigestMailReactor } from './newsletter/newsletter-digest-mail';
import { draftRemindersJob } from './reviews/draft-reminders.job';
import { reviewMailJob, reviewMailReactor } from './reviews/review-mail';
import { unreadMessageMailJob, unreadMessageMailReactor } from './messages/unread-message-mail';
import { interviewMailJob, interviewMailReactor } from './interviews/interview-mail';
import { atRiskDigestJob, atRiskDigestMailJob, atRiskDigestMailReactor } from './at-risk/at-risk-digest-mail';
import type { JobDefinition, Reactor } from './runtime/reactor';
import { withSystemSettings } from './settings/system-settings';

export const reactors: Reactor[] = [
  welcomeMailReactor,
  passwordResetMailReactor,
  ...applicationMailReactors,
  reviewMailReactor,
  newsletterDigestMailReactor,
  contactMailReactor,
  unreadMessageMailReactor,
  interviewMailReactor,
  atRiskDigestMailReactor,
];

export function createJobs(base: Platform): JobDefinition[] {
  // Mail goes out from the admins' sender once one is set (system settings).
  const platform = withSystemSettings(base);
  return [
    welcomeMailJob(platform),
    passwordResetMailJob(platform),
    ...applicationMailJobs(platform),
    expireInternshipsJob(platform),
    jobBoardSyncJob(platform),
    reviewMailJob(platform),
    draftRemindersJob(platform),
    newsletterDigestJob(platform),
    newsletterDigestMailJob(platform),
    contactMailJob(platform),
    unreadMessageMailJob(platform),
    interviewMailJob(platform),
    atRiskDigestJob(platform),
    atRiskDigestMailJob(platform),
  ];
}

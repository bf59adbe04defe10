/** Every reactor and job consumer the workers run. Domain slices add theirs here. */
import type { Platform } from '@stint/shared/infra/platform';
import { welcomeMailJob, welcomeMailReactor } from './accounts/welcome-mail';
import { applicationMailJobs, applicationMailReactors } from './applications/application-mail';
import { expireInternshipsJob } from './internships/expire-internships.job';
import { draftRemindersJob } from './reviews/draft-reminders.job';
import { reviewMailJob, reviewMailReactor } from './reviews/review-mail';
import type { JobDefinition, Reactor } from './runtime/reactor';

export const reactors: Reactor[] = [welcomeMailReactor, ...applicationMailReactors, reviewMailReactor];

export function createJobs(platform: Platform): JobDefinition[] {
  return [
    welcomeMailJob(platform),
    ...applicationMailJobs(platform),
    expireInternshipsJob(platform),
    reviewMailJob(platform),
    draftRemindersJob(platform),
  ];
}
